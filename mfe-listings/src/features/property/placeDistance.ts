import { DEFAULT_RADIUS_KM, PLACES, distanceMeters, placeById, type Place } from '@stays/contracts';

/**
 * The place the property page measures from (issue 43): the one the guest searched near (`near=` in the address,
 * carried from the search card), else the nearest place of the gazetteer within a search's default radius; null
 * when the listing has no point or no place is that close. The distance is the great-circle one to the point the
 * page shows (the approximate one for the public, as the search measures it).
 */
export function placeDistance(
  near: string | null,
  point: { latitude?: number | null; longitude?: number | null },
): { place: Place; km: number } | null {
  if (point.latitude == null || point.longitude == null) return null;
  const at = { latitude: point.latitude, longitude: point.longitude };
  const kmTo = (place: Place) => distanceMeters(place, at) / 1000;
  const searched = near ? placeById(near) : undefined;
  if (searched) return { place: searched, km: kmTo(searched) };
  let best: { place: Place; km: number } | null = null;
  for (const place of PLACES) {
    const km = kmTo(place);
    if (km <= DEFAULT_RADIUS_KM && (!best || km < best.km)) best = { place, km };
  }
  return best;
}
