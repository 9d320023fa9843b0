// Issue 30 #5-#7: the figures and badges guests see come from the data. The marketplace's figures count approved
// listings of hosts who are not blocked, their reviews and their hosts; a host is a Superhost only with 5 reviews
// averaging 4.8 or more; a stay with no review has no rating.
import { Types } from 'mongoose';
import { startSubgraphHarness, type SubgraphHarness } from '@stays/subgraph-shared/testing';
import { defineProperties } from '../src';
import { propertyModel } from '../src/property/model';
import { reviewModel } from '../src/review/model';

let properties: SubgraphHarness;
const superhost = new Types.ObjectId();
const ordinaryHost = new Types.ObjectId();
const blockedHost = new Types.ObjectId();
const ids: Record<string, Types.ObjectId> = {};

beforeAll(async () => {
  properties = await startSubgraphHarness(defineProperties);
  const listing = (title: string, hostId: Types.ObjectId, extra: Record<string, unknown> = {}) => ({
    title,
    location: 'Cabo Negro, Morocco',
    pricePerNight: 100,
    propertyType: 'house',
    hostId,
    status: 'approved',
    ...extra,
  });
  const created = await propertyModel(properties.connection).create([
    listing('Five stars', superhost),
    listing('Good', ordinaryHost),
    listing('Unreviewed', ordinaryHost),
    listing('Waiting', ordinaryHost, { status: 'pending' }),
    listing('Hidden', blockedHost, { hostBlocked: true }),
  ]);
  for (const doc of created) ids[doc.title] = doc._id;
  const review = (title: string, rating: number) => ({
    propertyId: ids[title],
    userId: new Types.ObjectId(),
    bookingId: new Types.ObjectId(),
    rating,
    comment: 'A stay as described, thank you.',
  });
  await reviewModel(properties.connection).create([
    ...[5, 5, 5, 5, 4].map((rating) => review('Five stars', rating)),
    ...[5, 4, 3].map((rating) => review('Good', rating)),
    review('Hidden', 1),
  ]);
});

afterAll(async () => {
  await properties?.stop();
});

it('counts the platform figures from approved, listed stays and their reviews', async () => {
  const answer = await properties.execute(
    '{ platformStats { id verifiedStays averageRating verifiedHosts } }',
  );
  expect(answer.errors).toBeUndefined();
  // 3 listed stays (pending and blocked left out), 2 hosts, (24 + 12) / 8 reviews = 4.5.
  expect(answer.data).toEqual({
    platformStats: { id: 'platform', verifiedStays: 3, averageRating: 4.5, verifiedHosts: 2 },
  });
});

it('names a Superhost only from 5 reviews averaging 4.8 or more', async () => {
  const read = async (title: string) =>
    (
      await properties.execute<{ property: { hostIsSuperhost: boolean; rating: number | null } }>(
        'query ($id: ID!) { property(id: $id) { hostIsSuperhost rating reviewCount } }',
        { variables: { id: String(ids[title]) } },
      )
    ).data!.property;
  expect(await read('Five stars')).toMatchObject({ hostIsSuperhost: true });
  expect(await read('Good')).toMatchObject({ hostIsSuperhost: false });
  // A stay nobody reviewed has no rating (the screens say "New"), never a default.
  expect(await read('Unreviewed')).toEqual({ hostIsSuperhost: false, rating: null, reviewCount: 0 });
});
