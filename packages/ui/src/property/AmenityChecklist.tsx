import { defineMessages, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { AMENITY_OPTIONS, type AmenityOption } from '@stays/contracts';
import { useKitText } from '../dialog/kitText';

const labels = defineMessages({
  'Wi-Fi': { id: 'kit.amenity.wifi', defaultMessage: 'Wi-Fi' },
  Kitchen: { id: 'kit.amenity.kitchen', defaultMessage: 'Kitchen' },
  Parking: { id: 'kit.amenity.parking', defaultMessage: 'Parking' },
  Pool: { id: 'kit.amenity.pool', defaultMessage: 'Pool' },
  Gym: { id: 'kit.amenity.gym', defaultMessage: 'Gym' },
  Laundry: { id: 'kit.amenity.laundry', defaultMessage: 'Laundry' },
  'Air Conditioning': { id: 'kit.amenity.airConditioning', defaultMessage: 'Air Conditioning' },
  Heating: { id: 'kit.amenity.heating', defaultMessage: 'Heating' },
  TV: { id: 'kit.amenity.tv', defaultMessage: 'TV' },
  Dishwasher: { id: 'kit.amenity.dishwasher', defaultMessage: 'Dishwasher' },
  Microwave: { id: 'kit.amenity.microwave', defaultMessage: 'Microwave' },
  Balcony: { id: 'kit.amenity.balcony', defaultMessage: 'Balcony' },
  Garden: { id: 'kit.amenity.garden', defaultMessage: 'Garden' },
  'Pet Friendly': { id: 'kit.amenity.petFriendly', defaultMessage: 'Pet Friendly' },
} satisfies Record<AmenityOption, MessageDescriptor>);

/** An amenity in the reader's language when it is one of the form's options, else as its host wrote it. */
export function useAmenityLabel(): (amenity: string) => string {
  const text = useKitText();
  return (amenity) =>
    (AMENITY_OPTIONS as readonly string[]).includes(amenity)
      ? text(labels[amenity as AmenityOption])
      : amenity;
}

const Set = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
`;

/** Visible, or (when a card title already says it) for screen readers only. */
const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  ${({ $hidden }) =>
    $hidden
      ? 'position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap;'
      : ''}
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-block-size: 2.25rem;
    cursor: pointer;
  }
  input {
    inline-size: 1.1rem;
    block-size: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface AmenityChecklistProps {
  legend: string;
  value: readonly string[];
  onChange(value: string[]): void;
  /** True when a visible heading right above already names the group. */
  legendHidden?: boolean;
}

/**
 * The 14 amenity checkboxes of the property forms (a fieldset named by `legend`). Amenities a property already
 * has that are not options (older data) are kept: unchecking an option never drops them.
 */
export function AmenityChecklist({ legend, value, onChange, legendHidden = false }: AmenityChecklistProps) {
  const label = useAmenityLabel();
  const toggle = (amenity: string, checked: boolean) =>
    onChange(checked ? [...value.filter((a) => a !== amenity), amenity] : value.filter((a) => a !== amenity));
  return (
    <Set>
      <Legend $hidden={legendHidden}>{legend}</Legend>
      <Options>
        {AMENITY_OPTIONS.map((amenity) => (
          <label key={amenity}>
            <input
              type="checkbox"
              name="amenities"
              value={amenity}
              checked={value.includes(amenity)}
              onChange={(event) => toggle(amenity, event.currentTarget.checked)}
            />
            {label(amenity)}
          </label>
        ))}
      </Options>
    </Set>
  );
}
