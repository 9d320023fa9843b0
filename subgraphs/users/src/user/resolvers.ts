import {
  can,
  type Caller,
  conflict,
  forbidden,
  toGraphQL,
  toObjectId,
  unauthenticated,
} from '@stays/subgraph-shared';
import bcrypt from 'bcryptjs';
import type { Resolvers } from '../__generated__/resolvers-types';
import { invalidInput, isDuplicateKey } from '../errors';
import type { HostApplicationContext } from '../host-application/resolvers';
import { validateApplication } from '../host-application/validation';
import { type EndedSessionModel, endSession } from './endedSessions';
import type { UserLoaders } from './loaders';
import { changeRole, countUsers, listUsers, setBlocked } from './management';
import { BCRYPT_COST } from './accountKeys';
import { OWN, type UserModel, type UserObject } from './model';
import {
  MAX_FIELD_LENGTH,
  type RegisterInput,
  validateCredentials,
  validateRegistration,
} from './validation';

/**
 * Whether the caller reads a user's address (policy row user.readEmail), and with it the username: never public
 * (not a host's either), anyone reads their own, moderators all, and a host the address of a guest who has a
 * booking at one of their properties (asked of the bookings subgraph once per request, batched).
 */
async function readsAddress(user: UserObject, context: UsersContext): Promise<boolean> {
  const resource = { ownerId: user.id, role: user.role };
  if (user[OWN] || can('user.readEmail', context.caller, resource)) return true;
  if (context.caller.role !== 'host' || !(await context.loaders.isGuestOfCaller.load(user.id))) return false;
  return can('user.readEmail', context.caller, { ...resource, hostId: context.caller.userId });
}

export interface UsersContext {
  caller: Caller;
  loaders: UserLoaders;
  /** The users collection, for the account mutations (sign-in, registration, upgrade, logout). */
  users: UserModel;
  /** Sessions ended one by one (logout), refused by the gateway until they would have expired. */
  endedSessions: EndedSessionModel;
}

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const BLOCKED = 'Your account has been blocked. Please contact support.';
export const STAFF_ONLY = 'Access denied. Staff privileges required.';
export const APPLY_TO_HOST =
  'A visitor account becomes a host through a host application, reviewed by our team within 3-5 business days';

/**
 * Compared against when no account matches, so an unknown username costs the same bcrypt time as a wrong
 * password and the two cannot be told apart by timing. Made by the first sign-in, known user or not (so that one
 * costs the same either way too), not when the module loads: a process that never signs anyone in never pays it.
 */
let dummyHash: Promise<string> | undefined;
const theDummyHash = () => (dummyHash ??= bcrypt.hash('not-a-real-password-0000', BCRYPT_COST));

async function loadUser(id: string, context: UsersContext) {
  return toGraphQL<UserObject>(await context.loaders.userById.load(id));
}

const keyOf = (identifier: unknown) =>
  typeof identifier === 'string' ? identifier.trim().toLowerCase() : '';

export type UserDoc = { _id: unknown; role: string; isBlocked: boolean; sessionVersion?: number | null };

export function authResult(user: UserDoc) {
  return { user: { ...toGraphQL<UserObject>(user), [OWN]: true }, sessionVersion: user.sessionVersion ?? 0 };
}

/** Checks credentials: the same message and about the same time for an unknown user and a wrong password. */
async function authenticate(users: UserModel, username: unknown, password: unknown) {
  const missing = validateCredentials(username, password);
  if (missing) throw invalidInput(missing);
  const dummy = await theDummyHash();
  const key = keyOf(username);
  const user = await users
    .findOne({ $or: [{ usernameKey: key }, { emailKey: key }] })
    .select('+passwordHash')
    .lean()
    .exec();
  const matches = await bcrypt.compare(password as string, user?.passwordHash ?? dummy);
  if (!user || !matches) throw unauthenticated(INVALID_CREDENTIALS);
  if (user.isBlocked) throw forbidden(BLOCKED);
  return user as UserDoc;
}

/**
 * A new account, signed in. A host registration (the host landing) is a visitor account and its pending host
 * application, checked together: nobody becomes a host without the staff review the form promises (issue 46).
 */
