import styled from 'styled-components';
import { AMENITY_OPTIONS } from '@stays/contracts';
import { useAmenityLabel } from './amenityLabels';

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
