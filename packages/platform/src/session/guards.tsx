import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@stays/ui';
import { ADMIN_LOGIN_PATH, homeOf, STAFF_LOGIN_PATH } from './roleHomes';
import { useSession } from './SessionProvider';

// The protected-area guard of SPEC section 4. The server enforces every permission; this guard is the UX:
// it keeps people out of screens they cannot use and sends them where they can sign in or belong.

const messages = defineMessages({
  checking: { id: 'guard.checking', defaultMessage: 'Checking your access...' },
});

/**
 * The login page matching the last protected sign-in: 'staff' -> the staff login, any other stored value ->
 * the admin login. With nothing stored (a first visit), the area's own login page.
 */
export function loginPathFor(lastLoginPath: string | null, areaLogin: string = ADMIN_LOGIN_PATH): string {
  if (lastLoginPath === 'staff') return STAFF_LOGIN_PATH;
  if (lastLoginPath) return ADMIN_LOGIN_PATH;
  return areaLogin;
}

export interface RequireRoleProps {
  children: ReactNode;
  /** The roles allowed in. */
  roles?: readonly string[];
  /** Admin or staff only (instead of `roles`). */
  adminOrStaff?: boolean;
  /** The area's own login page, used when no lastLoginPath is stored. */
  loginPath?: string;
}

/** Who may enter: the explicit list, else admin-or-staff, else (neither given) any signed-in user's own role. */
export function allowedRoles(
  { roles, adminOrStaff }: Pick<RequireRoleProps, 'roles' | 'adminOrStaff'>,
  own: string,
): readonly string[] {
  if (roles) return roles;
  if (adminOrStaff) return ['admin', 'staff'];
  return [own];
}

/**
 * Shows a spinner until the session is confirmed, then the page, a redirect to the matching login page
 * (signed out, or unreadable stored data), or a redirect to the user's own home (a role not allowed here).
 */
export function RequireRole({ children, roles, adminOrStaff, loginPath }: RequireRoleProps) {
  const intl = useIntl();
  const { status, user, isAuthenticated, lastLoginPath } = useSession();
  if (status === 'checking') return <Spinner label={intl.formatMessage(messages.checking)} />;
  if (!isAuthenticated || !user) return <Navigate to={loginPathFor(lastLoginPath, loginPath)} replace />;
  if (!allowedRoles({ roles, adminOrStaff }, user.role).includes(user.role))
    return <Navigate to={homeOf(user.role)} replace />;
  return <>{children}</>;
}
