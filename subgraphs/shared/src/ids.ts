import { Types } from 'mongoose';
import { isObjectIdString } from '@stays/contracts';

/** The ObjectId for a client-supplied id, or null when it cannot be one (so lookups answer "not found"). */
export function toObjectId(value: unknown): Types.ObjectId | null {
  return isObjectIdString(value) ? new Types.ObjectId(value) : null;
}
