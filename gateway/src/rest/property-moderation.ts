import { can } from '@stays/contracts';
import type { Request, Response } from 'express';
import gql from 'graphql-tag';
import { arrayOf, obj, ref, statusBody, text } from '../openapi/shapes';
import { runOperation } from './execute';
import { body, INVALID_STATUS, PROPERTY, type PropertyDeps, queryText } from './property-fields';
import { LIST_PROPERTIES } from './properties';
import { sendError, sendResult } from './respond';
import type { RestRoute } from './route';

const REVIEW = gql`
  mutation RestReviewProperty($id: ID!, $decision: PropertyStatus!, $reason: String) {
    reviewProperty(id: $id, decision: $decision, reason: $reason) {
      ...RestProperty
      rejectionReason
    }
  }
  ${PROPERTY}
`;
const SET_STATUS = gql`
  mutation RestSetPropertyStatus($id: ID!, $status: PropertyStatus!, $reason: String) {
    setPropertyStatus(id: $id, status: $status, reason: $reason) {
      ...RestProperty
      rejectionReason
    }
  }
  ${PROPERTY}
`;
const SET_FEATURED = gql`
  mutation RestSetPropertyFeatured($id: ID!, $featured: Boolean!) {
    setPropertyFeatured(id: $id, featured: $featured) {
      ...RestProperty
    }
  }
  ${PROPERTY}
`;

/** A pending property approved or rejected (staff and admins), with the reason a rejection gives. */
const decide = async (
  req: Request,
  res: Response,
  { server, contextOf }: PropertyDeps,
  variables: Record<string, unknown>,
) => {
  const result = await runOperation<{ reviewProperty: unknown }>(server, await contextOf(req), REVIEW, {
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
      const result = await runOperation<{ properties: unknown[] }>(
        server,
        context,
        LIST_PROPERTIES,
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
      const result = await runOperation<{ setPropertyStatus: unknown }>(
        server,
        await contextOf(req),
        SET_STATUS,
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
      const result = await runOperation<{ setPropertyFeatured: unknown }>(
        server,
        await contextOf(req),
        SET_FEATURED,
        { id: req.params.id, featured },
      );
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
      const result = await runOperation<{ properties: unknown[] }>(
        server,
        await contextOf(req),
        LIST_PROPERTIES,
        {
          status: 'pending',
        },
      );
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
