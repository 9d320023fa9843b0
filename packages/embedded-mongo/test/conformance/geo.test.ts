import { MongoServerError, type Collection, type Document } from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

// MongoDB's documented geospatial examples ($near, $nearSphere, $geoWithin, $geoNear: docs.mongodb.com/manual/
// reference/operator/query-geospatial and aggregation/geoNear) and the errors mongod gives around them.
type Place = Document & { _id?: number };
let fx: DriverFixture;
let n = 0;
const fresh = (): Collection<Place> => fx.db.collection<Place>(`g${n++}`);

beforeAll(async () => {
  fx = await driverFixture('geo');
});
afterAll(() => fx.close());

const failure = async (p: Promise<unknown>): Promise<MongoServerError> => {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(MongoServerError);
    return err as MongoServerError;
  }
  throw new Error('expected the server to refuse');
};

/** The documentation's `places` collection (the $geoNear page). */
async function places(): Promise<Collection<Place>> {
  const c = fresh();
  await c.insertMany([
    {
      _id: 1,
      name: 'Central Park',
      location: { type: 'Point', coordinates: [-73.97, 40.77] },
      category: 'Parks',
    },
    {
      _id: 2,
      name: 'Sara D. Roosevelt Park',
      location: { type: 'Point', coordinates: [-73.9928, 40.7193] },
      category: 'Parks',
    },
    {
      _id: 3,
      name: 'Polo Grounds',
      location: { type: 'Point', coordinates: [-73.9375, 40.8303] },
      category: 'Stadiums',
    },
  ]);
  await c.createIndex({ location: '2dsphere' });
  return c;
}

const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });

test('$near with $minDistance and $maxDistance in metres returns the documents in between, nearest first', async () => {
  const c = await places();
  const found = await c
    .find({
      location: { $near: { $geometry: point(-73.9667, 40.78), $minDistance: 1000, $maxDistance: 5000 } },
    })
    .toArray();
  expect(found.map((d) => d.name)).toEqual(['Central Park']);
  const all = await c.find({ location: { $near: { $geometry: point(-73.9667, 40.78) } } }).toArray();
  expect(all.map((d) => d.name)).toEqual(['Central Park', 'Polo Grounds', 'Sara D. Roosevelt Park']);
  // $nearSphere with GeoJSON is the same query (Polo Grounds is 6.1 km away, Sara D. Roosevelt Park 7.1 km).
  const sphere = await c
    .find({ location: { $nearSphere: { $geometry: point(-73.9667, 40.78), $maxDistance: 7000 } } })
    .toArray();
  expect(sphere.map((d) => d.name)).toEqual(['Central Park', 'Polo Grounds']);
  // A limit takes the nearest; other conditions still apply.
  const parks = await c
    .find({ category: 'Parks', location: { $near: { $geometry: point(-73.9667, 40.78) } } })
    .limit(1)
    .toArray();
  expect(parks.map((d) => d.name)).toEqual(['Central Park']);
});

test('the $geoNear examples: maxDistance, query, includeLocs and dotted output fields', async () => {
  const c = await places();
  const near = point(-73.99279, 40.719296);
  const [sara, ...rest] = await c
    .aggregate([
      {
        $geoNear: {
          near,
          distanceField: 'dist.calculated',
          maxDistance: 2,
          query: { category: 'Parks' },
          includeLocs: 'dist.location',
          spherical: true,
        },
      },
    ])
    .toArray();
  expect(rest).toEqual([]);
  expect(sara).toMatchObject({
    _id: 2,
    name: 'Sara D. Roosevelt Park',
    dist: { location: { type: 'Point', coordinates: [-73.9928, 40.7193] } },
  });
  // The documentation prints 0.9539931676365992 metres.
  expect(sara.dist.calculated).toBeCloseTo(0.9539931676365992, 8);
  const far = await c
    .aggregate([
      {
        $geoNear: { near, distanceField: 'd', minDistance: 2, query: { category: 'Parks' }, spherical: true },
      },
    ])
    .toArray();
  expect(far.map((d) => d.name)).toEqual(['Central Park']);
  expect(far[0].d).toBeGreaterThan(5900);
  expect(far[0].d).toBeLessThan(6000);
  // Later stages see the distance; distanceMultiplier scales it (metres to kilometres).
  const km = await c
    .aggregate([
      { $geoNear: { near, distanceField: 'km', distanceMultiplier: 0.001 } },
      { $project: { _id: 0, name: 1, km: { $round: ['$km', 1] } } },
    ])
    .toArray();
  expect(km).toEqual([
    { name: 'Sara D. Roosevelt Park', km: 0 },
    { name: 'Central Park', km: 6 },
    { name: 'Polo Grounds', km: 13.2 },
  ]);
});

test('$geoNear errors: not first, no index, two indexes, unknown key', async () => {
  const c = await places();
  const near = point(-73.99279, 40.719296);
  expect(
    (await failure(c.aggregate([{ $match: {} }, { $geoNear: { near, distanceField: 'd' } }]).toArray())).code,
  ).toBe(40602);
  const bare = fresh();
  await bare.insertOne({ location: near });
  const none = await failure(bare.aggregate([{ $geoNear: { near, distanceField: 'd' } }]).toArray());
  expect(none.code).toBe(27);
  expect(none.message).toBe('$geoNear requires a 2d or 2dsphere index, but none were found');
  await c.createIndex({ other: '2dsphere' });
  const two = await failure(c.aggregate([{ $geoNear: { near, distanceField: 'd' } }]).toArray());
  expect(two.code).toBe(27);
  expect(two.message).toMatch(
    /^There is more than one 2dsphere index on .*; unsure which to use for \$geoNear$/,
  );
  // key picks one.
  const picked = await c.aggregate([{ $geoNear: { near, distanceField: 'd', key: 'location' } }]).toArray();
  expect(picked).toHaveLength(3);
});

