// The users subgraph process: accounts (collection `users`), `User` entity and `Query.me`.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { createUserLoaders } from './user/loaders';
import { userModel } from './user/model';
import { userResolvers, type UsersContext } from './user/resolvers';
import { userTypeDefs } from './user/schema';

runSubgraphProcess<UsersContext>('users', async (connection) => {
  const users = userModel(connection);
  await users.init(); // builds the indexes before the first request
  return {
    typeDefs: userTypeDefs,
    resolvers: userResolvers,
    context: (caller) => ({ caller, loaders: createUserLoaders(users) }),
  };
});
