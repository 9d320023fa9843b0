import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';
import { type GraphQLObject, ROLES } from '@stays/subgraph-shared';
import { userSearchKeysFor } from './accountKeys';

/** Accounts. Owned by the users subgraph: collection `users`. */
export const userSchema = new Schema(
  {
    username: { type: String, required: true, trim: true },
    email: { type: String, trim: true, lowercase: true },
    /** bcrypt hash; never selected unless asked for (login), never in any GraphQL type. */
    passwordHash: { type: String, required: true, select: false },
    firstName: { type: String, trim: true },
    lastName: { type: String, trim: true },
    role: { type: String, enum: ROLES, required: true, default: 'visitor' },
    isBlocked: { type: Boolean, required: true, default: false },
    profileImageUrl: { type: String },
    /** Lower-cased username and email: the unique, case-insensitive sign-in keys (kept by a validate hook). */
    usernameKey: { type: String },
    emailKey: { type: String },
    /** What the staff and admin user search reads (`userSearchKeysFor`), kept by the hooks below. */
    searchKeys: { type: [String], default: undefined, select: false },
    /** Bumped on logout, block and role change; a session token of another version is refused. */
    sessionVersion: { type: Number, required: true, default: 0 },
    /** When its guest deleted the account (the account page): its name, email and password are erased. */
    deletedAt: { type: Date },
  },
  { timestamps: true, collection: 'users' },
);

userSchema.pre('validate', function keepKeys() {
  this.usernameKey = typeof this.username === 'string' ? this.username.trim().toLowerCase() : undefined;
  this.emailKey = typeof this.email === 'string' && this.email ? this.email.trim().toLowerCase() : undefined;
  this.searchKeys = userSearchKeysFor(this);
});

const keyOf = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;

/**
 * The same keys for writes that skip validation (updateOne, findOneAndUpdate, replaceOne...): an update that sets
 * username or email sets its key too, one that unsets them unsets it. Returns the update to send; aggregation
 * pipeline updates are left alone.
 */
export function withSignInKeys(
  update: Record<string, unknown>,
  replacement = false,
): Record<string, unknown> {
  const changes: Array<[field: string, key: string]> = [
    ['username', 'usernameKey'],
    ['email', 'emailKey'],
  ];
  const result: Record<string, unknown> = { ...update };
  if (replacement) {
    for (const [field, key] of changes) {
      const value = keyOf(result[field]);
      if (value) result[key] = value;
      else delete result[key];
    }
    return result;
  }
  const set = { ...(result.$set as Record<string, unknown> | undefined) };
  const unset = { ...(result.$unset as Record<string, unknown> | undefined) };
  for (const [field, key] of changes) {
    // A top-level field in an update document is a $set.
    const value = field in set ? set[field] : result[field];
    if (field in set || field in result) {
      const derived = keyOf(value);
      if (derived) set[key] = derived;
      else {
        unset[key] = 1;
        delete set[key];
      }
    } else if (field in unset) unset[key] = 1;
  }
  if (Object.keys(set).length > 0) result.$set = set;
  if (Object.keys(unset).length > 0) result.$unset = unset;
  return result;
}

const SEARCHED = ['firstName', 'lastName', 'username', 'email'] as const;
/** The accounts an update of a searched field is about to change, whose search keys are derived again after it. */
const touched = new WeakMap<object, unknown[]>();

userSchema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], async function keepKeysOnUpdate() {
  const update = this.getUpdate();
  if (!update || Array.isArray(update)) return;
  this.setUpdate(withSignInKeys(update as Record<string, unknown>));
  // An update names only the fields it changes, and the keys come from all four: note the accounts, and
  // derive their keys from what they hold afterwards (post hook).
  const parts = [update, update.$set, update.$unset].filter(Boolean) as Array<Record<string, unknown>>;
  if (SEARCHED.some((field) => parts.some((part) => field in part)))
    touched.set(this, await this.model.find(this.getFilter()).distinct('_id').exec());
});
userSchema.post(['updateOne', 'updateMany', 'findOneAndUpdate'], async function deriveSearchKeys() {
  const ids = touched.get(this);
  if (!ids?.length) return;
  const accounts = await this.model
    .find({ _id: { $in: ids } })
    .select({ firstName: 1, lastName: 1, username: 1, email: 1 })
    .lean<Array<{ _id: unknown } & Parameters<typeof userSearchKeysFor>[0]>>()
    .exec();
  await this.model.bulkWrite(
    accounts.map((account) => ({
      updateOne: {
        filter: { _id: account._id },
        update: { $set: { searchKeys: userSearchKeysFor(account) } },
      },
    })),
  );
});
userSchema.pre(['replaceOne', 'findOneAndReplace'], function keepKeysOnReplace() {
  const update = this.getUpdate();
  if (update && !Array.isArray(update)) {
    const replacement = withSignInKeys(update as Record<string, unknown>, true);
    this.setUpdate({ ...replacement, searchKeys: userSearchKeysFor(replacement) });
  }
});

// Sign-in looks users up by username or email, case-insensitively; both keys are unique (email where present).
userSchema.index(
  { usernameKey: 1 },
  { unique: true, partialFilterExpression: { usernameKey: { $type: 'string' } } },
);
userSchema.index(
  { emailKey: 1 },
  { unique: true, partialFilterExpression: { emailKey: { $type: 'string' } } },
);
// Admin and staff lists filter by role, newest first (_id orders accounts made in the same millisecond, so
// pages neither repeat nor skip one).
userSchema.index({ role: 1, createdAt: -1, _id: -1 });
// Every account newest first (the admin's unfiltered list, and staff's host + visitor list, read with a hint).
userSchema.index({ createdAt: -1, _id: -1 });
// The user search: one role, then an anchored prefix of a search key (an array: one entry per key).
userSchema.index({ role: 1, searchKeys: 1 });
// The properties subgraph's image sweep asks which uploads are profile photos (account/profilePhotos.ts).
userSchema.index(
  { profileImageUrl: 1 },
  { partialFilterExpression: { profileImageUrl: { $type: 'string' } } },
);

export type UserRecord = InferSchemaType<typeof userSchema>;
export type UserModel = Model<UserRecord>;
/** Set on a sign-in answer's user: it is the caller's own account, so its email is shown. */
export const OWN = Symbol('own');
/** An account as its resolvers receive it (the codegen mapper of `User`). */
export type UserObject = GraphQLObject<UserRecord> & { [OWN]?: boolean };

export function userModel(connection: Connection): UserModel {
  return (
    (connection.models.User as UserModel | undefined) ?? connection.model<UserRecord>('User', userSchema)
  );
}

/** Accounts stored before the search keys existed (or written around the model) get them; one pass at start. */
export async function backfillUserSearchKeys(users: UserModel): Promise<number> {
  const stale = await users
    .find({ searchKeys: { $exists: false } })
    .select({ firstName: 1, lastName: 1, username: 1, email: 1 })
    .lean()
    .exec();
  if (!stale.length) return 0;
  await users.bulkWrite(
    stale.map((account) => ({
      updateOne: {
        filter: { _id: account._id },
        update: { $set: { searchKeys: userSearchKeysFor(account) } },
      },
    })),
  );
  return stale.length;
}
