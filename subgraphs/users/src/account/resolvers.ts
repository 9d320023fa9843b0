import { randomBytes } from 'node:crypto';
import {
  callInternal,
  can,
  conflict,
  forbidden,
  toGraphQL,
  toObjectId,
  unauthenticated,
  unavailable,
  type Role,
} from '@stays/subgraph-shared';
import bcrypt from 'bcryptjs';
import type { Resolvers } from '../__generated__/resolvers-types';
import { invalidInput } from '../errors';
import type { HostApplicationContext } from '../host-application/resolvers';
import { OWN, type UserObject } from '../user/model';
import { BCRYPT_COST } from '../user/accountKeys';
import { authResult, type UserDoc } from '../user/resolvers';
import { checkName, checkPassword, type FieldErrors } from '../user/validation';
import { profilePhotoProblem } from './profilePhotos';

export const WRONG_PASSWORD = 'Your current password is not right';
export const DELETE_WRONG_PASSWORD = 'The password is not right';
export const ONLY_GUESTS_DELETE =
  'A host, staff or admin account is closed by an administrator: please contact support.';
export const STAYS_AHEAD = (count: number) =>
  `You have ${count} ${count === 1 ? 'stay' : 'stays'} ahead. Cancel ${count === 1 ? 'it' : 'them'} in My Trips first, then delete your account.`;
export const STAYS_UNKNOWN = 'Your stays could not be checked; nothing was deleted. Please try again.';
/** The name a deleted account shows wherever it still appears (a host's bookings, conversations, reviews). */
export const DELETED_NAME = { firstName: 'Deleted', lastName: 'account' };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The caller's own account with its password hash, or 401. */
async function me(context: HostApplicationContext) {
  const id = toObjectId(context.caller.userId);
  if (!id) throw unauthenticated();
  const user = await context.users.findById(id).select('+passwordHash').lean().exec();
  if (!user) throw unauthenticated();
  return user;
}

async function passwordMatches(password: unknown, hash: string) {
  return typeof password === 'string' && password.length > 0 && password.length <= 1024
    ? bcrypt.compare(password, hash)
    : false;
}

export const accountResolvers: Resolvers = {
  Mutation: {
    updateProfile: async (_parent, args, context) => {
      const user = await me(context);
      if (!can('account.updateProfile', context.caller)) throw unauthenticated();
      const { firstName, lastName, profileImageUrl } = args.input;
      const errors: FieldErrors = {};
      const set: { firstName?: string; lastName?: string; profileImageUrl?: string } = {};
      // A field left out (or null) keeps its value; a name given is checked as at registration.
      if (firstName != null) checkName((set.firstName = text(firstName)), 'firstName', errors);
      if (lastName != null) checkName((set.lastName = text(lastName)), 'lastName', errors);
      const photo = text(profileImageUrl);
      const removePhoto = profileImageUrl !== undefined && photo === '';
      if (photo && photo !== user.profileImageUrl) {
        const problem = await profilePhotoProblem(photo, String(user._id));
        if (problem) errors.profileImageUrl = problem;
      }
      if (photo) set.profileImageUrl = photo;
      if (Object.keys(errors).length > 0) throw invalidInput(errors);
      const update = {
        ...(Object.keys(set).length > 0 ? { $set: set } : {}),
        ...(removePhoto ? { $unset: { profileImageUrl: 1 as const } } : {}),
      };
      const updated = await context.users
        .findOneAndUpdate({ _id: user._id }, update, { returnDocument: 'after' })
        .lean()
        .exec();
      if (!updated) throw unauthenticated();
      context.loaders.userById.clear(String(user._id));
      return { ...toGraphQL<UserObject>(updated), [OWN]: true };
    },
    changePassword: async (_parent, args, context) => {
      const user = await me(context);
      const errors: FieldErrors = {};
      checkPassword(args.newPassword, errors);
      if (errors.password) {
        errors.newPassword = errors.password;
        delete errors.password;
      }
      if (!(await passwordMatches(args.currentPassword, user.passwordHash)))
        errors.currentPassword = WRONG_PASSWORD;
      if (Object.keys(errors).length > 0) throw invalidInput(errors);
      const passwordHash = await bcrypt.hash(args.newPassword as string, BCRYPT_COST);
      // Every other session ends (the version moves on); the gateway signs this one anew with the new version.
      const updated = await context.users
        .findOneAndUpdate(
          { _id: user._id },
          { $set: { passwordHash }, $inc: { sessionVersion: 1 } },
          { returnDocument: 'after' },
        )
        .lean()
        .exec();
      if (!updated) throw unauthenticated();
      return authResult(updated as UserDoc);
    },
    deleteAccount: async (_parent, args, context) => {
      const user = await me(context);
      // The stored role, not the session's: a role changed meanwhile decides.
      if (!can('account.delete', { ...context.caller, role: user.role as Role }))
        throw forbidden(ONLY_GUESTS_DELETE);
      if (!(await passwordMatches(args.password, user.passwordHash)))
        throw invalidInput({ password: DELETE_WRONG_PASSWORD });
      let upcoming: number;
      try {
        const answer = await callInternal<{ upcoming?: unknown }>('bookings', '/internal/guest-upcoming', {
          guestId: String(user._id),
        });
        upcoming = Number(answer?.upcoming);
        if (!Number.isInteger(upcoming)) throw new Error('no count');
      } catch {
        throw unavailable(STAYS_UNKNOWN);
      }
      if (upcoming > 0) throw conflict(STAYS_AHEAD(upcoming));
      // Erased, not removed: bookings, messages and reviews keep pointing at an account that says what it is now.
      // The email and username are freed (someone may register with them again); nobody can sign in to it.
      const gone = `deleted-${String(user._id)}@deleted.invalid`;
      await context.users
        .updateOne(
          { _id: user._id },
          {
            $set: {
              ...DELETED_NAME,
              username: gone,
              email: gone,
              usernameKey: gone,
              emailKey: gone,
              passwordHash: await bcrypt.hash(randomBytes(32).toString('hex'), BCRYPT_COST),
              isBlocked: true,
              deletedAt: new Date(),
            },
            $unset: { profileImageUrl: 1 },
            $inc: { sessionVersion: 1 },
          },
        )
        .exec();
      await context.passwordResets.deleteMany({ userId: user._id }).exec();
      await context.hostApplications.deleteMany({ userId: user._id, status: 'pending' }).exec();
      return true;
    },
  },
};
