import {
  callInternal,
  cancellationPolicyOf,
  PROPERTY_FACTS_PATH,
  type PropertyFact,
  timeZoneOfLocation,
} from '@stays/subgraph-shared';

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The properties subgraph owns property data; this subgraph asks it for the facts it needs. */
export async function fetchPropertyFacts(query: {
  ids?: string[];
  hostId?: string;
}): Promise<PropertyFact[]> {
  const answer = await callInternal<{ properties?: PropertyFact[] }>(
    'properties',
    PROPERTY_FACTS_PATH,
    query,
  );
  return (answer?.properties ?? []).map((property) => ({
    ...property,
    id: String(property.id),
    hostId: String(property.hostId),
    pricePerNight: Number(property.pricePerNight),
    maxGuests: Number(property.maxGuests) || 1,
    cancellationPolicy: cancellationPolicyOf(property.cancellationPolicy),
    hostBlocked: property.hostBlocked === true,
    instantBook: property.instantBook === true,
    timeZone:
      typeof property.timeZone === 'string' && property.timeZone ? property.timeZone : timeZoneOfLocation(''),
    pricePerMonth: numberOrNull(property.pricePerMonth),
    weeklyDiscountPercent: numberOrNull(property.weeklyDiscountPercent),
    monthlyDiscountPercent: numberOrNull(property.monthlyDiscountPercent),
    minNights: numberOrNull(property.minNights),
    maxNights: numberOrNull(property.maxNights),
  }));
}

export async function fetchPropertyFact(id: string): Promise<PropertyFact | null> {
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
