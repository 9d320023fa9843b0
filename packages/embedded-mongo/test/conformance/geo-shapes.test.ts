import { MongoServerError, type Collection, type Document } from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

// Every GeoJSON type in a 2dsphere index, $geoIntersects, 2d indexes (min/max/bits, $center, $polygon, flat and
// radian distances), compound geo indexes, the errors for geometry an index cannot read, sparse behaviour and
// listIndexes/explain, as MongoDB's manual documents them.
type Place = Document & { _id?: number | string };
let fx: DriverFixture;
let n = 0;
const fresh = (): Collection<Place> => fx.db.collection<Place>(`s${n++}`);

beforeAll(async () => {
  fx = await driverFixture('geoshapes');
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

const ids = async (c: Collection<Place>, filter: Document): Promise<unknown[]> =>
  (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

/** The manual's triangle for $geoWithin and $geoIntersects. */
const triangle = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [3, 6],
      [6, 1],
      [0, 0],
    ],
  ],
};
const square = (x0: number, y0: number, x1: number, y1: number) => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];

async function shapes(indexed: boolean): Promise<Collection<Place>> {
  const c = fresh();
  if (indexed) await c.createIndex({ loc: '2dsphere' });
  await c.insertMany([
    { _id: 'point', loc: { type: 'Point', coordinates: [2, 2] } },
    {
      _id: 'line',
      loc: {
        type: 'LineString',
        coordinates: [
          [-1, 1],
          [1, 1],
        ],
      },
    },
    {
      _id: 'far line',
      loc: {
        type: 'LineString',
        coordinates: [
          [20, 20],
          [21, 21],
        ],
      },
    },
    {
      _id: 'holed',
      loc: { type: 'Polygon', coordinates: [square(10, 10, 20, 20), square(14, 14, 16, 16)] },
    },
    {
      _id: 'multipoint',
      loc: {
        type: 'MultiPoint',
        coordinates: [
          [1, 1],
          [40, 40],
        ],
      },
    },
    {
      _id: 'multiline',
      loc: {
        type: 'MultiLineString',
        coordinates: [
          [
            [30, 30],
            [31, 31],
          ],
          [
            [1, 0.5],
            [2, 0.5],
          ],
        ],
      },
    },
    {
      _id: 'multipolygon',
      loc: { type: 'MultiPolygon', coordinates: [[square(50, 50, 51, 51)], [square(52, 52, 53, 53)]] },
    },
    {
      _id: 'collection',
      loc: {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Point', coordinates: [1, 1.5] },
          {
            type: 'LineString',
            coordinates: [
              [1.5, 2],
              [2, 3],
            ],
          },
        ],
      },
    },
    { _id: 'legacy', loc: [3, 3] },
  ]);
  return c;
}

test.each([false, true])(
  '$geoWithin and $geoIntersects on every GeoJSON type (indexed: %s)',
  async (indexed) => {
    const c = await shapes(indexed);
    // Within the triangle: the point, the legacy pair, the collection; the line and multipoint stick out.
    expect(await ids(c, { loc: { $geoWithin: { $geometry: triangle } } })).toEqual([
      'collection',
      'legacy',
      'point',
    ]);
    expect(await ids(c, { loc: { $geoIntersects: { $geometry: triangle } } })).toEqual([
      'collection',
      'legacy',
      'line',
      'multiline',
      'multipoint',
      'point',
    ]);
    // A point in a polygon's hole is not in the polygon; on its ring it is.
    expect(
      await ids(c, { loc: { $geoIntersects: { $geometry: { type: 'Point', coordinates: [15, 15] } } } }),
    ).toEqual([]);
    expect(
      await ids(c, { loc: { $geoIntersects: { $geometry: { type: 'Point', coordinates: [12, 12] } } } }),
    ).toEqual(['holed']);
    // A line crossing the polygon with no vertex inside it still intersects it.
    const crossing = {
      type: 'LineString',
      coordinates: [
        [5, 12],
        [25, 12],
      ],
    };
    expect(await ids(c, { loc: { $geoIntersects: { $geometry: crossing } } })).toEqual(['holed']);
    // A MultiPolygon query: within either part.
    const parts = {
      type: 'MultiPolygon',
      coordinates: [[square(49, 49, 51.5, 51.5)], [square(51.8, 51.8, 54, 54)]],
    };
    expect(await ids(c, { loc: { $geoWithin: { $geometry: parts } } })).toEqual(['multipolygon']);
    // A region with a hole does not hold what lies in the hole.
    const holedRegion = { type: 'Polygon', coordinates: [square(0, 0, 5, 5), square(1.9, 1.9, 2.1, 2.1)] };
    expect(await ids(c, { loc: { $geoWithin: { $geometry: holedRegion } } })).toEqual([
      'collection',
      'legacy',
    ]);
    // $geoWithin takes Polygon and MultiPolygon only.
    const err = await failure(
      c.find({ loc: { $geoWithin: { $geometry: { type: 'Point', coordinates: [0, 0] } } } }).toArray(),
    );
    expect(err.code).toBe(2);
  },
);

