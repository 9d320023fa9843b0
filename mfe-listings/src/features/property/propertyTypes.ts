import { defineMessages, type IntlShape } from 'react-intl';
import { propertyTypeLabel } from '@stays/ui';

// SPEC 3's property types in the reader's language; other text (any type a form accepted) as the kit shows it.
const typeMessages = defineMessages({
  apartment: { id: 'propertyType.apartment', defaultMessage: 'apartment' },
  house: { id: 'propertyType.house', defaultMessage: 'house' },
  condo: { id: 'propertyType.condo', defaultMessage: 'condo' },
  townhouse: { id: 'propertyType.townhouse', defaultMessage: 'townhouse' },
  studio: { id: 'propertyType.studio', defaultMessage: 'studio' },
  room: { id: 'propertyType.room', defaultMessage: 'Private Room' },
  entire_place: { id: 'propertyType.entirePlace', defaultMessage: 'entire place' },
  entire_home: { id: 'propertyType.entireHome', defaultMessage: 'entire home' },
  private_room: { id: 'propertyType.privateRoom', defaultMessage: 'private room' },
  shared_room: { id: 'propertyType.sharedRoom', defaultMessage: 'shared room' },
});

export function translatePropertyType(intl: IntlShape, type: string | null | undefined): string {
  const message = type ? typeMessages[type as keyof typeof typeMessages] : undefined;
  return message ? intl.formatMessage(message) : propertyTypeLabel(type);
}
