import { can } from '@stays/contracts';
import type { Response } from 'express';
import { arrayOf, obj, ref, statusBody, text } from '../openapi/shapes';
import { runOperation, type SentVariables } from './execute';
import { body, INVALID_STATUS, type PropertyDeps, queryText } from './property-fields';
import { sendError, sendResult } from './respond';
import {
  RestListPropertiesDocument,
  RestReviewPropertyDocument,
  type RestReviewPropertyMutationVariables,
  RestSetPropertyFeaturedDocument,
  RestSetPropertyStatusDocument,
} from '../__generated__/graphql';
import type { RestRequest, RestRoute } from './route';

/** A pending property approved or rejected (staff and admins), with the reason a rejection gives. */
const decide = async (
  req: RestRequest,
  res: Response,
  { server, contextOf }: PropertyDeps,
  variables: Omit<SentVariables<RestReviewPropertyMutationVariables>, 'id'>,
) => {
  const result = await runOperation(server, await contextOf(req), RestReviewPropertyDocument, {
    id: req.params.id,
    ...variables,
  });
  sendResult(res, result, (data) => data.reviewProperty);
};

/** The moderators' side of listings: every property, the pending queue, decisions, status and featuring. */
export const propertyModerationRoutes: RestRoute<PropertyDeps>[] = [
  {
    method: 'get',
    path: '/admin/properties',
    access: 'admin',
    doc: {
      tag: 'Properties',
      summary: 'Every property, any status',
      ok: { schema: arrayOf('Property') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const context = await contextOf(req);
      if (!context.caller.userId) return sendError(res, 401, 'Unauthorized');
      if (!can('property.adminList', context.caller)) return sendError(res, 403, 'Forbidden');
      const result = await runOperation(
        server,
        context,
        RestListPropertiesDocument,
        { status: queryText(req.query, 'status') },
        INVALID_STATUS,
      );
      sendResult(res, result, (data) => data.properties);
    },
  },
  {
    method: 'put',
    path: '/admin/properties/{id}/status',
    access: 'admin',
    doc: {
      tag: 'Properties',
      summary: "Set a property's status (allowed transitions only)",
      body: statusBody(['pending', 'approved', 'rejected']),
      ok: { schema: ref('Property') },
      errors: [404, 409],
    },
    handle: async (req, res, { server, contextOf }) => {
      const { status, reason } = body(req);
      const result = await runOperation(
        server,
        await contextOf(req),
        RestSetPropertyStatusDocument,
        {
          id: req.params.id,
          status: typeof status === 'string' ? status : '',
          reason: typeof reason === 'string' ? reason : null,
        },
        { status: { ...INVALID_STATUS.status, errors: { status: 'Invalid input' } } },
      );
      sendResult(res, result, (data) => data.setPropertyStatus);
    },
  },
  {
    method: 'put',
    path: '/admin/properties/{id}/featured',
    access: 'admin',
    doc: {
      tag: 'Properties',
      summary: 'Feature or unfeature an approved property',
      body: obj({ featured: { type: 'boolean' } }, ['featured']),
      ok: { schema: ref('Property') },
      errors: [404, 409],
    },
    handle: async (req, res, { server, contextOf }) => {
      const { featured } = body(req);
      if (typeof featured !== 'boolean') return sendError(res, 400, 'featured must be true or false');
      const result = await runOperation(server, await contextOf(req), RestSetPropertyFeaturedDocument, {
        id: req.params.id,
        featured,
      });
      sendResult(res, result, (data) => data.setPropertyFeatured);
    },
  },
  {
    method: 'get',
    path: '/dashboard/pending-properties',
    access: 'staff or admin',
    doc: {
      tag: 'Properties',
      summary: 'The review queue',
      ok: { schema: arrayOf('Property') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestListPropertiesDocument, {
        status: 'pending',
      });
      sendResult(res, result, (data) => data.properties);
    },
  },
  {
    method: 'patch',
    path: '/dashboard/properties/{id}/approve',
    access: 'staff or admin',
    doc: {
      tag: 'Properties',
      summary: 'Approve a pending property (the host is notified)',
      ok: { schema: ref('Property') },
      errors: [404, 409],
    },
    handle: (req, res, deps) => decide(req, res, deps, { decision: 'approved' }),
  },
  {
    method: 'patch',
    path: '/dashboard/properties/{id}/reject',
    access: 'staff or admin',
    doc: {
      tag: 'Properties',
      summary: 'Reject a pending property with a reason (the host is notified)',
      body: obj({ reason: text }),
      ok: { schema: ref('Property') },
      errors: [404, 409],
    },
    handle: (req, res, deps) => {
      const reason = body(req).reason;
      return decide(req, res, deps, {
        decision: 'rejected',
        reason: typeof reason === 'string' ? reason : null,
      });
    },
  },
];
