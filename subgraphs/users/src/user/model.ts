import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';
import { ROLES } from '@stays/subgraph-shared';

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
  },
  { timestamps: true, collection: 'users' },
);

// Sign-in looks users up by username or email; both are unique (email only where present).
userSchema.index({ username: 1 }, { unique: true });
userSchema.index({ email: 1 }, { unique: true, partialFilterExpression: { email: { $type: 'string' } } });
// Admin and staff lists filter by role, newest first.
userSchema.index({ role: 1, createdAt: -1 });

export type UserRecord = InferSchemaType<typeof userSchema>;
export type UserModel = Model<UserRecord>;

export function userModel(connection: Connection): UserModel {
  return (
    (connection.models.User as UserModel | undefined) ?? connection.model<UserRecord>('User', userSchema)
  );
}
