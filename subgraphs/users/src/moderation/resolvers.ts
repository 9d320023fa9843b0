// Paged account and host-application lists for the staff and admin screens: one page read per request (never
// the whole collection), with a count of the matches for the screens' "N users" line.
import {
  assertCan,
  pageFrom,
  pageWindow,
  type PageWindow,
  ROLES,
  type Role,
  toGraphQLList,
} from '@stays/subgraph-shared';
import type { QueryFilter } from 'mongoose';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { HostApplicationObject } from '../host-application/resolvers';
import { countAccounts, userListFilter } from '../user/management';
import type { UserModel, UserObject } from '../user/model';

type Filter = QueryFilter<Record<string, unknown>>;
const NEWEST = { createdAt: -1, _id: -1 } as const;
/** The roles nearly every account has; staff and admin accounts are a handful. */
const BULK_ROLES: readonly Role[] = ['host', 'visitor'];

/**
 * The window of accounts matching `filter`, newest first. Without a search, a list holding both hosts and
 * visitors (nearly every account) is one walk down createdAt+_id that stops after the page, the role condition
 * written as the roles left out (an `$in` would have the planner take the role index and sort every match).
 * Otherwise one walk per role (role+createdAt+_id, or role+searchKeys for a search: only the matches, sorted)
 * of offset + limit + 1 rows each, merged here.
 */
async function readAccounts(users: UserModel, filter: Filter, roles: readonly Role[], window: PageWindow) {
  const take = window.offset + window.limit + 1;
  if (!filter.$and && BULK_ROLES.every((role) => roles.includes(role))) {
    const { role: _asked, ...rest } = filter;
    // Stored roles are the schema's enum, so "none of the others" is exactly "one of these".
    const others = ROLES.filter((role) => !roles.includes(role));
    return users
      .find((others.length ? { ...rest, role: { $nin: others } } : rest) as Filter)
      .sort(NEWEST)
      .skip(window.offset)
      .limit(window.limit + 1)
      .lean()
      .exec();
  }
  const perRole = await Promise.all(
    roles.map((role) =>
      users
        .find({ ...filter, role } as Filter)
        .sort(NEWEST)
        .limit(take)
        .lean()
        .exec(),
    ),
  );
  return perRole
    .flat()
    .sort(
      (a, b) =>
        new Date(String(b.createdAt)).getTime() - new Date(String(a.createdAt)).getTime() ||
        String(b._id).localeCompare(String(a._id)),
    )
    .slice(window.offset, take);
}

export const moderationResolvers: Resolvers = {
  Query: {
    userPage: async (_parent, args, context) => {
      const window = pageWindow(args.limit, args.offset);
      const filter = userListFilter(context.caller, args);
      if (!filter) return { items: [], hasMore: false, nextOffset: null, total: 0 };
      if (args.isBlocked != null) filter.isBlocked = args.isBlocked ? true : { $ne: true };
      const roles = (filter.role as { $in: Role[] }).$in;
      const [rows, total] = await Promise.all([
        readAccounts(context.users, filter, roles, window),
        countAccounts(context.users, filter, roles),
      ]);
      const page = pageFrom(rows, window);
      return { ...page, items: toGraphQLList<UserObject>(page.items), total };
    },
    hostApplicationPage: async (_parent, args, context) => {
      assertCan('hostApplication.list', context.caller);
      const window = pageWindow(args.limit, args.offset);
      const filter = args.status ? { status: args.status } : {};
      const [rows, total] = await Promise.all([
        context.hostApplications
          .find(filter)
          .sort(NEWEST)
          .skip(window.offset)
          .limit(window.limit + 1)
          .lean()
          .exec(),
        args.status
          ? context.hostApplications.countDocuments(filter).exec()
          : context.hostApplications.estimatedDocumentCount().exec(),
      ]);
      const page = pageFrom(rows, window);
      return { ...page, items: toGraphQLList<HostApplicationObject>(page.items), total };
    },
  },
};
