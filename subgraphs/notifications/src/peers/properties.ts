import { callInternal } from '@stays/subgraph-shared';

/** What a guest's message needs to know of a property: who hosts it and whether it is public. */
export interface PropertyHost {
  hostId: string;
  status: string;
  title: string;
  /** The host's account is blocked: the listing is out of public view. */
  hostBlocked: boolean;
}

/** The properties subgraph's `POST /internal/property-facts` for one id; null when there is no such property. */
export async function propertyHost(id: string): Promise<PropertyHost | null> {
  const answer = await callInternal<{
    properties?: Array<{
      id: unknown;
      hostId: unknown;
      status: string;
      title: string;
      hostBlocked?: unknown;
    }>;
  }>('properties', '/internal/property-facts', { ids: [id] });
  const found = answer?.properties?.find((property) => String(property.id) === id);
  return found
    ? {
        hostId: String(found.hostId),
        status: found.status,
        title: found.title,
        hostBlocked: found.hostBlocked === true,
      }
    : null;
}
