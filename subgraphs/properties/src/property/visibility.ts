import { can, type GraphQLObject, type Resource, type StayPrice, toGraphQL } from '@stays/subgraph-shared';
import type { PropertiesContext } from '../context';
import type { PropertyRecord } from './model';

/**
 * A property as its resolvers receive it (the codegen mapper of `Property`); a search result also carries its
 * quote for the searched span and its distance from the searched place (search.ts).
 */
export type PropertyObject = GraphQLObject<PropertyRecord> & {
  searchQuote?: (StayPrice & { checkInDate: string; checkOutDate: string }) | null;
  searchDistanceKm?: number | null;
};

/**
 * What a public read filters on: approved, and not of a blocked host. Both by equality, so the `status +
 * hostBlocked + <sort>` indexes walk a page in order and count a total without reading documents (a listing
 * stored without the field gets it at start: backfillHostBlocked).
 */
export const PUBLIC_LISTING = { status: 'approved', hostBlocked: false } as const;

/** What the policy sees of a stored property: its host as owner, its status, and whether its host is blocked. */
export const propertyResource = (property: {
  hostId?: unknown;
  status?: string | null;
  hostBlocked?: boolean | null;
}): Resource => ({
  ownerId: property.hostId == null ? null : String(property.hostId),
  status: property.status,
  hidden: Boolean(property.hostBlocked),
});

/** The property if the caller may see it, else null: a hidden property looks exactly like a missing one. */
export async function visibleProperty(
  id: string,
  context: PropertiesContext,
): Promise<PropertyObject | null> {
  const property = toGraphQL<PropertyObject>(await context.loaders.propertyById.load(id));
  if (!property) return null;
  return can('property.read', context.caller, propertyResource(property)) ? property : null;
}
