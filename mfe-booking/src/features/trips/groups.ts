import { checkOutMoment } from '@stays/contracts';
import type { TripFieldsFragment } from '../../__generated__/graphql';

export type TripGroup = 'upcoming' | 'pending' | 'past' | 'closed';
export const TRIP_GROUPS: readonly TripGroup[] = ['upcoming', 'pending', 'past', 'closed'];

/** The server's end of a stay (the contracts' check-out moment, which refunds and reviews use too). */
export function stayEnded(trip: Pick<TripFieldsFragment, 'checkOutDate'>, now = new Date()): boolean {
  return now.getTime() >= checkOutMoment(trip.checkOutDate).getTime();
}

/**
 * /trips' sections: approved stays still to come or under way (soonest first), requests the host has not
 * decided, approved stays that are over (latest first, where reviews are written), declined or cancelled ones.
 */
export function groupTrips(
  trips: readonly TripFieldsFragment[],
  now = new Date(),
): Record<TripGroup, TripFieldsFragment[]> {
  const groups: Record<TripGroup, TripFieldsFragment[]> = { upcoming: [], pending: [], past: [], closed: [] };
  for (const trip of trips) {
    if (trip.status === 'approved') groups[stayEnded(trip, now) ? 'past' : 'upcoming'].push(trip);
    else if (trip.status === 'pending') groups.pending.push(trip);
    else groups.closed.push(trip);
  }
  groups.upcoming.sort((a, b) => a.checkInDate.localeCompare(b.checkInDate));
  groups.pending.sort((a, b) => a.checkInDate.localeCompare(b.checkInDate));
  groups.past.sort((a, b) => b.checkOutDate.localeCompare(a.checkOutDate));
  return groups;
}
