import { ANONYMOUS, can, type Operation, type Resource } from '@stays/contracts';
import type { SessionUser } from './storage';

/**
 * The policy table's answer for the signed-in user (null: signed out), so a screen offers what the server will
 * allow instead of keeping its own list of roles.
 */
export function userCan(
  operation: Operation,
  user: Pick<SessionUser, 'id' | 'role'> | null | undefined,
  resource?: Resource,
): boolean {
  return can(operation, user ? { userId: user.id, role: user.role } : ANONYMOUS, resource);
}
