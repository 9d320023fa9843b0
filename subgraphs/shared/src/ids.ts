import { Types } from 'mongoose';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** True only for the 24-hex form: mongoose's own check also accepts any 12-character string. */
export function isObjectIdString(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}

/** The ObjectId for a client-supplied id, or null when it cannot be one (so lookups answer "not found"). */
export function toObjectId(value: unknown): Types.ObjectId | null {
  return isObjectIdString(value) ? new Types.ObjectId(value) : null;
}
