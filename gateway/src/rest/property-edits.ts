import { ref } from '../openapi/shapes';
import { runOperation } from './execute';
import { type PropertyDeps, propertyInput } from './property-fields';
import { sendResult } from './respond';
import {
  RestCreatePropertyDocument,
  RestDeletePropertyDocument,
  RestUpdatePropertyDocument,
} from '../__generated__/graphql';
import type { RestRoute } from './route';

/** A host's (or an admin's) own listing: create, edit, delete; the properties subgraph validates and decides. */
export const propertyEditRoutes: RestRoute<PropertyDeps>[] = [
  {
    method: 'post',
    path: '/properties',
    access: 'host',
    doc: {
      tag: 'Properties',
      summary: 'List a property (host: pending review; admin: approved, for any host)',
      body: ref('PropertyInput'),
      ok: { status: 201, schema: ref('PropertyCreated') },
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestCreatePropertyDocument, {
        input: propertyInput(req),
      });
      if (!result.ok) return sendResult(res, result, () => null);
      const { property, message } = result.data.createProperty;
      res.status(201).json({ ...property, message });
    },
  },
  {
    method: 'put',
    path: '/properties/{id}',
    access: 'host',
    doc: {
      tag: 'Properties',
      summary: 'Edit a property (its host or an admin)',
      body: ref('PropertyInput'),
      ok: { schema: ref('Property') },
      errors: [404],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestUpdatePropertyDocument, {
        id: req.params.id,
        input: propertyInput(req),
      });
      sendResult(res, result, (data) => data.updateProperty);
    },
  },
  {
    method: 'delete',
    path: '/properties/{id}',
    access: 'host',
    doc: {
      tag: 'Properties',
      summary: 'Delete a property and its images (its host or an admin)',
      description:
        'Refused (409) while an approved stay is still to come. Otherwise its pending requests are declined (their guests are told), no new ones are taken, and past stays stay on record.',
      ok: { schema: ref('Message') },
      errors: [404, 409, 503],
    },
    handle: async (req, res, { server, contextOf }) => {
      const result = await runOperation(server, await contextOf(req), RestDeletePropertyDocument, {
        id: req.params.id,
      });
      sendResult(res, result, (data) => ({ message: data.deleteProperty.message }));
    },
  },
];
