// One rating everywhere (issue 30 #5): the server's, computed from the stay's reviews; a stay nobody has reviewed
// has none, and every screen says 'New' instead of inventing a figure.

export interface RatedStay {
  rating?: number | null;
  reviewCount?: number | null;
}

/** The rating to show, or null when there is none to show ('New'). */
export function shownRating(stay: RatedStay): number | null {
  if (typeof stay.rating !== 'number' || !Number.isFinite(stay.rating)) return null;
  if (typeof stay.reviewCount === 'number' && stay.reviewCount <= 0) return null;
  return stay.rating;
}
