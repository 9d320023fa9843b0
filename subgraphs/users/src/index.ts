// The users subgraph process: accounts (collection `users`), `User` entity, `Query.me`, the account mutations
// and the gateway's internal session lookup.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { createUserLoaders } from './user/loaders';
import { userModel } from './user/model';
import { userResolvers, type UsersContext } from './user/resolvers';
import { userTypeDefs } from './user/schema';
import { sessionStatesRoute } from './user/sessions';

runSubgraphProcess<UsersContext>('users', async (connection) => {
  const users = userModel(connection);
  // Accounts stored before the case-insensitive keys existed get them (the validate hook sets them on save).
  for (const user of await users.find({ usernameKey: { $exists: false } }).exec()) await user.save();
  await users.init(); // builds the indexes before the first request
  return {
    typeDefs: userTypeDefs,
    resolvers: userResolvers,
    context: (caller) => ({ caller, loaders: createUserLoaders(users), users }),
    routes: sessionStatesRoute(users),
  };
});
