import fc from 'fast-check';
import { getDistance, isPointInPolygon } from 'geolib';
import type { Collection, Document } from 'mongodb';
import { driverFixture, type DriverFixture } from '../helpers/target';

/**
 * Random points and regions, queried on a collection with a 2dsphere index and on one without, against geolib
 * (an independent implementation): great-circle distances and nearest-first order ($near, $geoNear), and
 * containment ($centerSphere, $box, $geometry Polygon). Points closer to a boundary than the two methods'
 * differences (geolib's planar polygons, its acos and its Earth radius) are left out of the comparison.
 */
type Place = Document & { _id?: number };
let fx: DriverFixture;
let indexed: Collection<Place>;
let plain: Collection<Place>;

/** MongoDB's Earth radius and geolib's: distances compare as angles. */
const MONGO_RADIUS = 6378100;
const GEOLIB_RADIUS = 6378137;
/** geolib in radians, rounded to a nanometre (its default rounds to a metre). */
const refAngle = (a: [number, number], b: [number, number]): number =>
  getDistance({ longitude: a[0], latitude: a[1] }, { longitude: b[0], latitude: b[1] }, 1e-9) / GEOLIB_RADIUS;
/**
 * The angle the comparison tolerates, about 30 cm on the Earth: geolib takes the acos of a cosine, which cannot
 * tell angles below about 2e-8 radians from 0.
 */
const TOLERANCE = 5e-8;

beforeAll(async () => {
  fx = await driverFixture('geoprop');
  indexed = fx.db.collection<Place>('indexed');
  plain = fx.db.collection<Place>('plain');
  await indexed.createIndex({ loc: '2dsphere' });
});
afterAll(() => fx.close());

const lngLat = (lng: [number, number], lat: [number, number]): fc.Arbitrary<[number, number]> =>
  fc.tuple(
    fc.double({ min: lng[0], max: lng[1], noNaN: true }),
    fc.double({ min: lat[0], max: lat[1], noNaN: true }),
  );

/** Points in a region: a city-sized one (neighbours and ties), a continent, or the whole globe. */
const pointSets = fc.oneof(
  fc.array(lngLat([2.2, 2.5], [48.8, 48.95]), { minLength: 1, maxLength: 40 }),
  fc.array(lngLat([-20, 40], [20, 65]), { minLength: 1, maxLength: 40 }),
  fc.array(lngLat([-180, 180], [-89, 89]), { minLength: 1, maxLength: 40 }),
);

async function load(points: Array<[number, number]>): Promise<void> {
  const docs = points.map((p, i) => ({ _id: i, loc: { type: 'Point', coordinates: p } }));
  for (const c of [indexed, plain]) {
    await c.deleteMany({});
    await c.insertMany(docs.map((d) => ({ ...d })));
  }
}

const ids = async (c: Collection<Place>, filter: Document): Promise<number[]> =>
  (await c.find(filter).toArray()).map((d) => d._id as number).sort((a, b) => a - b);

test('$near and $geoNear: nearest first, at geolib great-circle distances, within $maxDistance', async () => {
  await fc.assert(
    fc.asyncProperty(
      pointSets,
      lngLat([-180, 180], [-89, 89]),
      fc.double({ min: 0, max: Math.PI, noNaN: true }),
      async (points, from, maxAngle) => {
        await load(points);
        const geometry = { type: 'Point', coordinates: from };
        const ref = points.map((p) => refAngle(from, p));
        const near = await indexed
          .find({ loc: { $near: { $geometry: geometry, $maxDistance: maxAngle * MONGO_RADIUS } } })
          .toArray();
        const order = near.map((d) => d._id as number);
        // Nearest first.
        for (let i = 1; i < order.length; i++)
          expect(ref[order[i - 1]]).toBeLessThanOrEqual(ref[order[i]] + TOLERANCE);
        // Everything clearly inside the distance is there, nothing clearly outside.
        for (let i = 0; i < points.length; i++) {
          if (ref[i] < maxAngle - TOLERANCE) expect(order).toContain(i);
          if (ref[i] > maxAngle + TOLERANCE) expect(order).not.toContain(i);
        }
        const stage = await indexed
          .aggregate([{ $geoNear: { near: geometry, distanceField: 'd', spherical: true } }])
          .toArray();
        expect(stage).toHaveLength(points.length);
        for (const doc of stage)
          expect(Math.abs(doc.d / MONGO_RADIUS - ref[doc._id])).toBeLessThan(TOLERANCE);
        for (let i = 1; i < stage.length; i++) expect(stage[i - 1].d).toBeLessThanOrEqual(stage[i].d);
        // A limit gives the first of that order.
        const three = await indexed
          .find({ loc: { $near: { $geometry: geometry } } })
          .limit(3)
          .toArray();
        expect(three.map((d) => ref[d._id as number])).toEqual(stage.slice(0, 3).map((d) => ref[d._id]));
      },
    ),
    { numRuns: 40 },
  );
});

