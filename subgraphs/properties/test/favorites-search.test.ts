// Favourites and the search extensions in process (the subgraph test kit): a guest saves and removes
// properties and searches only their saved ones; region names, the price range and the suggestions.
import {
  ANONYMOUS,
  callerOf,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { Types } from 'mongoose';
import { defineProperties } from '../src';
import { locationModel, rememberLocations } from '../src/property/locations';
import { locationKeyFor } from '../src/property/filters';
import { propertyModel } from '../src/property/model';

let harness: SubgraphHarness;
const ids: Record<string, string> = {};
const hostId = new Types.ObjectId();

const PLACES: Array<[string, string, number, string]> = [
  ['cabo', 'Cabo Negro, Morocco', 120, 'approved'],
  ['martil', 'Martil, Morocco', 60, 'approved'],
  ['marina', 'Tetouan Marina, Morocco', 200, 'approved'],
  ['belyounech', 'Belyounech, Morocco', 90, 'approved'],
  ['college', 'College Station, TX', 45, 'approved'],
  ['hidden', 'Martil, Morocco', 70, 'pending'],
];

beforeAll(async () => {
  harness = await startSubgraphHarness(defineProperties);
  const properties = propertyModel(harness.connection);
  for (const [key, location, price, status] of PLACES) {
    const doc = await properties.create({
      title: `Stay in ${key}`,
      location,
      pricePerNight: price,
      maxGuests: 4,
      status,
      propertyType: 'house',
      amenities: ['Wi-Fi'],
      hostId,
    });
    ids[key] = String(doc._id);
  }
  await rememberLocations(
    locationModel(harness.connection),
    PLACES.map(([, location]) => locationKeyFor(location)),
  );
});

afterAll(async () => {
  await harness?.stop();
});

const SEARCH = `query ($location: String, $minPrice: Float, $maxPrice: Float, $savedOnly: Boolean, $sort: PropertySort) {
  searchProperties(location: $location, minPrice: $minPrice, maxPrice: $maxPrice, savedOnly: $savedOnly, sort: $sort) {
    items { id } total
  }
}`;
type SearchData = { searchProperties: { items: Array<{ id: string }>; total: number } };
const keysOf = (data: SearchData | undefined | null) =>
  (data?.searchProperties.items ?? []).map((item) => Object.keys(ids).find((key) => ids[key] === item.id));

const SET = 'mutation ($id: ID!, $saved: Boolean!) { setFavorite(propertyId: $id, saved: $saved) }';

describe('favourites', () => {
  it('saves and removes for a signed-in guest, newest first, and a second save is a no-op', async () => {
    const guest = callerOf('visitor');
    let answer = await harness.execute<{ setFavorite: string[] }>(SET, {
      as: guest,
      variables: { id: ids.martil, saved: true },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.setFavorite).toEqual([ids.martil]);
    await harness.execute(SET, { as: guest, variables: { id: ids.cabo, saved: true } });
    answer = await harness.execute(SET, { as: guest, variables: { id: ids.cabo, saved: true } });
    expect(answer.data!.setFavorite).toEqual([ids.cabo, ids.martil]);

    const mine = await harness.execute<{ myFavoriteIds: string[] }>('{ myFavoriteIds }', { as: guest });
    expect(mine.data!.myFavoriteIds).toEqual([ids.cabo, ids.martil]);
    // Another guest's list is their own.
    const other = await harness.execute<{ myFavoriteIds: string[] }>('{ myFavoriteIds }', {
      as: callerOf('visitor'),
    });
    expect(other.data!.myFavoriteIds).toEqual([]);

    answer = await harness.execute(SET, { as: guest, variables: { id: ids.martil, saved: false } });
    expect(answer.data!.setFavorite).toEqual([ids.cabo]);
  });

  it('refuses a signed-out guest (401) and a property the guest may not see (404)', async () => {
    const signedOut = await harness.execute(SET, { as: ANONYMOUS, variables: { id: ids.cabo, saved: true } });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const list = await harness.execute('{ myFavoriteIds }', { as: ANONYMOUS });
    expect(list.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const hidden = await harness.execute(SET, {
      as: callerOf('visitor'),
      variables: { id: ids.hidden, saved: true },
    });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await harness.execute(SET, {
      as: callerOf('visitor'),
      variables: { id: 'nope', saved: true },
    });
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("searches only the caller's saved properties with savedOnly, and nothing when none are saved", async () => {
    const guest = callerOf('visitor');
    await harness.execute(SET, { as: guest, variables: { id: ids.college, saved: true } });
    await harness.execute(SET, { as: guest, variables: { id: ids.marina, saved: true } });
    const saved = await harness.execute<SearchData>(SEARCH, {
      as: guest,
      variables: { savedOnly: true, sort: 'price_low' },
    });
    expect(saved.errors).toBeUndefined();
    expect(keysOf(saved.data)).toEqual(['college', 'marina']);
    expect(saved.data!.searchProperties.total).toBe(2);
    // Combined with a region: only the saved coastal one.
    const coastal = await harness.execute<SearchData>(SEARCH, {
      as: guest,
      variables: { savedOnly: true, location: 'Tamuda Bay' },
    });
    expect(keysOf(coastal.data)).toEqual(['marina']);
    const none = await harness.execute<SearchData>(SEARCH, {
      as: callerOf('visitor'),
      variables: { savedOnly: true },
    });
    expect(keysOf(none.data)).toEqual([]);
    const anonymous = await harness.execute(SEARCH, { as: ANONYMOUS, variables: { savedOnly: true } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('search extensions', () => {
  it.each([
    ['Tamuda Bay', ['belyounech', 'cabo', 'marina', 'martil']],
    ['tetouan coast', ['belyounech', 'cabo', 'marina', 'martil']],
    ['Texas A&M', ['college']],
    ['College Station', ['college']],
    ['martil', ['martil']],
    ['Atlantis', []],
  ])('matches the region or place %s', async (location, expected) => {
    const answer = await harness.execute<SearchData>(SEARCH, { variables: { location } });
    expect(answer.errors).toBeUndefined();
    expect(keysOf(answer.data).sort()).toEqual(expected);
  });

  it('bounds the nightly price (either bound alone too) and refuses a reversed or negative range', async () => {
    const both = await harness.execute<SearchData>(SEARCH, {
      variables: { minPrice: 60, maxPrice: 120, sort: 'price_low' },
    });
    expect(keysOf(both.data)).toEqual(['martil', 'belyounech', 'cabo']);
    const above = await harness.execute<SearchData>(SEARCH, { variables: { minPrice: 150 } });
    expect(keysOf(above.data)).toEqual(['marina']);
    const reversed = await harness.execute(SEARCH, { variables: { minPrice: 300, maxPrice: 50 } });
    expect(reversed.errors?.[0]?.message).toBe('minPrice must not be above maxPrice');
    const negative = await harness.execute(SEARCH, { variables: { minPrice: -1 } });
    expect(negative.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('suggests destinations and regions as the guest types', async () => {
    const suggest = async (text: string) =>
      (
        await harness.execute<{ destinationSuggestions: string[] }>(
          'query ($text: String!) { destinationSuggestions(text: $text) }',
          { variables: { text } },
        )
      ).data!.destinationSuggestions;
    // A name starting with the text first, then one with a word starting with it, then one containing it.
    expect(await suggest('ma')).toEqual(['Martil', 'Tetouan Marina']);
    // 'Texas' is a region name since issue 46 #7 (it finds College Station).
    expect(await suggest('TEX')).toEqual(['Texas A&M', 'Texas']);
    expect(await suggest('sta')).toEqual(['College Station']);
    expect(await suggest('')).toEqual([
      'Cabo Negro',
      'Martil',
      'Tetouan Marina',
      'Belyounech',
      'College Station',
      'Tamuda Bay',
      'Tetouan coast',
      "M'diq",
    ]);
    expect(await suggest('zzz')).toEqual([]);
  });
});
