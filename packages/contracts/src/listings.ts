// The closed sets of a listing that the server and the screens share: the search's filter ids (SPEC section 3),
// its sort keys (the graph's PropertySort) and the amenity names the property forms offer and the seed uses.

/** Property-type filters: alternatives (a search keeps one, the server matches any). */
export const PROPERTY_TYPE_FILTER_IDS = ['entire_homes', 'private_room', 'shared_room'] as const;
/** Amenity filters shown under "Amenities". */
export const AMENITY_FILTER_IDS = [
  'wifi',
  'parking',
  'pool',
  'kitchen',
  'laundry',
  'gym',
  'air_conditioning',
  'heating',
] as const;
/** The remaining filters, shown under "Options". */
export const OPTION_FILTER_IDS = ['instant_book', 'verified_host', 'pet_friendly'] as const;

/** Every filter id the search accepts, in the order of SPEC section 3. */
export const FILTER_IDS = [...PROPERTY_TYPE_FILTER_IDS, ...AMENITY_FILTER_IDS, ...OPTION_FILTER_IDS] as const;
export type FilterId = (typeof FILTER_IDS)[number];

export function isFilterId(value: unknown): value is FilterId {
  return (FILTER_IDS as readonly unknown[]).includes(value);
}

/** The orders of a search (the graph's PropertySort enum); `featured` is newest first. */
export const PROPERTY_SORTS = ['featured', 'price_low', 'price_high', 'rating'] as const;
export type PropertySortKey = (typeof PROPERTY_SORTS)[number];

/** SPEC section 3: the 14 amenity options of the property forms, stored as these English names. */
export const AMENITY_OPTIONS = [
  'Wi-Fi',
  'Kitchen',
  'Parking',
  'Pool',
  'Gym',
  'Laundry',
  'Air Conditioning',
  'Heating',
  'TV',
  'Dishwasher',
  'Microwave',
  'Balcony',
  'Garden',
  'Pet Friendly',
] as const;
export type AmenityOption = (typeof AMENITY_OPTIONS)[number];
