import {
  approximatePoint,
  callInternal,
  can,
  type Caller,
  geoPoint,
  isObjectIdString,
  latLngOf,
  type LatLng,
} from '@stays/subgraph-shared';
import DataLoader from 'dataloader';
import type { PropertiesContext } from '../context';
import type { PropertyModel } from './model';
import { propertyResource } from './visibility';

/**
 * Where the public sees a listing (issue 44): its approximate point, stored beside the exact one (`approxPoint`,
 * its own 2dsphere index) so a map's box is searched in the database on what the map shows.
 */
export const APPROX_INDEX = { approxPoint: '2dsphere' } as const;

/** The stored approximate point of a listing at `point`, or undefined without one. */
export function approxPointFor(id: unknown, point: unknown) {
  const exact = latLngOf(point);
  if (!exact) return undefined;
  const near = approximatePoint(String(id), exact);
  return geoPoint(near.latitude, near.longitude);
}

/** Creates the approximate point's 2dsphere index; a database that refuses geo indexes is logged (model.ts). */
export async function ensureApproxIndex(properties: PropertyModel, log: (message: string) => void) {
  try {
    await properties.collection.createIndex(APPROX_INDEX);
  } catch (error) {
    const refused =
      error instanceof Error &&
      (error as { codeName?: string }).codeName === 'CannotCreateIndex' &&
      /not supported by the embedded server/.test(error.message);
    if (!refused) throw error;
    log(`no 2dsphere index on properties.approxPoint: ${error.message}`);
  }
}

/** Listings stored with a point but no approximate point (written before it existed, or past the hooks) get one. */
export async function backfillApproxPoints(properties: PropertyModel, log: (message: string) => void) {
  const stale = await properties
    .find({ point: { $exists: true }, approxPoint: { $exists: false } }, { point: 1 })
    .lean()
    .exec();
  const writes = stale.flatMap((doc) => {
    const approxPoint = approxPointFor(doc._id, doc.point);
    return approxPoint
      ? [{ updateOne: { filter: { _id: doc._id }, update: { $set: { approxPoint } } } }]
      : [];
  });
  if (!writes.length) return;
  await properties.bulkWrite(writes);
  log(`approximate points added to ${writes.length} properties`);
}

/**
 * Of the given properties, those where the signed-in caller has a confirmed (approved) stay: the bookings
 * subgraph's `POST /internal/guest-stays`, which owns that fact. When it cannot answer, none counts (the exact
 * point stays hidden).
 */
export function createStayLoader(caller: Caller, log: (message: string) => void) {
  return new DataLoader<string, boolean>(
    async (ids) => {
      const valid = [...new Set(ids.filter(isObjectIdString))];
      if (!caller.userId || valid.length === 0) return ids.map(() => false);
      const answer = await callInternal<{ propertyIds?: unknown }>('bookings', '/internal/guest-stays', {
        guestId: caller.userId,
        propertyIds: valid,
      }).catch((error: unknown) => {
        log(`stay lookup failed, exact points stay hidden: ${String(error)}`);
        return null;
      });
      const confirmed = new Set(Array.isArray(answer?.propertyIds) ? answer.propertyIds.map(String) : []);
      return ids.map((id) => confirmed.has(id));
    },
    { maxBatchSize: 1000 },
  );
}

interface Located {
  id?: unknown;
  _id?: unknown;
  hostId?: unknown;
  status?: string | null;
  hostBlocked?: boolean | null;
  point?: unknown;
  approxPoint?: unknown;
}

/**
 * The point a caller is answered: the exact one for whom the policy allows (`property.readExactLocation`: the
 * host, the moderators, a guest with a confirmed stay), the approximate one for everyone else; null without a
 * point. The bookings subgraph is asked only for signed-in callers the rest of the rule did not already admit.
 */
export async function shownPoint(property: Located, context: PropertiesContext): Promise<LatLng | null> {
  const exact = latLngOf(property.point);
  if (!exact) return null;
  const id = String(property.id ?? property._id);
  const resource = propertyResource(property);
  if (can('property.readExactLocation', context.caller, resource)) return exact;
  if (context.caller.userId !== null) {
    const stayConfirmed = await context.loaders.stayAt.load(id);
    if (can('property.readExactLocation', context.caller, { ...resource, stayConfirmed })) return exact;
  }
  return latLngOf(property.approxPoint) ?? approximatePoint(id, exact);
}
