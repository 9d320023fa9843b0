import { can, type GraphQLObject, toGraphQL } from '@stays/subgraph-shared';
import type { PropertiesContext } from '../context';
import type { PropertyRecord } from './model';

/** A property as its resolvers receive it (the codegen mapper of `Property`). */
export type PropertyObject = GraphQLObject<PropertyRecord>;

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
