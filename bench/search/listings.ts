// The bench's listings: synthetic ones bulk-loaded straight into the stack's database, and the check that the
// properties subgraph derived its search keys for them after a restart.
import { MongoClient, ObjectId } from 'mongodb';
import { AMENITY_OPTIONS } from '@stays/contracts';

export const DB_NAME = process.env.MONGODB_DB || 'stays';

const CITIES = [
  'Cabo Negro, Morocco',
  'Martil, Morocco',
  'Tetouan Marina, Morocco',
  'Belyounech, Morocco',
  'College Station, TX',
];
const TYPES = ['apartment', 'house', 'studio', 'condo', 'private_room', 'shared_room', 'entire_home'];

/** A synthetic listing as a bulk load writes it: the stored fields only, without the keys derived from them. */
function property(i: number, hostId: ObjectId) {
  const location = CITIES[i % CITIES.length];
  const title = `Bench stay ${i}`;
  const amenities = AMENITY_OPTIONS.filter((_, k) => (i >> k) % 2 === 1);
  const createdAt = new Date(Date.UTC(2025, 0, 1) + i * 60_000);
  return {
    _id: new ObjectId(),
    title,
    location,
    description: 'A synthetic listing for the search benchmark.',
    pricePerNight: 20 + ((i * 37) % 480),
    maxGuests: 1 + (i % 8),
    rating: i % 4 === 0 ? undefined : 3 + ((i * 7) % 21) / 10,
    status: i % 10 === 0 ? 'pending' : 'approved',
    hostBlocked: false,
    featured: i % 20 === 0,
    propertyType: TYPES[i % TYPES.length],
    amenities,
    images: [],
    hostId,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Bulk-loads bench listings `from` up to `to` (exclusive), spread over the seeded hosts, as real pages are. */
export async function loadListings(databaseUri: string, from: number, to: number): Promise<void> {
  const client = await MongoClient.connect(databaseUri);
  try {
    const db = client.db(DB_NAME);
    const hostIds = (await db.collection('users').find({ role: 'host' }).toArray()).map(
      (host) => host._id as ObjectId,
    );
    for (let inserted = from; inserted < to;) {
      const batch = Array.from({ length: Math.min(5000, to - inserted) }, (_, k) =>
        property(inserted + k, hostIds[(inserted + k) % hostIds.length]),
      );
      await db.collection('properties').insertMany(batch);
      inserted += batch.length;
    }
  } finally {
    await client.close();
  }
}

/**
 * A destination search through the gateway finds every loaded listing of that place: the subgraph derived the
 * keys it searches by (else every table would measure a search that finds nothing).
 */
export async function expectDerivedKeys(gatewayUrl: string, size: number) {
  const place = 'Martil, Morocco';
  const loaded = Array.from({ length: size }, (_, i) => CITIES[i % CITIES.length]).filter(
    (city) => city === place,
  ).length;
  const answer = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ searchProperties(location: "martil", limit: 1) { total } }' }),
  });
  const total = ((await answer.json()) as { data?: { searchProperties?: { total?: number } } }).data
    ?.searchProperties?.total;
  if (total === undefined || total < loaded)
    throw new Error(
      `a search for Martil finds ${total ?? 'nothing'}, of ${loaded} bench listings loaded there`,
    );
}
