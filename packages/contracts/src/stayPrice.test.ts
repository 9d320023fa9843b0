import { addMonths, monthsAndNights, stayLengthProblem, stayPrice, type StayTerms } from './stayPrice';

// The pricing rule at its boundaries (issue 43, "Done when"); every figure is worked out by hand in the comment.
const discountsOnly: StayTerms = {
  pricePerNight: 100,
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 25,
};
const monthlyPrice: StayTerms = { pricePerNight: 48, pricePerMonth: 850 };
const from = (checkIn: string, nights: number) => {
  const out = new Date(Date.parse(`${checkIn}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
  return [checkIn, out] as const;
};
const line = (terms: StayTerms | number, checkIn: string, nights: number) => {
  const { subtotal, discount, discountKind, serviceFee, total, totalPrice } = stayPrice(
    ...from(checkIn, nights),
    terms,
  );
  return { subtotal, discount, discountKind, serviceFee, total, totalPrice };
};

describe('stayPrice: a listing with weekly and monthly discounts', () => {
  it.each([
    // nights, subtotal, discount, kind, fee (14% of subtotal - discount, whole dollars), total
    [6, 600, 0, null, 84, 684],
    [7, 700, 70, 'weekly', 88, 718], // 630 x 0.14 = 88.2
    [27, 2700, 270, 'weekly', 340, 2770], // 2430 x 0.14 = 340.2
    [28, 2800, 700, 'monthly', 294, 2394],
    [29, 2900, 725, 'monthly', 305, 2480], // 2175 x 0.14 = 304.5
    [31, 3100, 775, 'monthly', 326, 2651], // 2325 x 0.14 = 325.5
    [59, 5900, 1475, 'monthly', 620, 5045], // 4425 x 0.14 = 619.5
    [60, 6000, 1500, 'monthly', 630, 5130],
    [365, 36500, 9125, 'monthly', 3833, 31208], // 27375 x 0.14 = 3832.5
  ])('%i nights', (nights, subtotal, discount, discountKind, serviceFee, total) => {
    expect(line(discountsOnly, '2027-03-01', nights)).toEqual({
      subtotal,
      discount,
      discountKind,
      serviceFee,
      total,
      totalPrice: String(total),
    });
  });

  it('a weekly discount alone applies from 7 nights on, a monthly alone from 28', () => {
    expect(line({ pricePerNight: 100, weeklyDiscountPercent: 10 }, '2027-03-01', 40).discount).toBe(400);
    expect(line({ pricePerNight: 100, monthlyDiscountPercent: 20 }, '2027-03-01', 27).discount).toBe(0);
    expect(line({ pricePerNight: 100, monthlyDiscountPercent: 20 }, '2027-03-01', 28).discount).toBe(560);
  });
});

describe('stayPrice: a listing with a monthly price ($48 a night, $850 a month)', () => {
  it.each([
    // nights from 1 March 2027, whole months, nights after them, subtotal, discount, fee, total
    [6, 0, 6, 288, 0, 40, 328], // nightly: 288 x 0.14 = 40.32
    [7, 0, 7, 336, 0, 47, 383], // no weekly discount beside a monthly price
    [27, 0, 27, 1296, 0, 181, 1477],
    [28, 0, 28, 1344, 550.67, 111, 904.33], // 28 x 850 / 30 = 793.33; 793.33 x 0.14 = 111.07
    [29, 0, 29, 1392, 570.33, 115, 936.67], // 821.67
    [31, 1, 0, 1488, 638, 119, 969], // 1 March to 1 April: one month, 850
    [59, 1, 28, 2832, 1188.67, 230, 1873.33], // 850 + 793.33
    [60, 1, 29, 2880, 1208.33, 234, 1905.67], // 850 + 821.67
    [365, 11, 28, 17520, 7376.67, 1420, 11563.33], // to 29 Feb 2028: 11 x 850 + 793.33
  ])('%i nights', (nights, months, extraNights, subtotal, discount, serviceFee, total) => {
    const price = stayPrice(...from('2027-03-01', nights), monthlyPrice);
    expect(price).toEqual({
      nights,
      months,
      extraNights,
      subtotal,
      discount,
      discountKind: discount ? 'monthly_price' : null,
      serviceFee,
      total,
      totalPrice: String(total),
    });
  });

  it('a month across February is one whole month: 28 nights at the monthly price', () => {
    expect(stayPrice('2027-02-01', '2027-03-01', monthlyPrice)).toEqual(
      expect.objectContaining({
        nights: 28,
        months: 1,
        extraNights: 0,
        discount: 494,
        serviceFee: 119,
        total: 969,
      }),
    );
    // From the 31st, February's month ends on its last day.
    expect(monthsAndNights('2027-01-31', '2027-02-28')).toEqual({ months: 1, extraNights: 0 });
    expect(monthsAndNights('2028-01-31', '2028-02-29')).toEqual({ months: 1, extraNights: 0 });
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonths('2027-08-20', 4)).toBe('2027-12-20');
  });

  it('never costs more than the nights at the nightly price', () => {
    expect(line({ pricePerNight: 20, pricePerMonth: 900 }, '2027-03-01', 40)).toEqual(
      expect.objectContaining({ subtotal: 800, discount: 0, discountKind: null }),
    );
  });
});

describe('stayPrice: a nightly-only listing reads as before', () => {
  it('nights x price plus the rounded 14% fee, no discount', () => {
    expect(line(120, '2025-08-01', 3)).toEqual({
      subtotal: 360,
      discount: 0,
      discountKind: null,
      serviceFee: 50,
      total: 410,
      totalPrice: '410',
    });
    expect(line({ pricePerNight: 49.99 }, '2025-08-01', 2).totalPrice).toBe('113.98');
  });
});

describe('stayLengthProblem', () => {
  it('names the limit a stay is outside, and nothing for one within', () => {
    expect(stayLengthProblem(2, { minNights: 28 })).toBe('This place takes stays of at least 28 nights');
    expect(stayLengthProblem(120, { minNights: 28, maxNights: 90 })).toBe(
      'This place takes stays of at most 90 nights',
    );
    expect(stayLengthProblem(28, { minNights: 28, maxNights: 28 })).toBeNull();
    expect(stayLengthProblem(1, {})).toBeNull();
    expect(stayLengthProblem(366, {})).toBe('This place takes stays of at most 365 nights');
  });
});
