// Account management by admins and staff: lists, counts, role changes and blocking (SPEC sections 2, 6, 7).
// Every decision is the policy table's (user.list, user.see, user.changeRole, user.block); a role change and a
// block bump the account's session version in the same update, so its sessions end at their next request.
import {
  assertCan,
  badUserInput,
  can,
  type Caller,
  conflict,
  forbidden,
  notFound,
  ROLES,
  type Role,
  toGraphQL,
  toObjectId,
} from '@stays/subgraph-shared';
import type { QueryFilter } from 'mongoose';
import type { QueryUsersArgs } from '../__generated__/resolvers-types';
import { setListingsHidden } from '../peers/properties';
import type { UserModel, UserObject } from './model';

export const USER_NOT_FOUND = 'User not found';
export const INVALID_ROLE = `Role must be one of ${ROLES.join(', ')}`;
const MAX_SEARCH_LENGTH = 100;
/** A list screen, not an export: the newest accounts first, bounded. */
const MAX_LIST = 1000;

/** The roles whose accounts the caller may see (admin: all; staff: host and visitor; others: none). */
export function visibleRoles(caller: Caller): Role[] {
  return ROLES.filter((role) => can('user.see', caller, { role }));
}

/** The asked roles (all when none), narrowed to those the caller sees. */
function rolesFor(caller: Caller, asked: readonly Role[] | null | undefined): Role[] {
  const visible = visibleRoles(caller);
  return asked?.length ? visible.filter((role) => asked.includes(role)) : visible;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A search's words, lower-cased, longest (most selective, the one an index reads) first. */
export function searchWords(search: string): string[] {
  const words = new Set(search.toLowerCase().split(/\s+/).filter(Boolean));
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * The filter of a user list: the asked roles the caller sees, and a case-insensitive search of names, username
 * and email (text, not a regex): every word of the search begins one of the account's search keys
 * (`userSearchKeysFor`), an anchored prefix on an indexed field. Null when the caller sees none of the asked roles.
 */
export function userListFilter(
  caller: Caller,
  args: { search?: string | null; roles?: readonly Role[] | null },
): QueryFilter<Record<string, unknown>> | null {
  assertCan('user.list', caller);
  const roles = rolesFor(caller, args.roles);
  const search = (args.search ?? '').trim();
  if (search.length > MAX_SEARCH_LENGTH) throw badUserInput('Search text is too long');
  if (roles.length === 0) return null;
  const filter: QueryFilter<Record<string, unknown>> = { role: { $in: roles } };
  if (search) {
    filter.$and = searchWords(search).map((word) => ({
      searchKeys: { $regex: `^${escapeRegex(word)}` },
    }));
  }
  return filter;
}

/** Accounts the caller sees, newest first, by role and a case-insensitive search of names, username, email. */
export async function listUsers(users: UserModel, caller: Caller, args: QueryUsersArgs) {
  const filter = userListFilter(caller, args);
  if (!filter) return [];
  const found = await users.find(filter).sort({ createdAt: -1 }).limit(MAX_LIST).lean().exec();
  return found.map((user) => toGraphQL<UserObject>(user));
}

/**
 * How many accounts match `filter` among `roles`: the collection's size when that is every account, else one
 * count per role (role equality alone is counted off the role index without reading an account; a search is
 * read off role+searchKeys). Never one count over an `$in`, which matches every account of those roles.
 */
export async function countAccounts(
  users: UserModel,
  filter: QueryFilter<Record<string, unknown>>,
  roles: readonly Role[],
): Promise<number> {
  const { role: _roles, ...rest } = filter;
  if (roles.length === ROLES.length && Object.keys(rest).length === 0)
    return users.estimatedDocumentCount().exec();
  const counts = await Promise.all(
    roles.map((role) =>
      users.countDocuments({ ...rest, role } as QueryFilter<Record<string, unknown>>).exec(),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** How many accounts of the given roles (all when none) there are, among those the caller sees. */
export async function countUsers(
  users: UserModel,
  caller: Caller,
  asked: readonly Role[] | null | undefined,
) {
  assertCan('user.list', caller);
  const roles = rolesFor(caller, asked);
  if (roles.length === 0) return 0;
  return countAccounts(users, { role: { $in: roles } }, roles);
}

/** The target account, after the policy allowed `operation` on it (own account and hidden ones refused). */
async function targetFor(
  users: UserModel,
  caller: Caller,
  id: unknown,
  operation: 'user.changeRole' | 'user.block',
) {
  assertCan('user.list', caller);
  const _id = toObjectId(id);
  const target = _id ? await users.findById(_id).select({ role: 1, isBlocked: 1 }).lean().exec() : null;
  // Staff are not told that an admin or staff account exists behind an id.
  if (!target || !can('user.see', caller, { role: target.role })) throw notFound(USER_NOT_FOUND);
  const resource = { ownerId: String(target._id), role: target.role };
  if (can(operation, caller, resource)) return target;
  if (caller.userId === resource.ownerId) {
    throw forbidden(
      operation === 'user.block' ? 'You cannot block your own account' : 'You cannot change your own role',
    );
  }
  throw forbidden(
    operation === 'user.block' ? 'You may not block this account' : 'Only admins can change roles',
  );
}

/** The account as it is, when the change asked for is already its state. */
async function unchanged(users: UserModel, id: unknown) {
  const account = toGraphQL<UserObject>(await users.findById(id).lean().exec());
  if (!account) throw notFound(USER_NOT_FOUND);
  return account;
}

/** Sets an account's role (admin only, not their own); a real change ends the account's sessions. */
export async function changeRole(
  users: UserModel,
  caller: Caller,
  id: unknown,
  role: Role | null | undefined,
) {
  const target = await targetFor(users, caller, id, 'user.changeRole');
  if (!role) throw badUserInput(INVALID_ROLE);
  if (target.role === role) return unchanged(users, target._id);
  // Compare-and-set on the role read above: a concurrent change is not silently overwritten.
  const updated = await users
    .findOneAndUpdate(
      { _id: target._id, role: target.role },
      { $set: { role }, $inc: { sessionVersion: 1 } },
      { returnDocument: 'after' },
    )
    .lean()
    .exec();
  if (!updated) throw conflict('The account changed meanwhile; please try again');
  return toGraphQL<UserObject>(updated);
}

/**
 * Blocks or unblocks an account (`isBlocked` null toggles). A change bumps the session version, so a blocked
 * account's sessions end at once and an unblocked one signs in afresh; the account's listings leave (or rejoin)
 * public view first, through the properties subgraph.
 */
export async function setBlocked(
  users: UserModel,
  caller: Caller,
  id: unknown,
  isBlocked: boolean | null | undefined,
) {
  const target = await targetFor(users, caller, id, 'user.block');
  const current = Boolean(target.isBlocked);
  const wanted = isBlocked ?? !current;
  if (wanted === current) return unchanged(users, target._id);
  // The listings first (any account may own some: a host, an admin, a host made visitor again); a failure
  // refuses the block (503) before anything is stored, so the account and its listings never disagree.
  const accountId = String(target._id);
  await setListingsHidden(accountId, wanted);
  const updated = await users
    .findOneAndUpdate(
      { _id: target._id, isBlocked: current, role: target.role },
      { $set: { isBlocked: wanted }, $inc: { sessionVersion: 1 } },
      { returnDocument: 'after' },
    )
    .lean()
    .exec();
  if (!updated) {
    // Lost a race with another change of the account: its listings follow the state it has now.
    const now = await users.findById(target._id).select({ isBlocked: 1 }).lean().exec();
    await setListingsHidden(accountId, Boolean(now?.isBlocked)).catch(() => undefined);
    throw conflict('The account changed meanwhile; please try again');
  }
  return toGraphQL<UserObject>(updated);
}
