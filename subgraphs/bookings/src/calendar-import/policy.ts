import { can, notFound, unauthenticated } from '@stays/subgraph-shared';
import type { BookingsContext } from '../context';
import { fetchPropertyFact } from '../peers/properties';

/**
 * The property, when the caller may manage the calendars it follows (its host or an admin, the policy's
 * `calendar.manage`). Anonymous callers are refused (401); anyone else is told it is not found (404), as for a
 * property that does not exist: the calendars a listing follows are nobody else's business, not even by existing.
 */
export async function propertyWithImports(context: BookingsContext, propertyId: string) {
  if (!context.caller.userId) throw unauthenticated();
  const property = await fetchPropertyFact(propertyId);
  if (!property || !can('calendar.manage', context.caller, { ownerId: property.hostId }))
    throw notFound('Property not found');
  return property;
}
