import { callInternal } from '@stays/subgraph-shared';

/** What this subgraph needs to know of a property; the properties subgraph owns it. */
export interface PropertyFacts {
  id: string;
  hostId: string;
  status: string;
  pricePerNight: number;
  maxGuests: number;
  title: string;
  /** flexible, moderate or strict (absent from a properties subgraph older than cancellations). */
  cancellationPolicy?: string;
}

/** `POST /internal/property-facts { ids?, hostId? }` on the properties subgraph. */
export async function fetchPropertyFacts(query: {
  ids?: string[];
  hostId?: string;
}): Promise<PropertyFacts[]> {
  const answer = await callInternal<{ properties?: PropertyFacts[] }>(
    'properties',
    '/internal/property-facts',
    query,
  );
  return (answer?.properties ?? []).map((property) => ({
    ...property,
    id: String(property.id),
    hostId: String(property.hostId),
    pricePerNight: Number(property.pricePerNight),
    maxGuests: Number(property.maxGuests) || 1,
  }));
}

export async function fetchPropertyFact(id: string): Promise<PropertyFacts | null> {
  return (await fetchPropertyFacts({ ids: [id] })).find((property) => property.id === id) ?? null;
}

/** Titles by property id for reports; a peer that does not answer leaves them blank rather than failing. */
export async function propertyTitles(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  try {
    return new Map((await fetchPropertyFacts({ ids })).map((property) => [property.id, property.title]));
  } catch {
    return new Map();
  }
}
