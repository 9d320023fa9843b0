import {
  assertCan,
  badUserInput,
  type GraphQLObject,
  invalidFields,
  toGraphQL,
  toGraphQLList,
  toObjectId,
} from '@stays/subgraph-shared';
import type { ReportFigure, ReportInput, Resolvers } from '../__generated__/resolvers-types';
import type { BookingsContext } from '../context';
import { propertyTitles } from '../peers/properties';
import { peopleByIds } from '../peers/users';
import { statusAt } from '../booking/expiry';
import { buildReport, REPORT_DATE_RANGE, REPORT_DAYS, type ReportBooking } from './build';
import { reportCsv } from './csv';
import { REPORT_TYPES, type ReportRecord, type ReportType } from './model';

const DAY_MS = 86_400_000;
/** Bounds what one report stores and one download carries. */
const MAX_ROWS = 10_000;
const DEFAULT_TITLES: Record<ReportType, string> = {
  user_activity: 'User activity report',
  properties: 'Properties report',
  bookings: 'Bookings report',
  earnings: 'Earnings report',
};

function checkInput(input: ReportInput) {
  const errors: Record<string, string> = {};
  const type = input.type as ReportType;
  if (!REPORT_TYPES.includes(type)) errors.type = `Report type must be one of ${REPORT_TYPES.join(', ')}`;
  const title = (input.title ?? '').trim();
  const description = (input.description ?? '').trim();
  if (title.length > 200) errors.title = 'Title must be at most 200 characters';
  if (description.length > 1000) errors.description = 'Description must be at most 1000 characters';
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { type, title: title || DEFAULT_TITLES[type], description };
}

/** A report as its resolvers receive it (the codegen mapper of `Report`): lists leave the table out. */
export type ReportObject = Omit<GraphQLObject<ReportRecord>, 'figures' | 'columns' | 'rows'> & {
  figures: ReportFigure[];
  columns?: string[];
  rows?: string[][];
};

/** The report's table: on the object when it was read whole, otherwise read now (lists leave it out). */
async function tableOf(report: ReportObject, context: BookingsContext) {
  if (report.columns && report.rows) return { columns: report.columns, rows: report.rows };
  const stored = await context.reports
    .findById(toObjectId(report.id))
    .select({ columns: 1, rows: 1 })
    .lean()
    .exec();
  // mongoose types a nested string array as a document array; lean() gives plain arrays.
  return { columns: stored?.columns ?? [], rows: (stored?.rows ?? []) as unknown as string[][] };
}

export const reportResolvers: Resolvers = {
  Query: {
    reports: async (_parent, args, context) => {
      assertCan('report.read', context.caller);
      if (args.limit != null && (args.limit < 1 || args.limit > 200))
        throw badUserInput('limit must be between 1 and 200');
      // A list shows figures; a table (up to MAX_ROWS rows) is read only when a field asks for it (tableOf).
      const docs = await context.reports
        .find()
        .select({ rows: 0, columns: 0 })
        .sort({ createdAt: -1, _id: -1 })
        .limit(args.limit ?? 50)
        .lean()
        .exec();
      return toGraphQLList<ReportObject>(docs);
    },
    report: async (_parent, args, context) => {
      assertCan('report.read', context.caller);
      const _id = toObjectId(args.id);
      return _id ? toGraphQL<ReportObject>(await context.reports.findById(_id).lean().exec()) : null;
    },
  },
  Mutation: {
    generateReport: async (_parent, args, context) => {
      assertCan('report.generate', context.caller);
      const { type, title, description } = checkInput(args.input ?? {});
      const to = new Date();
      const from = new Date(to.getTime() - REPORT_DAYS * DAY_MS);
      const stored = (await context.bookings
        .find({ createdAt: { $gte: from, $lte: to } })
        .sort({ createdAt: 1, _id: 1 })
        .limit(MAX_ROWS)
        .lean()
        .exec()) as unknown as ReportBooking[];
      // Each booking by the status users see: a pending request whose check-in passed is expired.
      const bookings = stored.map((booking) => ({ ...booking, status: statusAt(booking, to) }));
      const titles =
        type === 'user_activity'
          ? new Map<string, string>()
          : await propertyTitles([...new Set(bookings.map((booking) => String(booking.propertyId)))]);
      // Guests and hosts by name and email (issue 30: the CSV named them by id); the earnings table names none.
      const people =
        type === 'earnings'
          ? new Map()
          : await peopleByIds([
              ...new Set(bookings.flatMap((booking) => [String(booking.guestId), String(booking.hostId)])),
            ]);
      const content = buildReport(type, bookings, titles, people);
      const created = await context.reports.create({
        type,
        title,
        description,
        dateRange: REPORT_DATE_RANGE,
        from,
        to,
        createdBy: toObjectId(context.caller.userId)!,
        ...content,
      });
      return toGraphQL<ReportObject>(created);
    },
  },
  Report: {
    columns: async (report, _args, context) => (await tableOf(report, context)).columns,
    rows: async (report, _args, context) => (await tableOf(report, context)).rows,
    csv: async (report, _args, context) => reportCsv({ ...report, ...(await tableOf(report, context)) }),
  },
};
