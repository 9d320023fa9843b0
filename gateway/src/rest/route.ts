import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { GatewayContext } from '../context';
import { admittedAtTheDoor } from './access';
import type { Access, Method, OperationSpec } from '../openapi/builder';

/**
 * One REST call, defined once: where it answers, who may make it, what the OpenAPI document says of it, and the
 * handler. routes.ts lists every row and mounts them, each behind its door (access.ts); the OpenAPI document
 * (openapi/document.ts) is read from the same list.
 */
/** A row's request: its path parameters are named in its path, and each is one text. */
export type RestRequest = Request<Record<string, string>>;

export interface RestRoute<Deps> {
  method: Method;
  /** Below `/api`, in OpenAPI's form: `/bookings/{id}/status`. */
  path: string;
  /** Checked at the door before the handler reads a byte of the body; the policy table still decides in the graph. */
  access: Access;
  doc: OperationSpec;
  /** `deps`: the part of routes.ts's `RestDeps` the row needs (the Apollo server, the caller's context, ...). */
  handle(req: RestRequest, res: Response, deps: Deps): void | Promise<void>;
}

type ContextOf = (req: Request) => Promise<GatewayContext>;

/** `/bookings/{id}` as Express writes it, `/bookings/:id`. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * An Express router answering the rows in their order (a literal path, `/bookings/mine`, before a parameter one at
 * the same place): each row behind its door (401 signed out, 403 for a role that can never make the call, from
 * its access column), then `jsonBody` unless the row reads its own multipart body, then its handler. A malformed
 * body or an unknown id is never answered before the door.
 */
export function routerOf<Deps extends { contextOf: ContextOf }>(
  routes: readonly RestRoute<Deps>[],
  deps: Deps,
  jsonBody: readonly RequestHandler[] = [],
): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](
      expressPath(route.path),
      ...admittedAtTheDoor(route.access, deps.contextOf),
      ...(route.doc.multipart ? [] : jsonBody),
      (req, res) => route.handle(req as RestRequest, res, deps),
    );
  }
  return router;
}
