// What the properties subgraph tells its peers about a property, and the names both sides give a
// cancellation policy: one definition for the side that answers and the side that asks.

/** SPEC section 9's refund rules; a property stored before hosts could choose has the default. */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicyName = (typeof CANCELLATION_POLICIES)[number];
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicyName = 'moderate';

/** A stored or received value as a policy name; anything else is the default. */
export function cancellationPolicyOf(value: unknown): CancellationPolicyName {
  return CANCELLATION_POLICIES.find((name) => name === value) ?? DEFAULT_CANCELLATION_POLICY;
}

/**
 * Where a listing opens: its page, with what a search carries there (`checkIn=…&checkOut=…&guests=…&near=…`). The
 * result cards and the map's pins link through this, so both open the same stay.
 */
export function propertyHref(id: string, linkQuery?: string): string {
  return `/property/${encodeURIComponent(id)}${linkQuery ? `?${linkQuery}` : ''}`;
}

/** `POST` on the properties subgraph: `{ ids?, hostId? }` → `{ properties: PropertyFact[] }`. */
export const PROPERTY_FACTS_PATH = '/internal/property-facts';

/** What a peer subgraph may know about a property without going through the graph. */
export interface PropertyFact {
  id: string;
  hostId: string;
  status: string;
  pricePerNight: number;
  maxGuests: number;
  title: string;
  /** What a cancellation refunds. */
  cancellationPolicy: CancellationPolicyName;
  /** Its host's account is blocked: out of every public read, and no booking requests (issue 18 #8). */
  hostBlocked: boolean;
  /** Instant Book: a request for free nights is approved at once (issue 29). */
  instantBook: boolean;
  /** The listing's IANA time zone, from its location (`timeZoneOfLocation`): its days are this zone's days. */
  timeZone: string;
  /** Long-stay terms (issue 43): null when the host set none (stayPrice, stayLengthProblem). */
  pricePerMonth: number | null;
  weeklyDiscountPercent: number | null;
  monthlyDiscountPercent: number | null;
  minNights: number | null;
  maxNights: number | null;
}

/**
 * `POST` on the properties subgraph: `{ hostId, blocked }` → `{ properties: number }`. The users subgraph calls it
 * before it stores a block or an unblock, so the host's listings leave or rejoin public view with the account.
 */
export const HOST_BLOCK_PATH = '/internal/host-block';

/**
 * `POST` on the bookings subgraph: `{ propertyId, hostId }` → `{ bookings: number }`. The properties subgraph calls
 * it when an admin moves a listing to another host: every booking of the listing then names the new host.
 */
export const BOOKINGS_HOST_PATH = '/internal/bookings-host';

/**
 * A stay's rating: the average of its reviews' ratings to two decimals (kept on the property for sorting),
 * null with no review (the screens say "New"). One rule for the server, the seed and every screen (issue 30 #5).
 */
export function ratingOf(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 100) / 100;
}
