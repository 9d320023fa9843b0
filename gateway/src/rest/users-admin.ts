import type { ApolloServer } from '@apollo/server';
import { can, ROLES } from '@stays/contracts';
import { type Request, type Response } from 'express';
import type { GatewayContext } from '../context';
import { runOperation } from './execute';
import { field } from './identity';
import type { RestRoute } from './route';
import { arrayOf, obj, ref } from '../openapi/shapes';
import {
  RestListUsersDocument,
  RestSetUserBlockedDocument,
  RestSetUserRoleDocument,
} from '../__generated__/graphql';
import { sendError, sendResult } from './respond';

/** A role that is none of the schema's `Role` values (the users subgraph's wording for a missing one). */
const INVALID_ROLE = { role: { message: `Role must be one of ${ROLES.join(', ')}` } };
const INVALID_ROLES = { roles: INVALID_ROLE.role };

/** The accounts staff manage; the staff portal lists only these, whoever asks. */
const CUSTOMER_ROLES = ['host', 'visitor'];

export interface UsersAdminRouterOptions {
  server: ApolloServer<GatewayContext>;
  contextOf: (req: Request) => Promise<GatewayContext>;
}

/** A query parameter as one string ('' when absent or repeated). */
const queryText = (req: Request, name: string) =>
  typeof req.query[name] === 'string' ? (req.query[name] as string).trim() : '';

/** The role filter of a list screen: 'all' (or nothing) means no filter. */
const roleFilter = (req: Request) => {
  const role = queryText(req, 'role');
  return role && role !== 'all' ? [role] : null;
};

/**
 * The admin area shows admin accounts, so only a caller allowed to see those may open it (the policy's
 * user.see); staff use the staff portal's calls instead.
 */
const adminContext = async (req: Request, res: Response, { contextOf }: UsersAdminRouterOptions) => {
  const context = await contextOf(req);
  if (!context.caller.userId) return void sendError(res, 401, 'Unauthorized');
  if (!can('user.see', context.caller, { role: 'admin' }))
    return void sendError(res, 403, 'Access denied. Admin privileges required.');
  return context;
};

const changeBlocked = async (
  { server }: UsersAdminRouterOptions,
  res: Response,
  context: GatewayContext,
  id: string,
  isBlocked: boolean | null,
) => {
  const result = await runOperation(server, context, RestSetUserBlockedDocument, {
    id,
    isBlocked,
  });
  sendResult(res, result, (data) => data.setUserBlocked);
};

/**
 * SPEC section 7's user management calls: the admin area (`/admin/users...`) and the staff portal
 * (`/dashboard/users...`). The users subgraph decides who may see and change what (policy rows user.*); after a
 * role change or a block the account's sessions end at once on every gateway (the write table, writes/table.ts).
 */
export const userAdminRoutes: RestRoute<UsersAdminRouterOptions>[] = [
  {
    method: 'get',
    path: '/admin/users',
    access: 'admin',
    doc: {
      tag: 'Users',
      summary: 'All accounts, searchable and filterable',
      query: [
        { name: 'search', description: 'Matches first name, last name, username or email' },
        { name: 'role', description: 'visitor, host, staff or admin' },
      ],
      ok: { schema: arrayOf('User') },
    },
    handle: async (req, res, deps) => {
      const { server } = deps;
      const context = await adminContext(req, res, deps);
      if (!context) return;
      const result = await runOperation(
        server,
        context,
        RestListUsersDocument,
        { search: queryText(req, 'search') || null, roles: roleFilter(req) },
        INVALID_ROLES,
      );
      sendResult(res, result, (data) => data.users);
    },
  },
  {
    method: 'put',
    path: '/admin/users/{id}/role',
    access: 'admin',
    doc: {
      tag: 'Users',
      summary: "Change an account's role (takes effect at its next request)",
      body: obj({ role: { type: 'string', enum: ['visitor', 'host', 'staff', 'admin'] } }, ['role']),
      ok: { schema: ref('User') },
      errors: [404],
    },
    handle: async (req, res, deps) => {
      const { server } = deps;
      const context = await adminContext(req, res, deps);
      if (!context) return;
      const result = await runOperation(
        server,
        context,
        RestSetUserRoleDocument,
        { id: req.params.id, role: field(req, 'role') },
        INVALID_ROLE,
      );
      sendResult(res, result, (data) => data.setUserRole);
    },
  },
  // SPEC: an empty PUT toggles the block.
  {
    method: 'put',
    path: '/admin/users/{id}/block',
    access: 'admin',
    doc: {
      tag: 'Users',
      summary: 'Block or unblock an account (toggles)',
      ok: { schema: ref('User') },
      errors: [404],
    },
    handle: async (req, res, deps) => {
      const context = await adminContext(req, res, deps);
      if (context) await changeBlocked(deps, res, context, req.params.id, null);
    },
  },
  {
    method: 'get',
    path: '/dashboard/users',
    access: 'staff or admin',
    doc: {
      tag: 'Users',
      summary: 'Host and visitor accounts for the staff portal',
      query: [
        { name: 'search', description: 'Matches first name, last name, username or email' },
        { name: 'role', description: 'host or visitor' },
      ],
      ok: { schema: arrayOf('User') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const asked = roleFilter(req);
      const result = await runOperation(server, await contextOf(req), RestListUsersDocument, {
        search: queryText(req, 'search') || null,
        roles: asked?.every((role) => CUSTOMER_ROLES.includes(role)) ? asked : CUSTOMER_ROLES,
      });
      sendResult(res, result, (data) => data.users);
    },
  },
  {
    method: 'patch',
    path: '/dashboard/users/{id}/block',
    access: 'staff or admin',
    doc: {
      tag: 'Users',
      summary: 'Block or unblock a host or visitor account',
      body: obj({ isBlocked: { type: 'boolean' } }, ['isBlocked']),
      ok: { schema: ref('User') },
      errors: [404],
    },
    handle: async (req, res, deps) => {
      const context = await deps.contextOf(req);
      if (!context.caller.userId) return sendError(res, 401, 'Unauthorized');
      const isBlocked = (req.body as { isBlocked?: unknown } | undefined)?.isBlocked;
      if (typeof isBlocked !== 'boolean') return sendError(res, 400, 'isBlocked must be true or false');
      await changeBlocked(deps, res, context, req.params.id, isBlocked);
    },
  },
];
