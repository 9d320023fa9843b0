import { type Caller, can, type Operation, type Resource } from '@stays/contracts';
import { forbidden, unauthenticated } from './errors';

/**
 * The resolvers' gate on the one policy table (`@stays/contracts`, packages/contracts/src/policy.ts): throws
 * UNAUTHENTICATED for an anonymous caller and FORBIDDEN for a signed-in one who may not.
 */
export function assertCan(operation: Operation, caller: Caller, resource?: Resource): void {
  if (can(operation, caller, resource)) return;
  throw caller.userId !== null ? forbidden() : unauthenticated();
}