test('$near and $geoNear measure to the nearest point of lines and polygons (0 inside)', async () => {
  const c = fresh();
  await c.createIndex({ loc: '2dsphere' });
  await c.insertMany([
    {
      _id: 'meridian',
      loc: {
        type: 'LineString',
        coordinates: [
          [0, -1],
          [0, 1],
        ],
      },
    },
    { _id: 'around', loc: { type: 'Polygon', coordinates: [square(4, -1, 6, 1)] } },
    { _id: 'point', loc: { type: 'Point', coordinates: [3, 0] } },
  ]);
  const out = await c
    .aggregate([
      { $geoNear: { near: { type: 'Point', coordinates: [5, 0] }, distanceField: 'd', includeLocs: 'at' } },
    ])
    .toArray();
  expect(out.map((d) => d._id)).toEqual(['around', 'point', 'meridian']);
  expect(out[0].d).toBe(0);
  expect(out[0].at).toEqual({ type: 'Polygon', coordinates: [square(4, -1, 6, 1)] });
  // One degree of the equator is 6378100 m × π / 180.
  const degree = (6378100 * Math.PI) / 180;
  expect(out[1].d).toBeCloseTo(2 * degree, 3);
  expect(out[2].d).toBeCloseTo(5 * degree, 3);
});

test('geometry a 2dsphere index cannot read is refused at insert and update (16755), nothing written', async () => {
  const c = fresh();
  await c.createIndex({ loc: '2dsphere' });
  const bad: Document[] = [
    {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
      ],
    },
    {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 2],
          [2, 0],
          [0, 2],
          [0, 0],
        ],
      ],
    },
    { type: 'LineString', coordinates: [[0, 0]] },
    { type: 'Poly', coordinates: [] },
    { type: 'Point', coordinates: [0, 91] },
    { type: 'Point', coordinates: 'here' },
  ];
  const reasons = [
    /Loop is not closed/,
    /Edges 0 and 2 cross/,
    /at least 2 vertices/,
    /unknown GeoJSON type/,
    /out of bounds/,
    /.+/,
  ];
  for (const [i, loc] of bad.entries()) {
    const err = await failure(c.insertOne({ _id: i, loc }));
    expect(err.code).toBe(16755);
    expect(err.message).toMatch(/^Can't extract geo keys: \{ _id: \d, loc: /);
    expect(err.message).toMatch(reasons[i]);
  }
  expect(await c.countDocuments()).toBe(0);
  await c.insertMany([{ _id: 'a', loc: [1, 1] }, { _id: 'b' }, { _id: 'c', loc: null }]);
  expect((await failure(c.updateOne({ _id: 'b' }, { $set: { loc: { type: 'Point' } } }))).code).toBe(16755);
  expect(
    (
      await failure(
        c.insertMany([
          { _id: 'd', loc: [0, 0] },
          { _id: 'e', loc: [0, 100] },
        ]),
      )
    ).code,
  ).toBe(16755);
  // Ordered: the first was written, the bad one not.
  expect(await ids(c, {})).toEqual(['a', 'b', 'c', 'd']);
});

test('a 2dsphere index is sparse: documents without geometry are not in it', async () => {
  const c = fresh();
  await c.createIndex({ loc: '2dsphere', kind: 1 });
  await c.insertMany([
    { _id: 1, loc: [0, 0], kind: 'a' },
    { _id: 2, kind: 'a' },
    { _id: 3, loc: [], kind: 'b' },
  ]);
  expect(await ids(c, {})).toEqual([1, 2, 3]);
  const hinted = await c.find({}).hint('loc_2dsphere_kind_1').toArray();
  expect(hinted.map((d) => d._id)).toEqual([1]);
  // Compound: the other fields filter a near query.
  await c.insertOne({ _id: 4, loc: [0.5, 0.5], kind: 'b' });
  const near = await c
    .find({ kind: 'b', loc: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } })
    .toArray();
  expect(near.map((d) => d._id)).toEqual([4]);
  // A compound index may put the geo field after others.
  expect(await c.createIndex({ kind: 1, loc: '2dsphere' })).toBe('kind_1_loc_2dsphere');
});