test('$geoWithin $centerSphere, with and without an index, agrees with geolib distances', async () => {
  await fc.assert(
    fc.asyncProperty(
      pointSets,
      lngLat([-180, 180], [-89, 89]),
      fc.double({ min: 0, max: 1.5, noNaN: true }),
      async (points, centre, radius) => {
        await load(points);
        const filter = { loc: { $geoWithin: { $centerSphere: [centre, radius] } } };
        const withIndex = await ids(indexed, filter);
        expect(await ids(plain, filter)).toEqual(withIndex);
        points.forEach((p, i) => {
          const d = refAngle(centre, p);
          if (d < radius - TOLERANCE) expect(withIndex).toContain(i);
          if (d > radius + TOLERANCE) expect(withIndex).not.toContain(i);
        });
      },
    ),
    { numRuns: 40 },
  );
});

const asGeolib = (p: readonly number[]) => ({ longitude: p[0], latitude: p[1] });

test('$geoWithin $box, with and without an index, agrees with geolib', async () => {
  await fc.assert(
    fc.asyncProperty(
      pointSets,
      lngLat([-180, 180], [-89, 89]),
      lngLat([-180, 180], [-89, 89]),
      async (points, a, b) => {
        await load(points);
        const [x1, x2] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
        const [y1, y2] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
        const filter = { loc: { $geoWithin: { $box: [a, b] } } };
        const withIndex = await ids(indexed, filter);
        expect(await ids(plain, filter)).toEqual(withIndex);
        const corners = [asGeolib([x1, y1]), asGeolib([x2, y1]), asGeolib([x2, y2]), asGeolib([x1, y2])];
        const expected = points
          .map((p, i) => [p, i] as const)
          .filter(([p]) => isPointInPolygon(asGeolib(p), corners))
          .map(([, i]) => i);
        // geolib leaves out the boundary on one side: the comparison leaves out points on it.
        const onEdge = (p: [number, number]) => p[0] === x1 || p[0] === x2 || p[1] === y1 || p[1] === y2;
        expect(withIndex.filter((i) => !onEdge(points[i]))).toEqual(
          expected.filter((i) => !onEdge(points[i])),
        );
      },
    ),
    { numRuns: 40 },
  );
});

/**
 * A star-shaped (so simple) polygon around a centre, of up to about 1.5° across, between latitudes ±60: short
 * enough edges that a great-circle edge and geolib's straight one stay within 0.005° of each other.
 */
const polygons = fc
  .record({
    centre: lngLat([-170, 170], [-58, 58]),
    radii: fc.array(fc.double({ min: 0.1, max: 0.75, noNaN: true }), { minLength: 3, maxLength: 12 }),
  })
  .map(({ centre, radii }) =>
    radii.map((r, k): [number, number] => {
      const angle = (2 * Math.PI * k) / radii.length;
      return [centre[0] + r * Math.cos(angle), centre[1] + r * Math.sin(angle)];
    }),
  );

/** Planar distance from a point to a segment, in degrees: how close to an edge a point is. */
function nearEdge(p: [number, number], ring: Array<[number, number]>, margin: number): boolean {
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
    if (Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy) < margin) return true;
  }
  return false;
}

test('$geoWithin $geometry Polygon, with and without an index, agrees with geolib away from the edges', async () => {
  await fc.assert(
    fc.asyncProperty(
      polygons,
      fc.array(
        fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })),
        {
          minLength: 1,
          maxLength: 40,
        },
      ),
      async (ring, offsets) => {
        const cx = ring.reduce((s, p) => s + p[0], 0) / ring.length;
        const cy = ring.reduce((s, p) => s + p[1], 0) / ring.length;
        const points = offsets.map(([dx, dy]): [number, number] => [cx + dx, cy + dy]);
        await load(points);
        const polygon = { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
        const filter = { loc: { $geoWithin: { $geometry: polygon } } };
        const withIndex = await ids(indexed, filter);
        expect(await ids(plain, filter)).toEqual(withIndex);
        const shape = ring.map(asGeolib);
        points.forEach((p, i) => {
          if (nearEdge(p, ring, 0.005)) return;
          if (isPointInPolygon(asGeolib(p), shape)) expect(withIndex).toContain(i);
          else expect(withIndex).not.toContain(i);
        });
      },
    ),
    { numRuns: 40 },
  );
});
