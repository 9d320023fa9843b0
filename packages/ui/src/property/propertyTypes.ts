import { defineMessages, type IntlShape } from 'react-intl';
import { propertyTypeLabel } from './badges';

// SPEC 3's property types in the reader's language, for every remote that shows a listing's type (the property
// page, the staff and admin moderation lists). French and Arabic are in the platform catalogue with the kit's.
const typeMessages = defineMessages({
  apartment: { id: 'kit.propertyType.apartment', defaultMessage: 'apartment' },
  house: { id: 'kit.propertyType.house', defaultMessage: 'house' },
  condo: { id: 'kit.propertyType.condo', defaultMessage: 'condo' },
  townhouse: { id: 'kit.propertyType.townhouse', defaultMessage: 'townhouse' },
  studio: { id: 'kit.propertyType.studio', defaultMessage: 'studio' },
  room: { id: 'kit.propertyType.room', defaultMessage: 'Private Room' },
  entire_place: { id: 'kit.propertyType.entirePlace', defaultMessage: 'entire place' },
  entire_home: { id: 'kit.propertyType.entireHome', defaultMessage: 'entire home' },
  private_room: { id: 'kit.propertyType.privateRoom', defaultMessage: 'private room' },
  shared_room: { id: 'kit.propertyType.sharedRoom', defaultMessage: 'shared room' },
});

/** A listing's type in the reader's language; other text (any type a form accepted) as `propertyTypeLabel` shows it. */
export function translatePropertyType(intl: IntlShape, type: string | null | undefined): string {
  const message =
    type && Object.hasOwn(typeMessages, type) ? typeMessages[type as keyof typeof typeMessages] : undefined;
  return message ? intl.formatMessage(message) : propertyTypeLabel(type);
}
