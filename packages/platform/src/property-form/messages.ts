// The property form's words (en; fr and ar in messages/, the form's own catalogue: catalogue.ts).
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { stayTermsLabels } from '@stays/ui/forms';
import type { PropertyFormValues } from './formRules';

export const messages = defineMessages({
  basic: { id: 'host.form.basic', defaultMessage: 'Basic Information' },
  locationPricing: { id: 'host.form.locationPricing', defaultMessage: 'Location & Pricing' },
  amenities: { id: 'host.form.amenities', defaultMessage: 'Amenities' },
  images: { id: 'host.form.images', defaultMessage: 'Property Images' },
  adminSettings: { id: 'host.form.adminSettings', defaultMessage: 'Admin Settings' },
  title: { id: 'host.form.titleField', defaultMessage: 'Property Title' },
  titlePlaceholder: { id: 'host.form.titlePlaceholder', defaultMessage: 'Sea view apartment in Martil' },
  description: { id: 'host.form.description', defaultMessage: 'Description' },
  propertyType: { id: 'host.form.propertyType', defaultMessage: 'Property Type' },
  chooseType: { id: 'host.form.chooseType', defaultMessage: 'Select a type' },
  maxGuests: { id: 'host.form.maxGuests', defaultMessage: 'Maximum Guests' },
  location: { id: 'host.form.location', defaultMessage: 'Location' },
  locationPlaceholder: { id: 'host.form.locationPlaceholder', defaultMessage: 'City, area or address' },
  price: { id: 'host.form.price', defaultMessage: 'Price per Night ($)' },
  hostId: { id: 'host.form.hostId', defaultMessage: 'Host ID' },
  hostIdHint: {
    id: 'host.form.hostIdHint',
    defaultMessage: 'The account the property is listed for. Admin listings are approved at once.',
  },
  required: { id: 'host.form.required', defaultMessage: 'This field is required' },
  pinRequired: {
    id: 'host.form.pinRequired',
    defaultMessage: 'Place the pin on the map: a listing without one cannot be submitted for review.',
  },
  priceNumber: { id: 'host.form.priceNumber', defaultMessage: 'Enter a price in dollars, like 85 or 85.50' },
  priceMin: { id: 'host.form.priceMin', defaultMessage: 'Number must be greater than or equal to 0' },
  guestsRange: { id: 'host.form.guestsRange', defaultMessage: 'From 1 to {max} guests' },
  bedrooms: { id: 'host.form.bedrooms', defaultMessage: 'Bedrooms (optional)' },
  bathrooms: { id: 'host.form.bathrooms', defaultMessage: 'Bathrooms (optional)' },
  roomsHint: { id: 'host.form.roomsHint', defaultMessage: 'Shown on the listing only when you fill it in.' },
  roomsRange: { id: 'host.form.roomsRange', defaultMessage: 'A whole number from 0 to {max}' },
  instantBook: { id: 'host.form.instantBook', defaultMessage: 'Instant Book' },
  instantBookHint: {
    id: 'host.form.instantBookHint',
    defaultMessage: 'Guests book free dates at once, without waiting for your approval.',
  },
  hostIdRequired: {
    id: 'host.form.hostIdRequired',
    defaultMessage: 'Please specify a host ID for this property.',
  },
  hostIdFormat: { id: 'host.form.hostIdFormat', defaultMessage: 'A host ID has 24 letters and digits' },
  missingInformation: { id: 'host.form.missingInformation', defaultMessage: 'Missing Information' },
  missingInformationText: {
    id: 'host.form.missingInformationText',
    defaultMessage: 'Please fill in all required fields.',
  },
  missingHostId: { id: 'host.form.missingHostId', defaultMessage: 'Missing Host ID' },
  invalidValues: { id: 'host.form.invalidValues', defaultMessage: 'Check the highlighted fields' },
  invalidValuesText: { id: 'host.form.invalidValuesText', defaultMessage: '{field}: {problem}' },
  uploadError: { id: 'host.form.uploadError', defaultMessage: 'Upload Error' },
  uploadErrorText: {
    id: 'host.form.uploadErrorText',
    defaultMessage: 'Failed to upload some images. Please try again.',
  },
  waitUploads: { id: 'host.form.waitUploads', defaultMessage: 'Uploading images...' },
  cancel: { id: 'host.form.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'host.form.saving', defaultMessage: 'Saving...' },
  error: { id: 'host.form.error', defaultMessage: 'Error' },
});

/** The label of each field whose value a rule can refuse, named in the 'invalidValues' toast. */
export const fieldLabels: Partial<Record<keyof PropertyFormValues, MessageDescriptor>> = {
  pricePerNight: messages.price,
  maxGuests: messages.maxGuests,
  bedrooms: messages.bedrooms,
  bathrooms: messages.bathrooms,
  hostId: messages.hostId,
  ...stayTermsLabels,
};
