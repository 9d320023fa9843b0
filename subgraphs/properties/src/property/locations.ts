import { type Connection, type Model, Schema } from 'mongoose';
import { escapeRegExp } from './filters';
import type { PropertyModel } from './model';

/**
 * The distinct normalized locations (`locationKey`) of all properties, one small document each, in the
 * collection `propertyLocations` (owned here). A destination search first finds the few keys that contain the
 * text here (a scan of hundreds of short strings instead of every property), then reads each key's properties
 * through an index in sort order. Keys are added on every write that sets a location and at start-up from the
 * properties themselves; they are never removed (a key with no property left only costs one empty lookup).
 */
const locationSchema = new Schema(
  { _id: { type: String, required: true } },
  { collection: 'propertyLocations' },
);

export type LocationModel = Model<{ _id: string; createdAt?: Date }>;

export function locationModel(connection: Connection): LocationModel {
  return (
    (connection.models.PropertyLocation as LocationModel | undefined) ??
    connection.model<{ _id: string; createdAt?: Date }>('PropertyLocation', locationSchema)
  );
}

export async function rememberLocations(locations: LocationModel, keys: readonly string[]): Promise<void> {
  const distinct = [...new Set(keys.filter(Boolean))];
  if (!distinct.length) return;
  await locations.bulkWrite(
    distinct.map((key) => ({
      updateOne: { filter: { _id: key }, update: { $setOnInsert: { createdAt: new Date() } }, upsert: true },
    })),
    { ordered: false },
  );
}

/** Start-up: every key the properties have (writes made while this subgraph was down, bulk loads). */
export async function backfillLocations(properties: PropertyModel, locations: LocationModel): Promise<void> {
  const keys = (await properties.distinct('locationKey').exec()) as unknown[];
  await rememberLocations(
    locations,
    keys.filter((key): key is string => typeof key === 'string'),
  );
}

/** The stored keys containing the (normalized) text; at most `max + 1`, so callers can tell "too many". */
export async function locationsContaining(
  locations: LocationModel,
  text: string,
  max: number,
): Promise<string[]> {
  const rows = await locations
    .find({ _id: { $regex: escapeRegExp(text) } })
    .limit(max + 1)
    .lean()
    .exec();
  return rows.map((row) => row._id);
}
