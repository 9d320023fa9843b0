import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { can, type Caller, toGraphQL } from '@stays/subgraph-shared';
import type { UserLoaders } from './loaders';

export interface UsersContext {
  caller: Caller;
  loaders: UserLoaders;
}

async function loadUser(id: string, context: UsersContext) {
  return toGraphQL(await context.loaders.userById.load(id));
}

export const userResolvers: GraphQLResolverMap<UsersContext> = {
  Query: {
    me: async (_parent, _args, context: UsersContext) => {
      if (!can('user.readSelf', context.caller) || !context.caller.userId) return null;
      return loadUser(context.caller.userId, context);
    },
  },
  User: {
    email: (
      user: { id: string; role?: string; email?: string | null },
      _args: unknown,
      context: UsersContext,
    ) =>
      can('user.readEmail', context.caller, { ownerId: user.id, role: user.role })
        ? (user.email ?? null)
        : null,
    // Hosts of a page of properties arrive here one by one; the loader turns them into one query.
    __resolveReference: async (reference: { id: string }, context: UsersContext) => {
      if (!can('user.readProfile', context.caller)) return null;
      return loadUser(reference.id, context);
    },
  },
};
