import type { Role } from '@stays/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { Access } from '../openapi/builder';
import type { GatewayContext } from '../graphql/context';
import { sendError } from './respond';
import { restRoutes } from './routes';

/** Roles an access level of the REST rows lets through the door (the policy table then decides). */
const ADMITTED: Record<Exclude<Access, 'anyone' | 'signed-in'>, readonly Role[]> = {
  admin: ['admin'],
  'staff or admin': ['staff', 'admin'],
  // Hosts, and the moderators who act on hosts' listings and bookings; never a visitor.
  host: ['host', 'staff', 'admin'],
};

interface Door {
  method: string;
  pattern: RegExp;
  access: Access;
}

const doors: Door[] = restRoutes
  .filter((route) => route.access !== 'anyone')
  .map(({ method, path, access }) => ({
    method: method.toUpperCase(),
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    access,
  }));

/**
 * SPEC sections 5 and 8: a protected call answers a signed-out caller 401 'Unauthorized' and a signed-in caller
 * whose role can never make it 403, whatever the request holds. Checked at the door from the rows' access
 * column (routes.ts), before an adapter reads its body (otherwise a malformed body answered 400 and an unknown id
 * 404 first); who may act on which resource is still the policy table's decision, in the subgraphs.
 */
export function accessAtTheDoor(contextOf: (req: Request) => Promise<GatewayContext>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const door = doors.find(
      (candidate) => candidate.method === req.method && candidate.pattern.test(req.path),
    );
    if (!door) return next();
    const { caller } = await contextOf(req);
    if (caller.userId === null) return sendError(res, 401, 'Unauthorized');
    const admitted = door.access in ADMITTED ? ADMITTED[door.access as keyof typeof ADMITTED] : null;
    if (admitted && !(caller.role && admitted.includes(caller.role))) return sendError(res, 403, 'Forbidden');
    next();
  };
}
