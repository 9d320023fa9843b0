import {
  assertCan,
  badUserInput,
  callInternal,
  can,
  conflict,
  forbidden,
  type GraphQLObject,
  notFound,
  TEXT_LIMITS,
  toGraphQL,
  toObjectId,
  unauthenticated,
} from '@stays/subgraph-shared';
import type { HostApplicationStatus, Resolvers } from '../__generated__/resolvers-types';
import { invalidInput, isDuplicateKey } from '../errors';
import type { PasswordResetDeps } from '../password-reset/resolvers';
import type { UserObject } from '../user/model';
import type { UsersContext } from '../user/resolvers';
import type { HostApplicationModel, HostApplicationRecord } from './model';
import { type ApplicationInput, validateApplication } from './validation';

/** The users subgraph's request context (codegen's contextType): accounts, host applications, password resets. */
export interface HostApplicationContext extends UsersContext, PasswordResetDeps {
  hostApplications: HostApplicationModel;
}

/** An application as its resolvers receive it (the codegen mapper of `HostApplication`). */
export type HostApplicationObject = GraphQLObject<HostApplicationRecord>;

export const APPLICATION_NOT_FOUND = 'Host application not found';
export const ALREADY_PENDING = 'You already have a pending host application';
export const ALREADY_DECIDED = 'This application has already been reviewed';
const MAX_LIST = 1000;
export const REASON_REQUIRED = 'A rejection needs a reason for the applicant';
export const MAX_REVIEW_NOTE = TEXT_LIMITS.decisionReason.max;
export const REVIEW_NOTE_TOO_LONG = `The reason must be at most ${MAX_REVIEW_NOTE} characters`;

/** The applicant's notification of the decision (the reason with a rejection). */
export function applicationNotice(
  userId: string,
  applicationId: string,
  status: 'approved' | 'rejected',
  note?: string,
) {
  return {
    recipientId: userId,
    title: status === 'approved' ? 'Host application approved' : 'Host application not approved',
    message:
      status === 'approved'
        ? 'Your host application has been approved. Sign in again to start hosting.'
        : `Your host application was not approved: ${note ?? ''}`,
    relatedEntityType: 'hostApplication',
    relatedEntityId: applicationId,
  };
}

/** The reason of a rejection, trimmed; refused when missing or too long. */
function reviewNoteOf(status: 'approved' | 'rejected', reason: unknown): string | undefined {
  const note = typeof reason === 'string' ? reason.trim() : '';
  if (note.length > MAX_REVIEW_NOTE) throw badUserInput(REVIEW_NOTE_TOO_LONG);
  if (status === 'rejected' && !note) throw badUserInput(REASON_REQUIRED);
  return note || undefined;
}

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
  reason: unknown,
) {
  assertCan('hostApplication.list', context.caller);
  const _id = toObjectId(id);
  const application = _id ? await context.hostApplications.findById(_id).lean().exec() : null;
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  if (!can('hostApplication.review', context.caller, { ownerId: String(application.userId) }))
    throw forbidden('You cannot review your own application');
  if (status !== 'approved' && status !== 'rejected')
    throw badUserInput("Status must be 'approved' or 'rejected'");
  const reviewNote = reviewNoteOf(status, reason);
  // Claim the decision atomically: of two reviewers, one wins and the other gets 409.
  const decided = await context.hostApplications
    .findOneAndUpdate(
      { _id, status: 'pending' },
      {
        $set: {
          status,
          reviewedBy: toObjectId(context.caller.userId),
          reviewedAt: new Date(),
          ...(reviewNote ? { reviewNote } : {}),
        },
      },
      { returnDocument: 'after' },
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
        .updateOne(
          { _id, status },
          { $set: { status: 'pending' }, $unset: { reviewedBy: 1, reviewedAt: 1, reviewNote: 1 } },
        )
        .exec();
      throw error;
    }
  }
  // The decision is stored: a notification that cannot be delivered is logged, never a failed review.
  await callInternal(
    'notifications',
    '/internal/notifications',
    applicationNotice(String(application.userId), String(_id), status, reviewNote),
    { timeoutMs: 2000 },
  ).catch((error: Error) =>
    console.log(`[users] notification of application ${String(_id)} failed: ${error.message}`),
  );
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
    myHostApplication: async (_parent, _args, context) => {
      const userId = toObjectId(context.caller.userId);
      if (!userId) throw unauthenticated();
      const [latest] = await context.hostApplications
        .find({ userId })
        .sort({ createdAt: -1, _id: -1 })
        .limit(1)
        .lean()
        .exec();
      return latest ? toGraphQL<HostApplicationObject>(latest) : null;
    },
  },
  Mutation: {
    submitHostApplication: (_parent, args, context) => submit(context, args.input),
    reviewHostApplication: (_parent, args, context) => review(context, args.id, args.status, args.reason),
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
