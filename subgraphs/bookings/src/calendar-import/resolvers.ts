import {
  assertCan,
  conflict,
  invalidFields,
  isObjectIdString,
  notFound,
  unauthenticated,
} from '@stays/subgraph-shared';
import { Types } from 'mongoose';
import type { CalendarImport, Resolvers } from '../__generated__/resolvers-types';
import type { BookingsContext } from '../context';
import { fetchPropertyFacts } from '../peers/properties';
import { checkFeedUrl, FeedFetchError } from './fetch';
import type { CalendarImportRecord } from './model';
import { dayIn } from './parse';
import { syncNow } from './poller';
import { propertyWithImports } from './policy';
import { conflictsOf, pollEveryMs, removeImport } from './sync';

/** A listing follows at most this many calendars. */
export const MAX_IMPORTS_PER_PROPERTY = 10;
export const MAX_IMPORT_NAME = 60;

type Stored = CalendarImportRecord & { _id: Types.ObjectId; createdAt?: Date };

export function importObject(record: Stored): CalendarImport {
  const result = record.lastResult;
  return {
    id: String(record._id),
    propertyId: String(record.propertyId),
    name: record.name,
    url: record.url,
    createdAt: (record.createdAt ?? new Date()).toISOString(),
    lastSyncAt: record.lastSyncAt ? record.lastSyncAt.toISOString() : null,
    nextSyncAt: record.nextSyncAt.toISOString(),
    lastResult: result
      ? {
          ok: result.ok,
          at: result.at.toISOString(),
          unchanged: result.unchanged ?? false,
          events: result.events ?? 0,
          nights: result.nights ?? 0,
          conflicts: result.conflicts ?? 0,
          skipped: (result.skipped ?? []).map((skip) => ({
            uid: skip.uid ?? '',
            reason: skip.reason,
            startDate: skip.startDate ?? null,
          })),
          errorCode: result.errorCode ?? null,
          error: result.error ?? null,
        }
      : null,
  };
}

const depsOf = (context: BookingsContext) => ({
  imports: context.imports,
  calendars: context.calendars,
  bookings: context.bookings,
});

async function importOf(context: BookingsContext, propertyId: string, id: string): Promise<Stored> {
  const record = isObjectIdString(id)
    ? await context.imports
        .findOne({ _id: new Types.ObjectId(id), propertyId: new Types.ObjectId(propertyId) })
        .lean()
        .exec()
    : null;
  if (!record) throw notFound('This calendar is not followed by the property');
  return record as Stored;
}

export const calendarImportResolvers: Resolvers = {
  Query: {
    calendarImports: async (_parent, args, context) => {
      await propertyWithImports(context, args.propertyId);
      const records = await context.imports
        .find({ propertyId: new Types.ObjectId(args.propertyId) })
        .sort({ createdAt: 1, _id: 1 })
        .lean()
        .exec();
      return (records as Stored[]).map(importObject);
    },
    calendarConflicts: async (_parent, args, context) => {
      const hostId = args.hostId ?? context.caller.userId;
      assertCan('booking.listForHost', context.caller, { ownerId: hostId });
      if (!hostId) throw unauthenticated();
      const properties = await fetchPropertyFacts({ hostId });
      if (args.propertyId && !properties.some((p) => p.id === args.propertyId))
        throw notFound('Property not found');
      const chosen = properties.filter((p) => !args.propertyId || p.id === args.propertyId);
      // each listing's today in its own zone; a stay ending before the earliest of them is over everywhere
      const today = chosen.map((p) => dayIn(Date.now(), p.timeZone)).sort()[0] ?? '';
      return conflictsOf(
        depsOf(context),
        chosen.map((p) => p.id),
        today,
      );
    },
  },
  Mutation: {
    addCalendarImport: async (_parent, args, context) => {
      await propertyWithImports(context, args.propertyId);
      const name = args.name.trim();
      const errors: Record<string, string> = {};
      if (!name) errors.name = 'Name is required';
      else if (name.length > MAX_IMPORT_NAME) errors.name = `At most ${MAX_IMPORT_NAME} characters`;
      let url = args.url.trim();
      try {
        url = (await checkFeedUrl(url)).toString();
      } catch (error) {
        errors.url =
          error instanceof FeedFetchError ? error.message : 'The calendar address could not be checked';
      }
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
      const propertyId = new Types.ObjectId(args.propertyId);
      if ((await context.imports.countDocuments({ propertyId }).exec()) >= MAX_IMPORTS_PER_PROPERTY)
        throw invalidFields({ url: `A listing follows at most ${MAX_IMPORTS_PER_PROPERTY} calendars` });
      let created;
      try {
        created = await context.imports.create({
          propertyId,
          name,
          url,
          nextSyncAt: new Date(Date.now() + pollEveryMs()),
        });
      } catch (error) {
        if ((error as { code?: number }).code === 11000)
          throw conflict('The property already follows this calendar');
        throw error;
      }
      await syncNow(depsOf(context), created._id);
      return importObject((await context.imports.findById(created._id).lean().exec()) as Stored);
    },
    syncCalendarImport: async (_parent, args, context) => {
      await propertyWithImports(context, args.propertyId);
      const record = await importOf(context, args.propertyId, args.id);
      await syncNow(depsOf(context), record._id);
      const after = await context.imports.findById(record._id).lean().exec();
      if (!after) throw notFound('This calendar is not followed by the property');
      return importObject(after as Stored);
    },
    removeCalendarImport: async (_parent, args, context) => {
      await propertyWithImports(context, args.propertyId);
      await removeImport(depsOf(context), await importOf(context, args.propertyId, args.id));
      return true;
    },
  },
};
