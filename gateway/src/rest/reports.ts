import { type RestOptions, sendCreated, fieldText } from './bookings';
import { runOperation } from './execute';
import type { RestRoute } from './route';
import { arrayOf, obj, ref, text } from '../openapi/shapes';
import {
  RestGenerateReportDocument,
  type RestReportFragment,
  RestReportCsvDocument,
  type RestReportSummaryFragment,
  RestReportsDocument,
} from '../__generated__/graphql';
import { sendError, sendResult } from './respond';

/** A report as SPEC section 3 and the staff portal read it: its fields, and `data` with figures by key. */
function asJson({
  figures,
  columns,
  rows,
  ...report
}: RestReportSummaryFragment & Partial<Pick<RestReportFragment, 'columns' | 'rows'>>) {
  return {
    ...report,
    data: {
      ...Object.fromEntries(figures.map((figure) => [figure.key, figure.value])),
      figures,
      columns,
      rows,
    },
  };
}

/** Reports of the staff portal: generate (stored), list, download as CSV. */
export const reportRoutes: RestRoute<RestOptions>[] = [
  {
    method: 'get',
    path: '/dashboard/reports',
    access: 'staff or admin',
    doc: {
      tag: 'Dashboard',
      summary: 'Stored reports, newest first',
      ok: { schema: arrayOf('Report') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestReportsDocument);
      sendResult(res, result, (data) => data.reports.map(asJson));
    },
  },
  {
    method: 'post',
    path: '/dashboard/reports',
    access: 'staff or admin',
    doc: {
      tag: 'Dashboard',
      summary: 'Generate and store a report over the last 30 days',
      body: obj(
        {
          type: { type: 'string', enum: ['user_activity', 'properties', 'bookings', 'earnings'] },
          title: text,
          description: text,
          dateRange: text,
        },
        ['type'],
      ),
      ok: { status: 201, schema: ref('Report') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const input = Object.fromEntries(
        ['type', 'title', 'description', 'dateRange'].map((name) => [name, fieldText(req.body, name)]),
      );
      const result = await runOperation(server, await contextOf(req), RestGenerateReportDocument, {
        input,
      });
      sendCreated(res, result, (data) => asJson(data.generateReport));
    },
  },
  {
    method: 'get',
    path: '/dashboard/reports/{id}/csv',
    access: 'staff or admin',
    doc: {
      tag: 'Dashboard',
      summary: 'A stored report as CSV',
      ok: { schema: { type: 'string' }, contentType: 'text/csv' },
      errors: [404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestReportCsvDocument, {
        id: req.params.id,
      });
      if (!result.ok) return sendResult(res, result, () => null);
      const report = result.data.report;
      if (!report) return sendError(res, 404, 'Report not found');
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .setHeader(
          'content-disposition',
          `attachment; filename="report-${report.type}-${report.createdAt.slice(0, 10)}.csv"`,
        )
        .send(report.csv);
    },
  },
];
