import { type Connection, type InferSchemaType, type Model, Schema, type Types } from 'mongoose';
import { SESSION_LIFETIME_SECONDS } from '@stays/subgraph-shared';

/**
 * Sessions ended one by one (logout in one browser, issue 30): the gateway refuses a token whose session id is
 * here. A record is needed only while such a token could still be valid, so it expires with the longest one
 * (a TTL index). Ending every session of an account is the account's session version instead (model.ts).
 */
export const endedSessionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    sessionId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'endedSessions', versionKey: false },
);
endedSessionSchema.index({ userId: 1, expiresAt: 1 });
endedSessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type EndedSessionRecord = InferSchemaType<typeof endedSessionSchema>;
export type EndedSessionModel = Model<EndedSessionRecord>;

export function endedSessionModel(connection: Connection): EndedSessionModel {
  return (
    (connection.models.EndedSession as EndedSessionModel | undefined) ??
    connection.model<EndedSessionRecord>('EndedSession', endedSessionSchema)
  );
}

/** Ends one session of an account until every token it could have has expired. */
export async function endSession(
  ended: EndedSessionModel,
  userId: Types.ObjectId,
  sessionId: string,
  now = new Date(),
): Promise<void> {
  await ended.create({
    userId,
    sessionId,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000),
  });
}

/** Per account, the ids of its sessions ended one by one that could still be presented. */
export async function endedSessionsOf(
  ended: EndedSessionModel,
  userIds: Types.ObjectId[],
  now = new Date(),
): Promise<Map<string, string[]>> {
  const found = await ended
    .find({ userId: { $in: userIds }, expiresAt: { $gt: now } })
    .select({ userId: 1, sessionId: 1 })
    .lean()
    .exec();
  const byUser = new Map<string, string[]>();
  for (const record of found) {
    const key = String(record.userId);
    byUser.set(key, [...(byUser.get(key) ?? []), record.sessionId]);
  }
  return byUser;
}
