/**
 * The dashboard a signed-in role's header links to, or null when the role has none (a visitor: their trips are
 * in the header already, and hosting is offered instead). Never a page that would turn the role away.
 */
export function dashboardOf(role: string | null | undefined): string | null {
  if (role === 'host') return '/host/dashboard';
  if (role === 'admin') return '/admin';
  if (role === 'staff') return '/staff/dashboard';
  return null;
}
