import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import {
  assertCan,
  badUserInput,
  can,
  conflict,
  forbidden,
  notFound,
  toGraphQL,
  toObjectId,
  unauthenticated,
} from '@stays/subgraph-shared';
import { invalidInput, isDuplicateKey } from '../errors';
import type { UsersContext } from '../user/resolvers';
import { APPLICATION_STATUSES, type ApplicationStatus, type HostApplicationModel } from './model';
import { type ApplicationInput, validateApplication } from './validation';

export interface HostApplicationContext extends UsersContext {
  hostApplications: HostApplicationModel;
}

export const APPLICATION_NOT_FOUND = 'Host application not found';
export const ALREADY_PENDING = 'You already have a pending host application';
export const ALREADY_DECIDED = 'This application has already been reviewed';
const DECISIONS = ['approved', 'rejected'];
const MAX_LIST = 1000;

async function submit(context: HostApplicationContext, input: ApplicationInput) {
  const userId = toObjectId(context.caller.userId);
  if (!userId) throw unauthenticated();
  if (!can('hostApplication.submit', context.caller))
    throw forbidden('Only visitor accounts can apply to become a host');
  const checked = validateApplication(input ?? {});
  if (!checked.ok) throw invalidInput(checked.errors);
  if (await context.hostApplications.exists({ userId, status: 'pending' })) throw conflict(ALREADY_PENDING);
  try {
    return toGraphQL(await context.hostApplications.create({ ...checked.value, userId }));
  } catch (error) {
    // Two submits racing: the partial unique index keeps one pending application.
    if (isDuplicateKey(error)) throw conflict(ALREADY_PENDING);
    throw error;
  }
}

async function review(context: HostApplicationContext, id: unknown, status: unknown) {
  assertCan('hostApplication.list', context.caller);
  const _id = toObjectId(id);
  const application = _id ? await context.hostApplications.findById(_id).lean().exec() : null;
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  if (!can('hostApplication.review', context.caller, { ownerId: String(application.userId) }))
    throw forbidden('You cannot review your own application');
  if (typeof status !== 'string' || !DECISIONS.includes(status))
    throw badUserInput("Status must be 'approved' or 'rejected'");
  // Claim the decision atomically: of two reviewers, one wins and the other gets 409.
  const decided = await context.hostApplications
    .findOneAndUpdate(
      { _id, status: 'pending' },
      { $set: { status, reviewedBy: toObjectId(context.caller.userId), reviewedAt: new Date() } },
      { new: true },
    )
    .lean()
    .exec();
  if (!decided) throw conflict(ALREADY_DECIDED);
  if (status === 'approved') {
    try {
      // A role change: the applicant's sessions end and they sign in again as a host. An account that is no
      // longer a visitor (already a host, or re-roled meanwhile) is left as it is.
      await context.users
        .updateOne(
          { _id: application.userId, role: 'visitor' },
          { $set: { role: 'host' }, $inc: { sessionVersion: 1 } },
        )
        .exec();
    } catch (error) {
      // Nothing half-written: the application goes back to pending so it can be decided again.
      await context.hostApplications
        .updateOne({ _id, status }, { $set: { status: 'pending' }, $unset: { reviewedBy: 1, reviewedAt: 1 } })
        .exec();
      throw error;
    }
  }
  return toGraphQL(decided);
}

type ApplicationJson = { userId: string; reviewedBy?: string | null };

export const hostApplicationResolvers: GraphQLResolverMap<HostApplicationContext> = {
  Query: {
    hostApplications: async (_parent, args: { status?: string | null }, context: HostApplicationContext) => {
      assertCan('hostApplication.list', context.caller);
      const status = args.status && args.status !== 'all' ? args.status : null;
      if (status && !APPLICATION_STATUSES.includes(status as ApplicationStatus))
        throw badUserInput(`Status must be one of ${APPLICATION_STATUSES.join(', ')}`);
      const found = await context.hostApplications
        .find(status ? { status: status as ApplicationStatus } : {})
        .sort({ createdAt: -1 })
        .limit(MAX_LIST)
        .lean()
        .exec();
      return found.map((application) => toGraphQL(application));
    },
  },
  Mutation: {
    submitHostApplication: (_parent, args: { input: ApplicationInput }, context: HostApplicationContext) =>
      submit(context, args.input),
    reviewHostApplication: (
      _parent,
      args: { id: string; status?: string | null },
      context: HostApplicationContext,
    ) => review(context, args.id, args.status),
  },
  HostApplication: {
    user: async (application: ApplicationJson, _args: unknown, context: HostApplicationContext) =>
      toGraphQL(await context.loaders.userById.load(application.userId)),
    reviewer: async (application: ApplicationJson, _args: unknown, context: HostApplicationContext) =>
      application.reviewedBy ? toGraphQL(await context.loaders.userById.load(application.reviewedBy)) : null,
  },
};
