// The users subgraph: accounts (collection `users`), the `User` entity, `Query.me`, the account mutations, user
// management, host applications (collection `hostApplications`), password resets (collection `passwordResets`)
// and the gateway's internal session lookup.
// Importing it starts nothing: `main.ts` runs it as a process, `@stays/subgraph-shared/testing` in a test.
import { loadTypeDefs, type SubgraphDefinition } from '@stays/subgraph-shared';
import { profilePhotosRoute } from './account/profilePhotos';
import { accountResolvers } from './account/resolvers';
import { hostApplicationModel } from './host-application/model';
import { type HostApplicationContext, hostApplicationResolvers } from './host-application/resolvers';
import { moderationResolvers } from './moderation/resolvers';
import { mailTransportFromEnv } from './password-reset/mail';
import { passwordResetModel } from './password-reset/model';
import { passwordResetResolvers, siteUrlFromEnv } from './password-reset/resolvers';
import { hideListingsOfBlockedAccounts } from './peers/properties';
import { userContactsRoute } from './user/contacts';
import { endedSessionModel } from './user/endedSessions';
import { createUserLoaders } from './user/loaders';
import { backfillUserSearchKeys, userModel } from './user/model';
import { userResolvers } from './user/resolvers';
import { sessionStatesRoute } from './user/sessions';

export const typeDefs = loadTypeDefs(__dirname, [
  'user/user.graphql',
  'host-application/host-application.graphql',
  'moderation/moderation.graphql',
  'password-reset/password-reset.graphql',
  'account/account.graphql',
]);
export const resolvers = [
  userResolvers,
  hostApplicationResolvers,
  moderationResolvers,
  passwordResetResolvers,
  accountResolvers,
];

/** Models and their indexes on the connection, then the schema, each request's context and the internal routes. */
export const defineUsers: SubgraphDefinition<HostApplicationContext> = async (connection) => {
  const users = userModel(connection);
  const hostApplications = hostApplicationModel(connection);
  const endedSessions = endedSessionModel(connection);
  const passwordResets = passwordResetModel(connection);
  const mail = mailTransportFromEnv(process.env);
  const siteUrl = siteUrlFromEnv(process.env);
  // Accounts stored before the case-insensitive keys existed get them (the validate hook sets them on save).
  for (const user of await users.find({ usernameKey: { $exists: false } }).exec()) await user.save();
  await backfillUserSearchKeys(users);
  // Builds the indexes before the first request.
  await users.init();
  await hostApplications.init();
  await endedSessions.init();
  await passwordResets.init();
  // Beside serving, not before it: the properties subgraph may not be up yet (issue 18 #8).
  void hideListingsOfBlockedAccounts(users, { log: (message) => console.log(`[users] ${message}`) });
  return {
    typeDefs,
    resolvers,
    context: (caller) => ({
      caller,
      loaders: createUserLoaders(users, caller),
      users,
      hostApplications,
      endedSessions,
      passwordResets,
      mail,
      siteUrl,
    }),
    routes: (app) => {
      sessionStatesRoute(users, endedSessions)(app);
      userContactsRoute(users)(app);
      profilePhotosRoute(users)(app);
    },
  };
};