test('$near needs a geo index; inside $or or a $match it is refused', async () => {
  const c = fresh();
  await c.insertOne({ location: point(0, 0) });
  const err = await failure(c.find({ location: { $near: { $geometry: point(0, 0) } } }).toArray());
  expect(err.code).toBe(291);
  expect(err.message).toMatch(/unable to find index for \$geoNear query/);
  await c.createIndex({ location: '2dsphere' });
  expect(
    (
      await failure(
        c.find({ $or: [{ location: { $near: { $geometry: point(0, 0) } } }, { a: 1 }] }).toArray(),
      )
    ).code,
  ).toBe(2);
  const inMatch = await failure(
    c.aggregate([{ $match: { location: { $near: { $geometry: point(0, 0) } } } }]).toArray(),
  );
  expect(inMatch.message).toBe('$geoNear, $near, and $nearSphere are not allowed in this context');
});

test('$geoWithin: $geometry Polygon, $box, $centerSphere and $center, with and without an index', async () => {
  for (const indexed of [false, true]) {
    const c = fresh();
    await c.insertMany([
      { _id: 1, loc: point(2.35, 48.85) },
      { _id: 2, loc: point(-0.12, 51.5) },
      { _id: 3, loc: [2.29, 48.86] },
      { _id: 4, loc: point(13.4, 52.52) },
      { _id: 5 },
    ]);
    if (indexed) await c.createIndex({ loc: '2dsphere' });
    const ids = async (filter: Document) =>
      (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [2, 48],
          [3, 48],
          [3, 49],
          [2, 49],
          [2, 48],
        ],
      ],
    };
    expect(await ids({ loc: { $geoWithin: { $geometry: square } } })).toEqual([1, 3]);
    expect(
      await ids({
        loc: {
          $geoWithin: {
            $box: [
              [2, 48],
              [3, 49],
            ],
          },
        },
      }),
    ).toEqual([1, 3]);
    // 400 km around Paris, in radians of the Earth's radius.
    expect(await ids({ loc: { $geoWithin: { $centerSphere: [[2.35, 48.85], 400 / 6378.1] } } })).toEqual([
      1, 2, 3,
    ]);
    expect(await ids({ loc: { $geoWithin: { $center: [[2.3, 48.9], 0.2] } } })).toEqual([1, 3]);
    expect(
      await ids({
        loc: {
          $not: {
            $geoWithin: {
              $box: [
                [2, 48],
                [3, 49],
              ],
            },
          },
        },
      }),
    ).toEqual([2, 4, 5]);
  }
});

test('a 2dsphere index refuses a document it cannot index, and says why (16755)', async () => {
  const c = fresh();
  await c.createIndex({ loc: '2dsphere' });
  const err = await failure(c.insertOne({ _id: 1, loc: point(200, 0) }));
  expect(err.code).toBe(16755);
  expect(err.message).toMatch(
    /^Can't extract geo keys: .*longitude\/latitude is out of bounds, lng: 200 lat: 0/,
  );
  expect(await c.countDocuments()).toBe(0);
  await c.insertOne({ _id: 2, loc: point(1, 1) });
  expect((await failure(c.updateOne({ _id: 2 }, { $set: { loc: 'nowhere' } }))).code).toBe(16755);
  expect(await c.findOne({ _id: 2 })).toEqual({ _id: 2, loc: point(1, 1) });
  // A document without the field is fine (not in the index).
  await c.insertOne({ _id: 3 });
  const bad = fresh();
  await bad.insertOne({ loc: [500, 500] });
  expect((await failure(bad.createIndex({ loc: '2dsphere' }))).code).toBe(16755);
});

test('listIndexes shows a 2dsphere index with its version', async () => {
  const c = fresh();
  expect(await c.createIndex({ location: '2dsphere', category: 1 })).toBe('location_2dsphere_category_1');
  const [, index] = await c.listIndexes().toArray();
  expect(index).toMatchObject({ key: { location: '2dsphere', category: 1 }, '2dsphereIndexVersion': 3 });
});

test('legacy pairs: $nearSphere in radians on a 2dsphere index, $near in flat units on a 2d index', async () => {
  const c = fresh();
  await c.insertMany([
    { _id: 1, loc: [0, 0] },
    { _id: 2, loc: [0, 1] },
    { _id: 3, loc: [3, 4] },
  ]);
  await c.createIndex({ loc: '2dsphere' });
  const sphere = await c
    .find({ loc: { $nearSphere: [0, 0.1], $maxDistance: (2 * Math.PI) / 180 } })
    .toArray();
  expect(sphere.map((d) => d._id)).toEqual([1, 2]);
  // A flat $near needs a 2d index.
  expect((await failure(c.find({ loc: { $near: [0, 0] } }).toArray())).code).toBe(291);
  await c.createIndex({ loc: '2d' });
  const flat = await c.find({ loc: { $near: [0, 0], $maxDistance: 5 } }).toArray();
  expect(flat.map((d) => d._id)).toEqual([1, 2, 3]);
  const [nearest] = await c
    .aggregate([{ $geoNear: { near: [3, 0], distanceField: 'd', key: 'loc' } }])
    .toArray();
  // 2d distances are flat: from (3, 0) to (3, 4) is 4, to (0, 0) is 3.
  expect(nearest).toMatchObject({ _id: 1, d: 3 });
});
