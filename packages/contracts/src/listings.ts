// The closed sets of a listing that the server and the screens share: the search's filter ids (SPEC section 3),
// its sort keys (the graph's PropertySort) and the amenity names the property forms offer and the seed uses.

/** The property types the host's and the admin's forms offer (SPEC 3), stored as these values. */
export const PROPERTY_TYPES = ['apartment', 'house', 'condo', 'townhouse', 'studio', 'room'] as const;

/** Property-type filters: alternatives (a search keeps one, the server matches any). */
export const PROPERTY_TYPE_FILTER_IDS = ['entire_homes', 'private_room', 'shared_room'] as const;
export type PropertyTypeFilterId = (typeof PROPERTY_TYPE_FILTER_IDS)[number];

/**
 * The one category rule (issue 46 #7): the stored property types each property-type chip shows. Every type the
 * property forms offer is in one: "Entire homes" is any whole place (condos, townhouses and studios too), "Private
 * room" a room of one's own ('room' reads "Private room").
 */
export const PROPERTY_TYPE_CATEGORIES: Record<PropertyTypeFilterId, readonly string[]> = {
  entire_homes: ['apartment', 'house', 'condo', 'townhouse', 'studio', 'entire_place', 'entire_home'],
  private_room: ['private_room', 'room'],
  shared_room: ['shared_room'],
};

/** The chip that shows a listing of this type, or null for a type no category names (free text a form took). */
export function propertyTypeCategoryOf(type: string | null | undefined): PropertyTypeFilterId | null {
  const found = PROPERTY_TYPE_FILTER_IDS.find(
    (id) => type != null && PROPERTY_TYPE_CATEGORIES[id].includes(type),
  );
  return found ?? null;
}

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