test('2d indexes: the [min, max) square, bits, flat $near, radian $nearSphere, $box, $center, $polygon', async () => {
  const c = fresh();
  await c.createIndex({ loc: '2d' });
  await c.insertMany([
    { _id: 1, loc: [0, 0] },
    { _id: 2, loc: { x: 3, y: 4 } },
    {
      _id: 3,
      loc: [
        [10, 10],
        [-1, -1],
      ],
    },
    { _id: 4, loc: 'not a point' },
  ]);
  // The default square is [-180, 180): 180 itself is out.
  const out = await failure(c.insertOne({ _id: 5, loc: [180, 0] }));
  expect(out.code).toBe(13027);
  expect(out.message).toMatch(/^point not in interval of \[ -180, 180 \)/);
  expect((await failure(c.insertOne({ _id: 6, loc: { type: 'Point', coordinates: [1, 1] } }))).code).toBe(
    13026,
  );
  // $near on a 2d index is flat: distances in coordinate units; a multi-location document at its nearest.
  const near = await c.find({ loc: { $near: [0, 0], $maxDistance: 5 } }).toArray();
  expect(near.map((d) => d._id)).toEqual([1, 3, 2]);
  const flat = await c.aggregate([{ $geoNear: { near: [0, 0], distanceField: 'd' } }]).toArray();
  expect(flat.map((d) => [d._id, d.d])).toEqual([
    [1, 0],
    [3, Math.SQRT2],
    [2, 5],
  ]);
  // $nearSphere and spherical $geoNear read the pairs as longitude/latitude: radians.
  const sphere = await c
    .aggregate([{ $geoNear: { near: [0, 0], distanceField: 'd', spherical: true } }])
    .toArray();
  // On the unit sphere, from (0, 0) to (3, 4): cos d = cos 3° × cos 4°.
  const rad = Math.PI / 180;
  expect(sphere[2].d).toBeCloseTo(Math.acos(Math.cos(3 * rad) * Math.cos(4 * rad)), 9);
  expect(
    (await c.find({ loc: { $nearSphere: [0, 0], $maxDistance: 0.05 } }).toArray()).map((d) => d._id),
  ).toEqual([1, 3]);
  // The manual's shapes; a document with several locations matches when one of them is inside.
  expect(
    await ids(c, {
      loc: {
        $geoWithin: {
          $box: [
            [0, 0],
            [100, 100],
          ],
        },
      },
    }),
  ).toEqual([1, 2, 3]);
  expect(await ids(c, { loc: { $geoWithin: { $center: [[0, 0], 5] } } })).toEqual([1, 2, 3]);
  expect(
    await ids(c, {
      loc: {
        $geoWithin: {
          $polygon: [
            [0, 0],
            [3, 6],
            [6, 0],
          ],
        },
      },
    }),
  ).toEqual([1, 2]);
  expect(
    await ids(c, {
      loc: {
        $within: {
          $box: [
            [-2, -2],
            [11, 11],
          ],
        },
      },
    }),
  ).toEqual([1, 2, 3]);
  // Other bounds and bits.
  const wide = fresh();
  await wide.createIndex({ loc: '2d' }, { min: -500, max: 500, bits: 32 });
  await wide.insertOne({ _id: 1, loc: [400, -400] });
  expect((await wide.find({ loc: { $near: [399, -399] } }).toArray()).map((d) => d._id)).toEqual([1]);
  expect((await failure(fresh().createIndex({ loc: '2d' }, { bits: 33 }))).code).toBe(16803);
  expect((await failure(fresh().createIndex({ a: 1, loc: '2d' }))).code).toBe(16801);
  expect((await failure(fresh().createIndex({ loc: '2d', other: '2d' }))).code).toBe(16800);
});

test('listIndexes and explain show geo indexes and plans', async () => {
  const c = fresh();
  await c.createIndex({ loc: '2dsphere' });
  await c.createIndex({ pos: '2d' }, { min: 0, max: 10, bits: 20 });
  await c.insertMany([{ _id: 1, loc: [1, 1], pos: [1, 1] }]);
  const indexes = await c.listIndexes().toArray();
  expect(indexes[1]).toMatchObject({
    key: { loc: '2dsphere' },
    name: 'loc_2dsphere',
    '2dsphereIndexVersion': 3,
  });
  expect(indexes[2]).toMatchObject({ key: { pos: '2d' }, name: 'pos_2d', min: 0, max: 10, bits: 20 });
  const near = await c
    .find({ loc: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } })
    .explain();
  expect(near.queryPlanner.winningPlan).toMatchObject({
    stage: 'GEO_NEAR_2DSPHERE',
    keyPattern: { loc: '2dsphere' },
  });
  const flat = await c.find({ pos: { $near: [0, 0] } }).explain();
  expect(flat.queryPlanner.winningPlan).toMatchObject({ stage: 'GEO_NEAR_2D', keyPattern: { pos: '2d' } });
  const within = await c
    .find({
      loc: {
        $geoWithin: {
          $box: [
            [0, 0],
            [2, 2],
          ],
        },
      },
    })
    .explain('executionStats');
  expect(within.queryPlanner.winningPlan.inputStage).toMatchObject({
    stage: 'IXSCAN',
    indexName: 'loc_2dsphere',
  });
  expect(within.executionStats.nReturned).toBe(1);
});
