import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { isRole } from '@stays/contracts';
import { type Request, type Response } from 'express';
import { clearSessionCookie, setSessionCookie } from '../auth/cookie';
import { newSessionId } from '../auth/session';
import type { GatewayContext } from '../context';
import { runOperation } from './execute';
import type { RestRoute } from './route';
import { credentials, obj, ref, text } from '../openapi/shapes';
import {
  RestCheckUserDocument,
  RestLoginDocument,
  RestLogoutDocument,
  RestLogoutEverywhereDocument,
  type RestLoginMutation,
  RestMeDocument,
  RestRegisterDocument,
  RestUpdateProfileDocument,
  RestChangePasswordDocument,
  RestDeleteAccountDocument,
  RestRequestPasswordResetDocument,
  RestResetPasswordDocument,
  RestStaffLoginDocument,
  RestUpgradeToHostDocument,
} from '../__generated__/graphql';
import { sendError, sendResult } from './respond';

export const PASSWORD_RESET_SENT =
  'If an account uses this email, a link to reset its password is on its way. It works once, for 30 minutes.';
export const PASSWORD_UPDATED = 'Your password was changed. Your other devices are signed out.';
export const ACCOUNT_DELETED = 'Your account was deleted.';
export const PASSWORD_CHANGED = 'Your password was changed. Sign in with the new one.';

/** A session the graph started (sign-in, staff sign-in, registration): its version and its account. */
type StartedSession = RestLoginMutation['login'];

export interface IdentityRouterOptions {
  server: ApolloServer<GatewayContext>;
  contextOf: (req: Request) => Promise<GatewayContext>;
  jwtSecret: string;
  behindTls: boolean;
  /** Whether the admin sign-in page may offer the demo accounts: never under NODE_ENV=production (issue 30). */
  demoLogins: boolean;
}

/** Demo sign-ins (the seeded accounts' quick logins) are for development: never under NODE_ENV=production. */
export const demoLoginsAllowed = (env: NodeJS.ProcessEnv) => env.NODE_ENV !== 'production';

/** A body field as a string, or null (missing, or not a string: the resolver then says it is required). */
export function field(req: Request, name: string): string | null {
  const body = req.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[name] : undefined;
  return typeof value === 'string' ? value : null;
}

/** Whether the JSON body names this field at all (null included). */
function hasField(req: Request, name: string): boolean {
  const body = req.body as Record<string, unknown> | undefined;
  return Boolean(body && typeof body === 'object' && Object.hasOwn(body, name));
}

/** Sets the cookie of a new session for the account that just signed in (or registered). */
const signIn = (
  req: Request,
  res: Response,
  auth: StartedSession,
  { jwtSecret, behindTls }: IdentityRouterOptions,
) => {
  if (!isRole(auth.user.role)) return;
  setSessionCookie(
    req,
    res,
    {
      userId: auth.user.id,
      role: auth.user.role,
      sessionVersion: auth.sessionVersion,
      // Each sign-in is its own session: logging out of it leaves the account's other browsers signed in.
      sessionId: newSessionId(),
    },
    jwtSecret,
    behindTls,
  );
};

// Logout ends this browser's session; /logout/everywhere every session of the account (issue 30).
const endSessions =
  <TData, TVariables>(operation: TypedDocumentNode<TData, TVariables>) =>
  async (req: Request, res: Response, { server, contextOf, behindTls }: IdentityRouterOptions) => {
    const context = await contextOf(req);
    if (context.caller.userId) {
      const result = await runOperation(server, context, operation);
      if (!result.ok) return sendResult(res, result, () => null);
    }
    clearSessionCookie(req, res, behindTls);
    res.json({ message: 'Logged out successfully' });
  };

/**
 * SPEC section 7's account calls, each one GraphQL operation through the gateway's own server (so /graphql and
 * /api share resolvers, authorization and the sign-in rate limit). The gateway signs the session cookie.
 */
