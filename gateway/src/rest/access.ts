import type { Role } from '@stays/contracts';
import type { Request, RequestHandler } from 'express';
import type { Access } from '../openapi/builder';
import type { GatewayContext } from '../context';
import { sendError } from './respond';

/** Roles an access level of the REST rows lets through the door (the policy table then decides). */
const ADMITTED: Record<Exclude<Access, 'anyone' | 'signed-in'>, readonly Role[]> = {
  admin: ['admin'],
  'staff or admin': ['staff', 'admin'],
  // Hosts, and the moderators who act on hosts' listings and bookings; never a visitor.
  host: ['host', 'staff', 'admin'],
};

/**
 * SPEC sections 5 and 8: a protected call answers a signed-out caller 401 'Unauthorized' and a signed-in caller
 * whose role can never make it 403, whatever the request holds. Mounted on the row's own route (routes.ts), ahead
 * of the body parser and the handler; who may act on which resource is still the policy table's decision, in the
 * subgraphs. A row anyone may call has no door.
 */
export function admittedAtTheDoor(
  access: Access,
  contextOf: (req: Request) => Promise<GatewayContext>,
): RequestHandler[] {
  if (access === 'anyone') return [];
  const admitted = access in ADMITTED ? ADMITTED[access as keyof typeof ADMITTED] : null;
  return [
    async (req, res, next) => {
      const { caller } = await contextOf(req);
      if (caller.userId === null) return sendError(res, 401, 'Unauthorized');
      if (admitted && !(caller.role && admitted.includes(caller.role)))
        return sendError(res, 403, 'Forbidden');
      next();
    },
  ];
}
