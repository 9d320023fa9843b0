// The long-stay terms of the demo listings (issue 43 #6), as their hosts would set them: the College Station
// rooms and flats rent by the month to students (a monthly price, a month or a semester at least, bills and
// furniture included where a student landlord includes them); the game-weekend house takes short stays only;
// a few coastal listings stay nightly and give a discount for a week or more. Listings not named here have no
// terms: nightly only, any stay from 1 to 365 nights.

export interface BlueprintTerms {
  pricePerMonth?: number;
  weeklyDiscountPercent?: number;
  monthlyDiscountPercent?: number;
  minNights?: number;
  maxNights?: number;
  utilitiesIncluded?: boolean;
  furnished?: boolean;
}

/** A semester: mid-August to mid-December is about 120 nights. */
const SEMESTER = 120;
const MONTH = 28;

export const BLUEPRINT_TERMS: Record<string, BlueprintTerms> = {
  // College Station
  'Aggieland Student Apartment': {
    pricePerMonth: 1150,
    minNights: MONTH,
    utilitiesIncluded: true,
    furnished: true,
  },
  'Northgate Studio for Students': {
    pricePerMonth: 850,
    minNights: MONTH,
    utilitiesIncluded: true,
    furnished: true,
  },
  'Shared House near Kyle Field': {
    pricePerMonth: 520,
    minNights: SEMESTER,
    utilitiesIncluded: true,
    furnished: true,
  },
  'Private Room in Graduate House': {
    pricePerMonth: 690,
    minNights: MONTH,
    utilitiesIncluded: true,
    furnished: true,
  },
  'Campus-Side Townhouse': { pricePerMonth: 2400, minNights: 90, furnished: true },
  'Wolf Pen Creek Condo': { pricePerMonth: 1700, minNights: 7, furnished: true },
  'Family House for Game Weekends': {
    weeklyDiscountPercent: 10,
    minNights: 2,
    maxNights: 14,
    furnished: true,
  },
  'Bright Room near Research Park': {
    pricePerMonth: 750,
    minNights: MONTH,
    utilitiesIncluded: true,
    furnished: true,
  },
  'Student Room on University Drive': { pricePerMonth: 640, minNights: SEMESTER, utilitiesIncluded: true },
  'Basement Shared Room': { pricePerMonth: 480, minNights: MONTH, utilitiesIncluded: true },
  // The coast: nightly, with a discount for a week or more.
  'Corniche Apartment Steps from the Sand': { weeklyDiscountPercent: 10, furnished: true },
  'Bright Beach Studio in Martil': { weeklyDiscountPercent: 15, monthlyDiscountPercent: 30, furnished: true },
  'Garden Studio in Cabo Negro': { weeklyDiscountPercent: 10, furnished: true },
  'Quayside Studio': { weeklyDiscountPercent: 12, furnished: true },
  'Rocky Cove Apartment': { weeklyDiscountPercent: 10, furnished: true },
};
