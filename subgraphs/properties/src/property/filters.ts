/**
 * The listing filters of SPEC section 3 (filter ids) with the matching rules of SPEC section 5 ('Client
 * filters'), computed once per write into indexed keys of the property (`locationKey`, `amenityKeys`) so a
 * search is an index walk instead of per-document string work. Pure: unit-tested on its own.
 */
import {
  badUserInput,
  type FilterId,
  PROPERTY_SORTS,
  PROPERTY_TYPE_CATEGORIES,
  type PropertySortKey,
} from '@stays/subgraph-shared';

/** Property-type filters and the stored `propertyType` values each one matches (the contracts' category rule). */
export const PROPERTY_TYPE_FILTERS: Partial<Record<FilterId, readonly string[]>> = PROPERTY_TYPE_CATEGORIES;

/**
 * Amenity filters and the fragments an amenity must contain (case-insensitively) to satisfy one. SPEC: wifi
 * matches 'wifi', 'wi-fi' or 'internet'; the others match when an amenity contains the filter name (written
 * with a space where the id has an underscore, as the add form's amenity names are).
 */
export const AMENITY_FILTERS: Partial<Record<FilterId, readonly string[]>> = {
  wifi: ['wifi', 'wi-fi', 'internet'],
  parking: ['parking'],
  pool: ['pool'],
  kitchen: ['kitchen'],
  laundry: ['laundry'],
  gym: ['gym'],
  air_conditioning: ['air conditioning', 'air_conditioning'],
  heating: ['heating'],
  pet_friendly: ['pet friendly', 'pet_friendly'],
};

/**
 * Accepted and ignored: no property carries an instant-book flag (every booking is a request the host
 * approves) and every listed host is verified (SPEC section 1), so neither narrows the list.
 */
export const NEUTRAL_FILTERS: readonly FilterId[] = ['instant_book', 'verified_host'];

/** Each sort with `_id` as the tie-breaker, matching an index that starts with `status` (model.ts). */
export const SORTS: Record<PropertySortKey, Record<string, 1 | -1>> = {
  // SPEC section 2: 'Featured (newest first)'.
  featured: { createdAt: -1, _id: -1 },
  price_low: { pricePerNight: 1, _id: 1 },
  price_high: { pricePerNight: -1, _id: -1 },
  rating: { rating: -1, _id: -1 },
};

/**
 * The order of a search: featured when none is asked for; an unknown key is refused (BAD_USER_INPUT) rather
 * than silently read as another order. GraphQL's PropertySort enum refuses them first; this guards other callers.
 */
export function sortFor(key: unknown): Record<string, 1 | -1> {
  if (key == null || key === '') return SORTS.featured;
  if (typeof key === 'string' && (PROPERTY_SORTS as readonly string[]).includes(key))
    return SORTS[key as PropertySortKey];
  throw badUserInput(`Unknown sort: ${String(key)}. Use one of ${PROPERTY_SORTS.join(', ')}`);
}

