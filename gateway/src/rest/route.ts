import { type Request, type Response, Router } from 'express';
import type { Access, Method, OperationSpec } from '../openapi/builder';

/**
 * One REST call, defined once: where it answers, who may make it, what the OpenAPI document says of it, and the
 * handler. The document (openapi/document.ts) and the access check at the door (access.ts) are read from the
 * rows (routes.ts lists them all); a resource's router is its rows in order.
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
  /** `deps` are what the resource's router was given (the Apollo server, the caller's context, ...). */
  handle(req: RestRequest, res: Response, deps: Deps): void | Promise<void>;
}

/** Any row, whatever its handler needs: what the document and the door read. */
export type AnyRestRoute = RestRoute<never>;

/** `/bookings/{id}` as Express writes it, `/bookings/:id`. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * An Express router answering the rows in their order: a literal path (`/bookings/mine`) comes before a
 * parameter one at the same place, as in the rows.
 */
export function routerOf<Deps>(routes: readonly RestRoute<Deps>[], deps: Deps): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](expressPath(route.path), (req, res) => route.handle(req as RestRequest, res, deps));
  }
  return router;
}
