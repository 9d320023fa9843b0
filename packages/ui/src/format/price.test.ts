/** @jest-environment node */
import { formatNightly, formatPrice, toPrice } from './price';

describe('price formatting', () => {
  it('formats whole dollars without cents and other amounts with two decimals', () => {
    expect(formatPrice(120)).toBe('$120');
    expect(formatPrice(89.5)).toBe('$89.50');
    expect(formatPrice(1250)).toBe('$1,250');
  });

  it('accepts numeric strings and treats junk as zero', () => {
    expect(formatPrice('75')).toBe('$75');
    expect(toPrice('abc')).toBeNull();
    expect(toPrice('')).toBeNull();
    expect(formatPrice(undefined)).toBe('$0');
  });

  it('keeps the currency symbol whole in a right-to-left line (a left-to-right mark after it)', () => {
    const arabic = formatPrice(60, 'ar');
    expect(arabic.endsWith('US$\u200E')).toBe(true);
    expect(formatPrice(60, 'fr-FR')).not.toContain('\u200E');
  });

  it("renders the spec's '$price /night'", () => {
    expect(formatNightly(95)).toBe('$95 /night');
  });
});
