import { createHash, randomBytes } from 'node:crypto';
import { callInternal } from '@stays/subgraph-shared';
import bcrypt from 'bcryptjs';
import type { Resolvers } from '../__generated__/resolvers-types';
import { invalidInput } from '../errors';
import { BCRYPT_COST } from '../user/accountKeys';
import { checkPassword, type FieldErrors, isValidEmail } from '../user/validation';
import type { MailTransport } from './mail';
import type { PasswordResetModel } from './model';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;
export const RESET_PATH = '/reset-password';
export const LINK_INVALID = 'This reset link is invalid, already used or expired. Ask for a new one.';
export const EMAIL_INVALID = 'Please enter a valid email address';

export interface PasswordResetDeps {
  passwordResets: PasswordResetModel;
  mail: MailTransport;
  /** Where the site is reached, for the link (PUBLIC_URL, else the gateway on this machine). */
  siteUrl: string;
}

export const siteUrlFromEnv = (env: NodeJS.ProcessEnv) =>
  env.PUBLIC_URL?.trim().replace(/\/+$/, '') || `http://localhost:${env.PORT || 4000}`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The words of the link, in the inbox and in the mail alike. */
export function resetNotice(link: string) {
  return {
    title: 'Reset your password',
    message:
      `Someone (we hope you) asked to reset the password of your Stays account. Open this link to choose a new ` +
      `one: ${link}\n\nThe link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this ` +
      `message: your password stays as it is.`,
  };
}

export const passwordResetResolvers: Resolvers = {
  Mutation: {
    requestPasswordReset: async (_parent, args, context) => {
      const email = typeof args.email === 'string' ? args.email.trim().toLowerCase() : '';
      if (!isValidEmail(email)) throw invalidInput({ email: EMAIL_INVALID });
      const user = await context.users.findOne({ emailKey: email }).lean().exec();
      // The same answer for an unknown address, so it tells nobody who has an account; a blocked account gets no
      // link (it could not sign in with the new password).
      if (!user || user.isBlocked) return true;
      const token = randomBytes(32).toString('base64url');
      await context.passwordResets.create({
        userId: user._id,
        tokenHash: hashOf(token),
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
      const link = `${context.siteUrl}${RESET_PATH}?token=${token}`;
      const notice = resetNotice(link);
      // Delivered both ways; one that fails is logged (the other may still reach them), never a failed request.
      await Promise.all([
        callInternal(
          'notifications',
          '/internal/notifications',
          { recipientId: String(user._id), ...notice, relatedEntityType: 'account' },
          { timeoutMs: 2000 },
        ).catch((error: Error) => console.log(`[users] reset notification failed: ${error.message}`)),
        context.mail
          .send({ to: user.email ?? email, subject: notice.title, text: notice.message })
          .catch((error: Error) =>
            console.log(`[users] reset mail through ${context.mail.name} failed: ${error.message}`),
          ),
      ]);
      return true;
    },
    resetPassword: async (_parent, args, context) => {
      const token = typeof args.token === 'string' ? args.token.trim() : '';
      const errors: FieldErrors = {};
      checkPassword(args.password, errors);
      if (Object.keys(errors).length > 0) throw invalidInput(errors);
      if (!token || token.length > 200) throw invalidInput({ token: LINK_INVALID });
      // Spent atomically: of two uses of one link, one wins.
      const spent = await context.passwordResets
        .findOneAndUpdate(
          { tokenHash: hashOf(token), usedAt: { $exists: false }, expiresAt: { $gt: new Date() } },
          { $set: { usedAt: new Date() } },
        )
        .lean()
        .exec();
      if (!spent) throw invalidInput({ token: LINK_INVALID });
      const passwordHash = await bcrypt.hash(args.password as string, BCRYPT_COST);
      // Every session of the account ends (whoever knew the old password is out); its other links die.
      const updated = await context.users
        .updateOne({ _id: spent.userId }, { $set: { passwordHash }, $inc: { sessionVersion: 1 } })
        .exec();
      if (updated.matchedCount === 0) throw invalidInput({ token: LINK_INVALID });
      await context.passwordResets
        .updateMany({ userId: spent.userId, usedAt: { $exists: false } }, { $set: { usedAt: new Date() } })
        .exec();
      return String(spent.userId);
    },
  },
};
