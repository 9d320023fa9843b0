import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';
import { type GraphQLObject, ROLES } from '@stays/subgraph-shared';

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
    /** Bumped on logout, block and role change; a session token of another version is refused. */
    sessionVersion: { type: Number, required: true, default: 0 },
  },
  { timestamps: true, collection: 'users' },
);

userSchema.pre('validate', function keepKeys() {
  this.usernameKey = typeof this.username === 'string' ? this.username.trim().toLowerCase() : undefined;
  this.emailKey = typeof this.email === 'string' && this.email ? this.email.trim().toLowerCase() : undefined;
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

userSchema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function keepKeysOnUpdate() {
  const update = this.getUpdate();
  if (update && !Array.isArray(update)) this.setUpdate(withSignInKeys(update as Record<string, unknown>));
});
userSchema.pre(['replaceOne', 'findOneAndReplace'], function keepKeysOnReplace() {
  const update = this.getUpdate();
  if (update && !Array.isArray(update))
    this.setUpdate(withSignInKeys(update as Record<string, unknown>, true));
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