export const identityRoutes: RestRoute<IdentityRouterOptions>[] = [
  {
    method: 'get',
    path: '/user',
    access: 'signed-in',
    doc: { tag: 'Identity', summary: 'The signed-in user', ok: { schema: ref('User') } },
    handle: async (req, res, { server, contextOf }) => {
      const context = await contextOf(req);
      if (!context.caller.userId) return sendError(res, 401, 'Unauthorized');
      const result = await runOperation(server, context, RestMeDocument);
      if (result.ok && !result.data.me) return sendError(res, 401, 'Unauthorized');
      sendResult(res, result, (data) => data.me);
    },
  },
  // SPEC section 8: an admin screen whose call finds the session gone navigates the browser to /api/login;
  // a page request there is sent on to the sign-in page instead of meeting a JSON 404.
  {
    method: 'get',
    path: '/login',
    access: 'anyone',
    doc: {
      tag: 'Identity',
      summary: 'A browser sent here (an admin screen whose session ended) is redirected to the sign-in page',
      ok: { status: 302, description: 'Found: Location /login' },
    },
    handle: (_req, res) => res.redirect(302, '/login'),
  },
  {
    method: 'post',
    path: '/login',
    access: 'anyone',
    doc: {
      tag: 'Identity',
      summary: 'Sign in; sets the session cookie',
      body: credentials,
      ok: { schema: ref('User') },
      errors: [401, 403, 429],
    },
    handle: async (req, res, deps) => {
      const { server, contextOf } = deps;
      const result = await runOperation(server, await contextOf(req), RestLoginDocument, {
        username: field(req, 'username'),
        password: field(req, 'password'),
      });
      if (result.ok) signIn(req, res, result.data.login, deps);
      sendResult(res, result, (data) => data.login.user);
    },
  },
  {
    method: 'post',
    path: '/register',
    access: 'anyone',
    doc: {
      tag: 'Identity',
      summary:
        'Create a visitor account and sign it in; role host (the host landing) also sends its host application (reason, phone, address) for review',
      body: obj(
        {
          username: text,
          password: text,
          email: text,
          firstName: text,
          lastName: text,
          role: { type: 'string', enum: ['visitor', 'host'] },
          reason: text,
          phone: text,
          address: text,
        },
        ['username', 'password', 'email'],
      ),
      ok: { status: 201, schema: ref('User') },
      errors: [409, 429],
    },
    handle: async (req, res, deps) => {
      const { server, contextOf } = deps;
      const input = Object.fromEntries(
        ['username', 'password', 'email', 'firstName', 'lastName', 'role', 'reason', 'phone', 'address'].map(
          (name) => [name, field(req, name)],
        ),
      );
      const result = await runOperation(server, await contextOf(req), RestRegisterDocument, {
        input,
      });
      if (!result.ok) return sendResult(res, result, () => null);
      signIn(req, res, result.data.register, deps);
      res.status(201).json(result.data.register.user);
    },
  },
  // Forgot password (issue 46 #12): the link goes to the account's inbox and mail; it works once, for 30 minutes.
  {
    method: 'post',
    path: '/password/forgot',
    access: 'anyone',
    doc: {
      tag: 'Identity',
      summary:
        'Send a password reset link to the account with this email (the same answer when there is none)',
      body: obj({ email: text }, ['email']),
      ok: { schema: obj({ message: text }, ['message']) },
      errors: [400, 429],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestRequestPasswordResetDocument, {
        email: field(req, 'email'),
      });
      sendResult(res, result, () => ({ message: PASSWORD_RESET_SENT }));
    },
  },
  {
    method: 'post',
    path: '/password/reset',
    access: 'anyone',
    doc: {
      tag: 'Identity',
      summary: "Set a new password with a reset link's token; every session of the account ends",
      body: obj({ token: text, password: text }, ['token', 'password']),
      ok: { schema: obj({ message: text }, ['message']) },
      errors: [400, 429],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestResetPasswordDocument, {
        token: field(req, 'token'),
        password: field(req, 'password'),
      });
      sendResult(res, result, () => ({ message: PASSWORD_CHANGED }));
    },
  },
  // The account page (issue 46 #12): name, password, deleting one's guest account.
  {
    method: 'put',
    path: '/account/profile',
    access: 'signed-in',
    doc: {
      tag: 'Identity',
      summary: "Change the signed-in user's name and profile photo (the fields given)",
      body: ref('ProfileInput'),
      ok: { schema: ref('User') },
      errors: [400],
    },
    handle: async (req, res, { server, contextOf }) => {
      const context = await contextOf(req);
      const result = await runOperation(server, context, RestUpdateProfileDocument, {
        input: {
          firstName: field(req, 'firstName'),
          lastName: field(req, 'lastName'),
          // Sent as null, it removes the photo; left out, it keeps it.
          ...(hasField(req, 'profileImageUrl') ? { profileImageUrl: field(req, 'profileImageUrl') } : {}),
        },
      });
      sendResult(res, result, (data) => data.updateProfile);
    },
  },
  {
    method: 'post',
    path: '/account/password',
    access: 'signed-in',
    doc: {
      tag: 'Identity',
      summary:
        'Change the password (the current one is checked); other sessions end, this one gets a new cookie',
      body: obj({ currentPassword: text, newPassword: text }, ['currentPassword', 'newPassword']),
      ok: { schema: obj({ message: text }, ['message']) },
      errors: [400],
    },
    handle: async (req, res, deps) => {
      const { server, contextOf } = deps;
      const result = await runOperation(server, await contextOf(req), RestChangePasswordDocument, {
        currentPassword: field(req, 'currentPassword'),
        newPassword: field(req, 'newPassword'),
      });
      if (result.ok) signIn(req, res, result.data.changePassword, deps);
      sendResult(res, result, () => ({ message: PASSWORD_UPDATED }));
    },
  },
  {
    method: 'post',
    path: '/account/delete',
    access: 'signed-in',
    doc: {
      tag: 'Identity',
      summary: "Delete the signed-in guest's account (the password is checked); signs out",
      description:
        'Refused with 409 while the guest has stays ahead; host, staff and admin accounts are closed by an admin (403).',
      body: obj({ password: text }, ['password']),
      ok: { schema: obj({ message: text }, ['message']) },
      errors: [400, 403, 409],
    },
    handle: async (req, res, { server, contextOf, behindTls }) => {
      const context = await contextOf(req);
      const result = await runOperation(server, context, RestDeleteAccountDocument, {
        password: field(req, 'password'),
      });
      if (!result.ok) return sendResult(res, result, () => null);
      clearSessionCookie(req, res, behindTls);
      res.json({ message: ACCOUNT_DELETED });
    },
  },
  {
    method: 'post',
    path: '/check-user',
    access: 'anyone',
    doc: {
      tag: 'Identity',
      summary: 'Whether an email or username has an account, and whether it is a host',
      body: obj({ identifier: text }, ['identifier']),
      ok: { schema: obj({ exists: { type: 'boolean' }, isHost: { type: 'boolean' } }) },
      errors: [429],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestCheckUserDocument, {
        identifier: field(req, 'identifier'),
      });
      sendResult(res, result, (data) => data.checkUser);
    },
  },
  {
    method: 'post',
    path: '/upgrade-to-host',
    access: 'signed-in',
    doc: {
      tag: 'Identity',
      summary: 'The signed-in visitor becomes a host',
      ok: { schema: ref('User') },
      errors: [403],
    },
    handle: async (req, res, { server, contextOf }) => {
      const context = await contextOf(req);
      if (!context.caller.userId) return sendError(res, 401, 'Unauthorized');
      const result = await runOperation(server, context, RestUpgradeToHostDocument);
      // No role changes here any more (a visitor applies, issue 30): the session and its cookie stay as they are.
      sendResult(res, result, (data) => data.upgradeToHost.user);
    },
  },
  {
    method: 'post',
    path: '/auth/staff-login',
    access: 'anyone',
    doc: {
      tag: 'Identity',
      summary: 'Staff portal sign-in (staff and admin accounts only)',
      body: credentials,
      ok: { schema: obj({ user: ref('User'), message: text }) },
      errors: [401, 403, 429],
    },
    handle: async (req, res, deps) => {
      const { server, contextOf } = deps;
      const result = await runOperation(server, await contextOf(req), RestStaffLoginDocument, {
        username: field(req, 'username'),
        password: field(req, 'password'),
      });
      if (result.ok) signIn(req, res, result.data.staffLogin, deps);
      sendResult(res, result, (data) => ({ user: data.staffLogin.user, message: 'Login successful' }));
    },
  },
  {
    method: 'post',
    path: '/logout',
    access: 'anyone',
    doc: {
      tag: 'Identity',
      summary: "Sign out of this browser; the account's other sessions stay signed in",
      ok: { schema: ref('Message') },
    },
    handle: endSessions(RestLogoutDocument),
  },
  {
    method: 'post',
    path: '/logout/everywhere',
    access: 'anyone',
    doc: {
      tag: 'Identity',
      summary: 'Sign out everywhere: every session of the account ends, this one included',
      ok: { schema: ref('Message') },
    },
    handle: endSessions(RestLogoutEverywhereDocument),
  },
  // What the sign-in pages may show, decided by the server's environment rather than by a front-end build.
  {
    method: 'get',
    path: '/config',
    access: 'anyone',
    doc: {
      tag: 'Identity',
      summary: 'What the sign-in pages may offer: demoLogins is false under NODE_ENV=production',
      ok: { schema: obj({ demoLogins: { type: 'boolean' } }, ['demoLogins']) },
    },
    handle: (_req, res, { demoLogins }) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json({ demoLogins });
    },
  },
];
