// The users subgraph process: accounts (collection `users`), `User` entity, `Query.me`, the account mutations,
// user management, host applications (collection `hostApplications`) and the gateway's internal session lookup.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { hostApplicationModel } from './host-application/model';
import { type HostApplicationContext, hostApplicationResolvers } from './host-application/resolvers';
import { hostApplicationTypeDefs } from './host-application/schema';
import { createUserLoaders } from './user/loaders';
import { userModel } from './user/model';
import { userResolvers } from './user/resolvers';
import { userTypeDefs } from './user/schema';
import { sessionStatesRoute } from './user/sessions';

runSubgraphProcess<HostApplicationContext>('users', async (connection) => {
  const users = userModel(connection);
  const hostApplications = hostApplicationModel(connection);
  // Accounts stored before the case-insensitive keys existed get them (the validate hook sets them on save).
  for (const user of await users.find({ usernameKey: { $exists: false } }).exec()) await user.save();
  // Builds the indexes before the first request.
  await users.init();
  await hostApplications.init();
  return {
    typeDefs: [userTypeDefs, hostApplicationTypeDefs],
    resolvers: [userResolvers, hostApplicationResolvers],
    context: (caller) => ({ caller, loaders: createUserLoaders(users, caller), users, hostApplications }),
    routes: sessionStatesRoute(users),
  };
});
