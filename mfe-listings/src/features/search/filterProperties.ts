import type { ListingProperty } from '../listing/types';
import type { SearchState } from './searchParams';

/**
 * Client-side search over the approved list (SPEC 5 "Client filters"): location is a case-insensitive
 * substring; guests must not exceed the property's maxGuests. Dates need availability, which arrives with
 * the booking release, so they do not filter yet.
 */
export function filterProperties(
  properties: readonly ListingProperty[],
  search: SearchState,
): ListingProperty[] {
  const location = search.location.trim().toLowerCase();
  return properties.filter((p) => {
    if (location && !p.location.toLowerCase().includes(location) && !p.title.toLowerCase().includes(location))
      return false;
    if (search.guests && p.maxGuests && search.guests > p.maxGuests) return false;
    return true;
  });
}
