import { defineMessages, type MessageDescriptor } from 'react-intl';
import { AMENITY_OPTIONS, type AmenityOption } from '@stays/contracts';
import { useKitText } from '../dialog/kitText';

export const amenityLabels = defineMessages({
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
      ? text(amenityLabels[amenity as AmenityOption])
      : amenity;
}
