import { stayPhase } from '@stays/contracts';
import type { TripFieldsFragment } from '../../__generated__/graphql';

export type TripGroup = 'current' | 'upcoming' | 'pending' | 'past' | 'closed';
export const TRIP_GROUPS: readonly TripGroup[] = ['current', 'upcoming', 'pending', 'past', 'closed'];

/**
 * /trips' sections: approved stays under way (checked in, not yet out: issue 46 #9, they were listed as upcoming),
 * approved stays still to come (soonest first), requests the host has not decided, approved stays that are over
 * (latest first, where reviews are written), declined, cancelled or expired ones.
 */
export function groupTrips(
  trips: readonly TripFieldsFragment[],
  now = new Date(),
): Record<TripGroup, TripFieldsFragment[]> {
  const groups: Record<TripGroup, TripFieldsFragment[]> = {
    current: [],
    upcoming: [],
    pending: [],
    past: [],
    closed: [],
  };
  const approvedGroup = { upcoming: 'upcoming', inProgress: 'current', ended: 'past' } as const;
  for (const trip of trips) {
    if (trip.status === 'approved') groups[approvedGroup[stayPhase(trip, now)]].push(trip);
    else if (trip.status === 'pending') groups.pending.push(trip);
    else groups.closed.push(trip);
  }
  groups.current.sort((a, b) => a.checkOutDate.localeCompare(b.checkOutDate));
  groups.upcoming.sort((a, b) => a.checkInDate.localeCompare(b.checkInDate));
  groups.pending.sort((a, b) => a.checkInDate.localeCompare(b.checkInDate));
  groups.past.sort((a, b) => b.checkOutDate.localeCompare(a.checkOutDate));
  return groups;
}
