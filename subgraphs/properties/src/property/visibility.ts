import { can, toGraphQL } from '@stays/subgraph-shared';
import type { PropertiesContext } from '../context';

/** A property as GraphQL sees it (what `toGraphQL` made of the stored document). */
export interface PropertyObject {
  id: string;
  hostId: string;
  status: string;
  [field: string]: unknown;
}

/** The property if the caller may see it, else null: a hidden property looks exactly like a missing one. */
export async function visibleProperty(
  id: string,
  context: PropertiesContext,
): Promise<PropertyObject | null> {
  const property = toGraphQL<PropertyObject>(await context.loaders.propertyById.load(id));
  if (!property) return null;
  return can('property.read', context.caller, { ownerId: property.hostId, status: property.status })
    ? property
    : null;
}
