/** @jest-environment node */
import { priceProblem } from './price';

describe('priceProblem (SPEC 5: a number, minimum 0)', () => {
  it('accepts 0 and positive prices, and leaves an empty price to the required rule', () => {
    for (const price of ['0', '85', '85.50', ' 120 ', '']) expect(priceProblem(price)).toBeUndefined();
  });

  it('says a negative price is below the minimum and text is not a number', () => {
    expect(priceProblem('-5')).toBe('priceMin');
    expect(priceProblem('-0.01')).toBe('priceMin');
    expect(priceProblem('abc')).toBe('priceNumber');
  });
});
