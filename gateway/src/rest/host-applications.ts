import type { ApolloServer } from '@apollo/server';
import { type Request } from 'express';
import type { GatewayContext } from '../context';
import { runOperation } from './execute';
import { field } from './identity';
import type { RestRoute } from './route';
import { arrayOf, obj, ref, text } from '../openapi/shapes';
import {
  RestHostApplicationsDocument,
  RestReviewHostApplicationDocument,
  RestSubmitHostApplicationDocument,
} from '../__generated__/graphql';
import { sendError, sendResult } from './respond';

export interface HostApplicationsRouterOptions {
  server: ApolloServer<GatewayContext>;
  contextOf: (req: Request) => Promise<GatewayContext>;
}

/**
 * Host applications: the signed-in visitor submits one (the host sign-up keeps it in the browser until the first
 * sign-in, then posts it here); staff and admins list and decide them. Approval makes the applicant a host, so
 * the applicant's cached session state is dropped and the new role applies at their next request.
 */
export const hostApplicationRoutes: RestRoute<HostApplicationsRouterOptions>[] = [
  {
    method: 'post',
    path: '/host-applications',
    access: 'signed-in',
    doc: {
      tag: 'Host applications',
      summary: 'Submit a host application for the signed-in visitor',
      body: obj({ reason: text, phone: text, address: text }, ['reason', 'phone', 'address']),
      ok: { status: 201, schema: ref('HostApplication') },
      errors: [409],
    },
    handle: async (req, res, { server, contextOf }) => {
      const context = await contextOf(req);
      if (!context.caller.userId) return sendError(res, 401, 'Unauthorized');
      const input = Object.fromEntries(
        ['reason', 'phone', 'address'].map((name) => [name, field(req, name)]),
      );
      const result = await runOperation(server, context, RestSubmitHostApplicationDocument, {
        input,
      });
      if (!result.ok) return sendResult(res, result, () => null);
      res.status(201).json(result.data.submitHostApplication);
    },
  },
  {
    method: 'get',
    path: '/host-applications',
    access: 'staff or admin',
    doc: {
      tag: 'Host applications',
      summary: 'Host applications, optionally by status',
      query: [{ name: 'status', description: 'pending, approved or rejected' }],
      ok: { schema: arrayOf('HostApplication') },
    },
    handle: async (req, res, { server, contextOf }) => {
      // 'all' (the screens' filter) means no filter.
      const status =
        typeof req.query.status === 'string' && req.query.status !== 'all' ? req.query.status : '';
      const result = await runOperation(
        server,
        await contextOf(req),
        RestHostApplicationsDocument,
        { status: status || null },
        { status: { message: 'Status must be one of pending, approved, rejected' } },
      );
      sendResult(res, result, (data) => data.hostApplications);
    },
  },
  {
    method: 'put',
    path: '/host-applications/{id}',
    access: 'staff or admin',
    doc: {
      tag: 'Host applications',
      summary: 'Approve (the user becomes a host) or reject an application',
      description:
        'A rejection needs a reason (1 to 500 characters): the applicant reads it and is notified.',
      body: obj({ status: { type: 'string', enum: ['approved', 'rejected'] }, reason: text }, ['status']),
      ok: { schema: ref('HostApplication') },
      errors: [400, 404, 409],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(
        server,
        await contextOf(req),
        RestReviewHostApplicationDocument,
        { id: req.params.id, status: field(req, 'status'), reason: field(req, 'reason') },
        { status: { message: "Status must be 'approved' or 'rejected'" } },
      );
      sendResult(res, result, (data) => data.reviewHostApplication);
    },
  },
];
