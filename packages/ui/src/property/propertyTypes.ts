import { defineMessages, type IntlShape } from 'react-intl';
import { propertyTypeLabel } from './badges';

// SPEC 3's property types in the reader's language: the ONE label map for every screen that names a type (the
// property page, the host and admin forms' options, the staff and admin moderation lists), so a listing reads the
// same everywhere (issue 30 #12: it was 'entire home' on one screen and 'House' on another). French and Arabic are
// in the platform catalogue with the kit's.
export const propertyTypeMessages = defineMessages({
  apartment: { id: 'kit.propertyType.apartment', defaultMessage: 'Apartment' },
  house: { id: 'kit.propertyType.house', defaultMessage: 'House' },
  condo: { id: 'kit.propertyType.condo', defaultMessage: 'Condo' },
  townhouse: { id: 'kit.propertyType.townhouse', defaultMessage: 'Townhouse' },
  studio: { id: 'kit.propertyType.studio', defaultMessage: 'Studio' },
  room: { id: 'kit.propertyType.room', defaultMessage: 'Private room' },
  entire_place: { id: 'kit.propertyType.entirePlace', defaultMessage: 'Entire place' },
  entire_home: { id: 'kit.propertyType.entireHome', defaultMessage: 'Entire home' },
  private_room: { id: 'kit.propertyType.privateRoom', defaultMessage: 'Private room' },
  shared_room: { id: 'kit.propertyType.sharedRoom', defaultMessage: 'Shared room' },
});
const typeMessages = propertyTypeMessages;

/** A listing's type in the reader's language; other text (any type a form accepted) as `propertyTypeLabel` shows it. */
export function translatePropertyType(intl: IntlShape, type: string | null | undefined): string {
  const message =
    type && Object.hasOwn(typeMessages, type) ? typeMessages[type as keyof typeof typeMessages] : undefined;
  return message ? intl.formatMessage(message) : propertyTypeLabel(type);
}
