/** @jest-environment node */
import { shownRating } from './rating';

describe('shownRating (issue 30 #5: one rating, New when nobody reviewed)', () => {
  it("shows the server's rating of a reviewed stay", () => {
    expect(shownRating({ rating: 4, reviewCount: 3 })).toBe(4);
    expect(shownRating({ rating: 4.25 })).toBe(4.25);
  });

  it('shows none for a stay without reviews, whatever is stored', () => {
    expect(shownRating({ rating: null, reviewCount: 0 })).toBeNull();
    expect(shownRating({ rating: 4.5, reviewCount: 0 })).toBeNull();
    expect(shownRating({})).toBeNull();
    expect(shownRating({ rating: Number.NaN, reviewCount: 2 })).toBeNull();
  });
});
