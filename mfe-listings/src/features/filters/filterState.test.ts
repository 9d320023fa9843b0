/** @jest-environment node */
import {
  PRICE,
  activeFilterCount,
  clampPrice,
  clearFilters,
  isFiltered,
  readListingFilters,
  serverFilters,
  toggleFilter,
  unfiltered,
  withPrice,
  writeListingFilters,
} from './filterState';

describe('filter toggles (SPEC 4)', () => {
  it('makes property types exclusive: choosing one replaces the other', () => {
    expect(toggleFilter(['entire_homes', 'pool'], 'private_room')).toEqual(['pool', 'private_room']);
    expect(toggleFilter(['private_room'], 'shared_room')).toEqual(['shared_room']);
    // Choosing the active type again clears it.
    expect(toggleFilter(['shared_room', 'wifi'], 'shared_room')).toEqual(['wifi']);
  });

  it('toggles amenities and options on their own, keeping the type', () => {
    expect(toggleFilter(['entire_homes'], 'pool')).toEqual(['entire_homes', 'pool']);
    expect(toggleFilter(['entire_homes', 'pool'], 'wifi')).toEqual(['entire_homes', 'pool', 'wifi']);
    expect(toggleFilter(['entire_homes', 'pool', 'wifi'], 'pool')).toEqual(['entire_homes', 'wifi']);
    expect(toggleFilter([], 'pet_friendly')).toEqual(['pet_friendly']);
  });

  it("'Clear filters' goes back to the state the page opens in (every stay, no filter counted), keeping the sort", () => {
    const busy = {
      filters: ['private_room', 'pool'],
      minPrice: 100,
      maxPrice: 200,
      sort: 'rating',
      saved: true,
    } as const;
    const cleared = clearFilters({ ...busy, filters: [...busy.filters] });
    expect(cleared).toEqual({ ...unfiltered, sort: 'rating' });
    expect(activeFilterCount(cleared)).toBe(0);
    expect(isFiltered(cleared)).toBe(false);
    expect(writeListingFilters(new URLSearchParams(), cleared).toString()).toBe('sort=rating');
  });

  it('counts the active filters and calls more than one "filtered"', () => {
    expect(activeFilterCount(unfiltered)).toBe(0);
    expect(activeFilterCount({ ...unfiltered, filters: ['entire_homes'], minPrice: 50 })).toBe(2);
    expect(activeFilterCount({ ...unfiltered, filters: ['pool'] })).toBe(1);
    expect(isFiltered({ ...unfiltered, filters: ['pool'] })).toBe(false);
    expect(isFiltered({ ...unfiltered, filters: ['pool', 'wifi'] })).toBe(true);
    expect(activeFilterCount({ ...unfiltered, saved: true, minPrice: 30 })).toBe(2);
  });
});

describe('price slider (SPEC 5 and 9)', () => {
  it('keeps each handle between 20 and 500 on steps of 10', () => {
    expect(clampPrice(5)).toBe(PRICE.min);
    expect(clampPrice(999)).toBe(PRICE.max);
    expect(clampPrice(134)).toBe(130);
    expect(clampPrice(136)).toBe(140);
    expect(clampPrice(Number.NaN)).toBe(PRICE.min);
  });

  it('never lets the lower handle pass the upper one', () => {
    const f = { ...unfiltered, minPrice: 50, maxPrice: 300 };
    expect(withPrice(f, 'min', 400)).toMatchObject({ minPrice: 300, maxPrice: 300 });
    expect(withPrice(f, 'max', 20)).toMatchObject({ minPrice: 50, maxPrice: 50 });
    expect(withPrice(f, 'max', 600)).toMatchObject({ maxPrice: 500 });
  });

  it("sends no upper bound at 500 (shown '500+') and no lower bound at 20", () => {
    expect(serverFilters({ ...unfiltered })).toEqual({ sort: 'featured' });
    expect(serverFilters({ ...unfiltered, filters: ['entire_homes'], minPrice: 50, maxPrice: 300 })).toEqual({
      filters: ['entire_homes'],
      sort: 'featured',
      minPrice: 50,
      maxPrice: 300,
    });
    expect(serverFilters({ ...unfiltered, filters: ['pool', 'instant_book'] })).toEqual({
      filters: ['pool'],
      instantBook: true,
      sort: 'featured',
    });
    expect(serverFilters({ ...unfiltered, minPrice: 100, saved: true })).toEqual({
      sort: 'featured',
      minPrice: 100,
      savedOnly: true,
    });
  });
});

describe('filters in the address', () => {
  it('round-trips through the query string and keeps other parameters', () => {
    const f = {
      filters: ['private_room', 'pool'],
      minPrice: 80,
      maxPrice: 500,
      sort: 'price_low',
      saved: true,
    } as const;
    const params = writeListingFilters(new URLSearchParams('location=martil'), {
      ...f,
      filters: [...f.filters],
    });
    expect(params.toString()).toBe(
      'location=martil&filters=private_room%2Cpool&minPrice=80&sort=price_low&saved=1',
    );
    expect(readListingFilters(params)).toEqual({ ...f, filters: [...f.filters] });
  });

  it('reads an address without filters as every stay, and drops what it does not know', () => {
    expect(readListingFilters(new URLSearchParams(''))).toEqual(unfiltered);
    const odd = readListingFilters(
      new URLSearchParams(
        'filters=pool,bogus,pool,private_room,shared_room&sort=cheapest&minPrice=abc&maxPrice=9999',
      ),
    );
    expect(odd).toEqual({ ...unfiltered, filters: ['pool', 'private_room'] });
  });

  it('swaps reversed bounds from a hand-written address', () => {
    expect(readListingFilters(new URLSearchParams('minPrice=300&maxPrice=100'))).toMatchObject({
      minPrice: 100,
      maxPrice: 300,
    });
  });
});
