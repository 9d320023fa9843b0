/** @jest-environment node */
import { shownPrice } from './PropertyCard';

describe('shownPrice (the card and the map pins)', () => {
  it('reads the monthly price in a Months search when the listing has one, else the nightly one', () => {
    expect(shownPrice({ pricePerNight: 45, pricePerMonth: 620 }, true)).toEqual({
      amount: 620,
      monthly: true,
    });
    expect(shownPrice({ pricePerNight: 45, pricePerMonth: 620 }, false)).toEqual({
      amount: 45,
      monthly: false,
    });
    expect(shownPrice({ pricePerNight: 45, pricePerMonth: null }, true)).toEqual({
      amount: 45,
      monthly: false,
    });
  });
});
