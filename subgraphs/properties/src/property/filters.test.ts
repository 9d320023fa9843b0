import {
  amenityKeysFor,
  filterConditions,
  locationFragments,
  destinationSuggestions,
  locationKeyFor,
  normalizeText,
  SORTS,
  sortFor,
} from './filters';
import { PROPERTY_SORTS } from '@stays/subgraph-shared';
import { compareBy, parseDay, parseFilters } from './search';
import { canTransition } from './transitions';

describe('amenityKeysFor (SPEC section 5, client filters)', () => {
  it('matches wifi by wifi, wi-fi or internet, case-insensitively', () => {
    expect(amenityKeysFor(['Wi-Fi'])).toContain('wifi');
    expect(amenityKeysFor(['High-speed INTERNET'])).toContain('wifi');
    expect(amenityKeysFor(['WiFi'])).toContain('wifi');
    expect(amenityKeysFor(['Wire'])).not.toContain('wifi');
  });

  it('matches the others when an amenity contains the filter name', () => {
    expect(amenityKeysFor(['Free parking', 'Shared Pool', 'Air Conditioning', 'Pet Friendly'])).toEqual(
      expect.arrayContaining(['parking', 'pool', 'air_conditioning', 'pet_friendly']),
    );
    expect(amenityKeysFor(['Kitchenette'])).toEqual(['kitchen']);
  });

  it('gives a property without amenities no key, so any amenity filter fails it', () => {
    expect(amenityKeysFor(undefined)).toEqual([]);
    expect(amenityKeysFor([])).toEqual([]);
  });
});

describe('filterConditions', () => {
  it('turns entire_homes into every whole-place type (condos, townhouses, studios too) and amenities into an all-of', () => {
    expect(filterConditions(['entire_homes', 'wifi', 'pool'])).toEqual({
      propertyType: {
        $in: ['apartment', 'house', 'condo', 'townhouse', 'studio', 'entire_place', 'entire_home'],
      },
      amenityKeys: { $all: ['wifi', 'pool'] },
    });
  });

  it('matches private and shared rooms exactly, and lets neutral ids through', () => {
    expect(filterConditions(['private_room'])).toEqual({ propertyType: { $in: ['private_room', 'room'] } });
    expect(filterConditions(['instant_book', 'verified_host'])).toEqual({});
  });
});

describe('parsing the query', () => {
  it('reads comma-separated filter ids and refuses unknown ones', () => {
    expect(parseFilters(['wifi, pool', 'entire_homes'])).toEqual(['wifi', 'pool', 'entire_homes']);
    expect(parseFilters(null)).toEqual([]);
    expect(() => parseFilters(['wifi,sauna'])).toThrow('Unknown filter: sauna');
  });

  it('defaults the sort to featured and refuses unknown keys', () => {
    expect(sortFor(undefined)).toEqual(SORTS.featured);
    expect(sortFor(null)).toEqual(SORTS.featured);
    expect(sortFor('')).toEqual(SORTS.featured);
    expect(SORTS.featured).toEqual({ createdAt: -1, _id: -1 });
    for (const key of PROPERTY_SORTS) expect(sortFor(key)).toBe(SORTS[key]);
    expect(() => sortFor('cheapest')).toThrow('Unknown sort: cheapest');
    expect(() => sortFor('__proto__')).toThrow('Unknown sort');
    expect(() => sortFor(3)).toThrow('Unknown sort');
  });
});

describe('location keys', () => {
  it('ignore case, accents and repeated spaces', () => {
    expect(normalizeText('  Cabo   Négro ')).toBe('cabo negro');
    expect(locationKeyFor('TÉTOUAN Marina')).toBe('tetouan marina');
  });
});

describe('status transitions (SPEC section 4)', () => {
  it.each([
    ['pending', 'approved', true],
    ['pending', 'rejected', true],
    ['approved', 'rejected', true],
    ['rejected', 'approved', true],
    ['approved', 'pending', false],
    ['rejected', 'pending', false],
    ['approved', 'approved', false],
    ['pending', 'pending', false],
    ['archived', 'approved', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });
});

describe('compareBy (merging per-location pages)', () => {
  it('orders like the database: by each field in turn, missing values lowest', () => {
    const rows = [
      { rating: 4.5, _id: 'b' },
      { rating: undefined, _id: 'c' },
      { rating: 4.5, _id: 'a' },
      { rating: 5, _id: 'd' },
    ];
    expect([...rows].sort(compareBy({ rating: -1, _id: -1 })).map((row) => row._id)).toEqual([
      'd',
      'b',
      'a',
      'c',
    ]);
    expect([...rows].sort(compareBy({ rating: 1, _id: 1 })).map((row) => row._id)).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });
});

describe('parseDay', () => {
  it('takes real calendar days only', () => {
    expect(parseDay('2027-02-28', 'Check-in date')).toBe('2027-02-28');
    for (const bad of ['2027-02-30', '2027-13-01', '27-01-01', '2027-01-01T00:00', 'soon'])
      expect(() => parseDay(bad, 'Check-in date')).toThrow('Check-in date must be a date (YYYY-MM-DD)');
  });
});

describe('region names (locationFragments)', () => {
  const coast = ['cabo negro', 'martil', 'tetouan marina', 'belyounech'];
  it('turns Tamuda Bay and the Tetouan coast into the four coastal places, in any case and accents', () => {
    expect(locationFragments('Tamuda Bay')).toEqual(coast);
    expect(locationFragments('  tamuda   BAY, Morocco')).toEqual(coast);
    expect(locationFragments('Tétouan coast')).toEqual(coast);
  });
  it("finds what Texas, Tangier and M'diq stand for, however they are written (issue 46 #7)", () => {
    for (const texas of ['Texas', 'texas', 'TX', 'Texas, USA'])
      expect(locationFragments(texas)).toEqual(['college station']);
    for (const tangier of ['Tangier', 'Tanger', 'Tangier, Morocco', 'Tanger-Tétouan'])
      expect(locationFragments(tangier)).toEqual(coast);
    for (const mdiq of ["M'diq", 'M’diq', 'Mdiq', 'mdiq, Morocco', "M'diq-Fnideq"])
      expect(locationFragments(mdiq)).toEqual(['cabo negro', 'tetouan marina']);
    expect(destinationSuggestions('tang')).toContain('Tangier region');
    expect(destinationSuggestions("m'd")).toContain("M'diq");
  });
  it('turns Texas A&M into College Station, and leaves any other text as itself', () => {
    expect(locationFragments('Texas A&M')).toEqual(['college station']);
    expect(locationFragments('College Station')).toEqual(['college station']);
    expect(locationFragments('Cabo Négro')).toEqual(['cabo negro']);
  });
});