/** Lower case, accents removed, runs of spaces as one: 'Cabo  Négro' and 'cabo negro' are the same place. */
export function normalizeText(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function locationKeyFor(location: string | null | undefined): string {
  return normalizeText(location ?? '');
}

/** The amenity filter ids a list of amenities satisfies; a property without amenities satisfies none. */
export function amenityKeysFor(amenities: readonly string[] | null | undefined): string[] {
  const names = (amenities ?? []).map((amenity) => amenity.toLowerCase());
  return Object.entries(AMENITY_FILTERS)
    .filter(([, fragments]) => names.some((name) => fragments!.some((fragment) => name.includes(fragment))))
    .map(([id]) => id);
}

/** Database conditions for a set of filter ids: property types are alternatives, amenities all required. */
export function filterConditions(filters: readonly FilterId[]): {
  propertyType?: { $in: string[] };
  amenityKeys?: { $all: string[] };
} {
  const types = [...new Set(filters.flatMap((id) => PROPERTY_TYPE_FILTERS[id] ?? []))];
  const amenities = [...new Set(filters.filter((id) => id in AMENITY_FILTERS))];
  return {
    ...(types.length ? { propertyType: { $in: types } } : {}),
    ...(amenities.length ? { amenityKeys: { $all: amenities } } : {}),
  };
}

/** A user's text as a literal part of a regular expression. */
export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The destinations the landing advertises (its carousel and the student housing), as suggestions show them. */
export const DESTINATIONS = [
  'Cabo Negro',
  'Martil',
  'Tetouan Marina',
  'Belyounech',
  'College Station',
] as const;

const COAST = ['cabo negro', 'martil', 'tetouan marina', 'belyounech'] as const;

/**
 * The one region and alias rule of the location search (issue 46 #7): names guests type for places no listing
 * names. 'Tamuda Bay' and the 'Tetouan coast' are the four coastal destinations; Cabo Negro and Marina Smir lie in
 * the M'diq-Fnideq prefecture; the four are in the Tanger-Tetouan-Al Hoceima region ('Tangier' finds them);
 * 'Texas' and 'Texas A&M' (the campus) are the College Station student housing. Each alias is compared without
 * case, accents, apostrophes or hyphens ("M'diq", "M’diq" and "Mdiq" are one), and maps to location fragments,
 * any of which matches.
 */
export const REGIONS: ReadonlyArray<{ name: string; aliases: readonly string[]; places: readonly string[] }> =
  [
    { name: 'Tamuda Bay', aliases: ['tamuda bay', 'tamuda'], places: COAST },
    { name: 'Tetouan coast', aliases: ['tetouan coast'], places: COAST },
    {
      name: "M'diq",
      aliases: ['mdiq', 'm diq', 'mdiq fnideq', 'm diq fnideq', 'marina smir'],
      places: ['cabo negro', 'tetouan marina'],
    },
    {
      name: 'Tangier region',
      aliases: [
        'tangier',
        'tangiers',
        'tanger',
        'tanja',
        'tangier region',
        'tanger tetouan',
        'tanger tetouan al hoceima',
      ],
      places: COAST,
    },
    {
      name: 'Texas A&M',
      aliases: ['texas a&m', 'texas a&m university', 'tamu'],
      places: ['college station'],
    },
    { name: 'Texas', aliases: ['texas', 'tx', 'texas usa', 'tx usa'], places: ['college station'] },
  ];

/** How an alias is compared: normalized, without apostrophes, hyphens or a trailing full stop. */
const aliasKey = (text: string) => normalizeText(text.replace(/['’ʼ`´.]/g, '').replace(/-/g, ' '));

/** The location fragments a search text stands for: a region's places, or the text itself. */
export function locationFragments(text: string): string[] {
  const key = aliasKey(text);
  const region =
    REGIONS.find((r) => r.aliases.includes(key)) ??
    REGIONS.find((r) => r.aliases.includes(key.replace(/,? *(morocco|maroc|usa)$/, '')));
  return region ? [...region.places] : [normalizeText(text)];
}

export const MAX_SUGGESTIONS = 8;

/**
 * Destination and region names for what a guest has typed: those with a word starting with the text first,
 * then those containing it; everything when the text is empty.
 */
export function destinationSuggestions(text: string, limit = MAX_SUGGESTIONS): string[] {
  const typed = normalizeText(text);
  const names = [...DESTINATIONS, ...REGIONS.map((r) => r.name)];
  if (!typed) return names.slice(0, limit);
  const scored = names
    .map((name) => {
      const key = normalizeText(name);
      const words = key.split(' ');
      const rank = key.startsWith(typed)
        ? 0
        : words.some((w) => w.startsWith(typed))
          ? 1
          : key.includes(typed)
            ? 2
            : -1;
      return { name, rank };
    })
    .filter((s) => s.rank >= 0)
    .sort((a, b) => a.rank - b.rank);
  return scored.slice(0, limit).map((s) => s.name);
}
