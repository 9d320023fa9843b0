import { defineMessages } from 'react-intl';
import type { FilterId, PropertySortKey } from '@stays/contracts';

// The category bar, the filters dialog and the sort menu (SPEC 2 'Filters dialog', 3 'Filter ids').
export const filterLabels = defineMessages<FilterId>({
  entire_homes: { id: 'filters.entireHomes', defaultMessage: 'Entire homes' },
  private_room: { id: 'filters.privateRooms', defaultMessage: 'Private rooms' },
  shared_room: { id: 'filters.sharedRooms', defaultMessage: 'Shared rooms' },
  wifi: { id: 'filters.wifi', defaultMessage: 'Wi-Fi' },
  parking: { id: 'filters.parking', defaultMessage: 'Parking' },
  pool: { id: 'filters.pool', defaultMessage: 'Pool' },
  kitchen: { id: 'filters.kitchen', defaultMessage: 'Kitchen' },
  laundry: { id: 'filters.laundry', defaultMessage: 'Washer & Dryer' },
  gym: { id: 'filters.gym', defaultMessage: 'Gym/Fitness' },
  air_conditioning: { id: 'filters.airConditioning', defaultMessage: 'Air conditioning' },
  heating: { id: 'filters.heating', defaultMessage: 'Heating' },
  instant_book: { id: 'filters.instantBook', defaultMessage: 'Instant Book' },
  verified_host: { id: 'filters.verifiedHost', defaultMessage: 'Verified Host' },
  pet_friendly: { id: 'filters.petFriendly', defaultMessage: 'Pet Friendly' },
});

/** The dialog names two types and the parking amenity more fully than the chips do. */
export const dialogLabels = defineMessages({
  entire_homes: { id: 'filters.dialog.entireHome', defaultMessage: 'Entire home/apartment' },
  private_room: { id: 'filters.dialog.privateRoom', defaultMessage: 'Private room' },
  shared_room: { id: 'filters.dialog.sharedRoom', defaultMessage: 'Shared room' },
  parking: { id: 'filters.dialog.freeParking', defaultMessage: 'Free parking' },
});

export const sortLabels = defineMessages<PropertySortKey>({
  featured: { id: 'sort.featured', defaultMessage: 'Featured' },
  price_low: { id: 'sort.priceLow', defaultMessage: 'Price: Low to High' },
  price_high: { id: 'sort.priceHigh', defaultMessage: 'Price: High to Low' },
  rating: { id: 'sort.rating', defaultMessage: 'Rating' },
});

export const filterMessages = defineMessages({
  categories: { id: 'filters.categories', defaultMessage: 'Categories' },
  saved: { id: 'filters.saved', defaultMessage: 'Saved' },
  clear: { id: 'filters.clear', defaultMessage: 'Clear filters' },
  open: { id: 'filters.open', defaultMessage: 'Filters' },
  activeCount: {
    id: 'filters.activeCount',
    defaultMessage: '{count, plural, one {# active filter} other {# active filters}}',
  },
  sort: { id: 'sort.label', defaultMessage: 'Sort' },
  sortBy: { id: 'sort.by', defaultMessage: 'Sort by' },
  dialogTitle: { id: 'filters.dialog.title', defaultMessage: 'Filters' },
  dialogText: {
    id: 'filters.dialog.text',
    defaultMessage: 'Narrow the stays to the ones that fit your trip.',
  },
  propertyType: { id: 'filters.dialog.propertyType', defaultMessage: 'Property Type' },
  priceRange: { id: 'filters.dialog.priceRange', defaultMessage: 'Price Range per night' },
  minPrice: { id: 'filters.dialog.minPrice', defaultMessage: 'Minimum price' },
  maxPrice: { id: 'filters.dialog.maxPrice', defaultMessage: 'Maximum price' },
  priceValue: { id: 'filters.dialog.priceValue', defaultMessage: '{min} – {max}' },
  amenities: { id: 'filters.dialog.amenities', defaultMessage: 'Amenities' },
  options: { id: 'filters.dialog.options', defaultMessage: 'Additional Options' },
  clearAll: { id: 'filters.dialog.clearAll', defaultMessage: 'Clear all' },
  cancel: { id: 'filters.dialog.cancel', defaultMessage: 'Cancel' },
  showResults: { id: 'filters.dialog.showResults', defaultMessage: 'Show results' },
  showAll: { id: 'filters.dialog.showAll', defaultMessage: 'Show all properties' },
});