async function register(
  context: Pick<HostApplicationContext, 'users' | 'hostApplications'>,
  input: RegisterInput,
) {
  const { users } = context;
  const checked = validateRegistration(input ?? {});
  const applying = (input?.role ?? '') === 'host';
  const application = applying ? validateApplication(input) : null;
  const errors = {
    ...(checked.ok ? {} : checked.errors),
    ...(application && !application.ok ? application.errors : {}),
  };
  if (!checked.ok || (application && !application.ok)) throw invalidInput(errors);
  const { password, ...account } = checked.value;
  const usernameKey = account.username.toLowerCase();
  const taken = await users
    .findOne({
      $or: [
        { usernameKey },
        { emailKey: usernameKey },
        { usernameKey: account.email },
        { emailKey: account.email },
      ],
    })
    .select({ usernameKey: 1, emailKey: 1 })
    .lean()
    .exec();
  if (taken) {
    throw conflict(
      taken.emailKey === account.email || taken.usernameKey === account.email
        ? 'An account with this email already exists'
        : 'Username already exists',
    );
  }
  const passwordHash = await bcrypt.hash(password, BCRYPT_COST);
  try {
    const created = await users.create({ ...account, role: 'visitor', passwordHash });
    if (application?.ok) {
      try {
        await context.hostApplications.create({ ...application.value, userId: created._id });
      } catch (error) {
        // Nothing half-written: without its application the account is not made either.
        await users.deleteOne({ _id: created._id }).exec();
        throw error;
      }
    }
    return authResult(created.toObject() as UserDoc);
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (isDuplicateKey(error)) {
      throw conflict(
        /email/i.test(JSON.stringify(error.keyPattern ?? error.message ?? ''))
          ? 'An account with this email already exists'
          : 'Username already exists',
      );
    }
    throw error;
  }
}

export const userResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, context) => {
      if (!can('user.readSelf', context.caller) || !context.caller.userId) return null;
      return loadUser(context.caller.userId, context);
    },
    users: (_parent, args, context) => listUsers(context.users, context.caller, args),
    userCount: (_parent, args, context) => countUsers(context.users, context.caller, args.roles),
  },
  Mutation: {
    login: async (_parent, args, context) =>
      authResult(await authenticate(context.users, args.username, args.password)),
    staffLogin: async (_parent, args, context) => {
      const user = await authenticate(context.users, args.username, args.password);
      if (!can('user.staffSignIn', context.caller, { role: user.role })) throw forbidden(STAFF_ONLY);
      return authResult(user);
    },
    register: async (_parent, args, context) => register(context, args.input),
    checkUser: async (_parent, args, context) => {
      const key = keyOf(args.identifier);
      // No account has an empty or over-long name: nothing to look up.
      if (!key || key.length > MAX_FIELD_LENGTH) return { exists: false, isHost: false };
      const user = await context.users
        .findOne({ $or: [{ usernameKey: key }, { emailKey: key }] })
        .select({ role: 1 })
        .lean()
        .exec();
      return { exists: Boolean(user), isHost: user?.role === 'host' || user?.role === 'admin' };
    },
    // One rule (issue 30): a visitor becomes a host only through a reviewed application; a host (or an admin,
    // who may host) signing in on the host pages gets its account back as a sign-in does.
    upgradeToHost: async (_parent, _args, context) => {
      const id = toObjectId(context.caller.userId);
      if (!id) throw unauthenticated();
      const current = await context.users.findById(id).lean().exec();
      if (!current) throw unauthenticated();
      if (current.role === 'host' || current.role === 'admin') return authResult(current as UserDoc);
      throw forbidden(APPLY_TO_HOST);
    },
    logout: async (_parent, _args, context) => {
      const id = toObjectId(context.caller.userId);
      if (!id) return false;
      // This browser's session only; a caller without a session id (a token from before session ids) can only
      // be signed out by ending every session of the account.
      if (context.caller.sessionId) await endSession(context.endedSessions, id, context.caller.sessionId);
      else await context.users.updateOne({ _id: id }, { $inc: { sessionVersion: 1 } }).exec();
      return true;
    },
    logoutEverywhere: async (_parent, _args, context) => {
      const id = toObjectId(context.caller.userId);
      if (!id) return false;
      await context.users.updateOne({ _id: id }, { $inc: { sessionVersion: 1 } }).exec();
      return true;
    },
    setUserRole: (_parent, args, context) => changeRole(context.users, context.caller, args.id, args.role),
    setUserBlocked: (_parent, args, context) =>
      setBlocked(context.users, context.caller, args.id, args.isBlocked),
  },
  User: {
    email: async (user, _args, context) =>
      (await readsAddress(user, context)) ? (user.email ?? null) : null,
    // The sign-in name is the email for most accounts: it is shown exactly where the address is.
    username: async (user, _args, context) => ((await readsAddress(user, context)) ? user.username : null),
    // Whether an account is blocked is for the account itself and the moderators who see it.
    isBlocked: (user, _args, context) =>
      user[OWN] ||
      context.caller.userId === user.id ||
      can('user.see', context.caller, { ownerId: user.id, role: user.role })
        ? Boolean(user.isBlocked)
        : null,
    // Hosts of a page of properties arrive here one by one; the loader turns them into one query.
    __resolveReference: async (reference, context) => {
      if (!can('user.readProfile', context.caller)) return null;
      return loadUser(reference.id, context);
    },
  },
};
