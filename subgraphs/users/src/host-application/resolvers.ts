import {
  assertCan,
  badUserInput,
  can,
  conflict,
  forbidden,
  type GraphQLObject,
  notFound,
  toGraphQL,
  toObjectId,
  unauthenticated,
} from '@stays/subgraph-shared';
import type { HostApplicationStatus, Resolvers } from '../__generated__/resolvers-types';
import { invalidInput, isDuplicateKey } from '../errors';
import type { UserObject } from '../user/model';
import type { UsersContext } from '../user/resolvers';
import type { HostApplicationModel, HostApplicationRecord } from './model';
import { type ApplicationInput, validateApplication } from './validation';

export interface HostApplicationContext extends UsersContext {
  hostApplications: HostApplicationModel;
}

/** An application as its resolvers receive it (the codegen mapper of `HostApplication`). */
export type HostApplicationObject = GraphQLObject<HostApplicationRecord>;

export const APPLICATION_NOT_FOUND = 'Host application not found';
export const ALREADY_PENDING = 'You already have a pending host application';
export const ALREADY_DECIDED = 'This application has already been reviewed';
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
    return toGraphQL<HostApplicationObject>(
      await context.hostApplications.create({ ...checked.value, userId }),
    );
  } catch (error) {
    // Two submits racing: the partial unique index keeps one pending application.
    if (isDuplicateKey(error)) throw conflict(ALREADY_PENDING);
    throw error;
  }
}

async function review(
  context: HostApplicationContext,
  id: unknown,
  status: HostApplicationStatus | null | undefined,
) {
  assertCan('hostApplication.list', context.caller);
  const _id = toObjectId(id);
  const application = _id ? await context.hostApplications.findById(_id).lean().exec() : null;
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  if (!can('hostApplication.review', context.caller, { ownerId: String(application.userId) }))
    throw forbidden('You cannot review your own application');
  if (status !== 'approved' && status !== 'rejected')
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
  return toGraphQL<HostApplicationObject>(decided);
}

export const hostApplicationResolvers: Resolvers = {
  Query: {
    hostApplications: async (_parent, args, context) => {
      assertCan('hostApplication.list', context.caller);
      const found = await context.hostApplications
        .find(args.status ? { status: args.status } : {})
        .sort({ createdAt: -1 })
        .limit(MAX_LIST)
        .lean()
        .exec();
      return found.map((application) => toGraphQL<HostApplicationObject>(application));
    },
  },
  Mutation: {
    submitHostApplication: (_parent, args, context) => submit(context, args.input),
    reviewHostApplication: (_parent, args, context) => review(context, args.id, args.status),
  },
  HostApplication: {
    user: async (application, _args, context) =>
      toGraphQL<UserObject>(await context.loaders.userById.load(application.userId)),
    reviewer: async (application, _args, context) =>
      application.reviewedBy
        ? toGraphQL<UserObject>(await context.loaders.userById.load(application.reviewedBy))
        : null,
  },
};
