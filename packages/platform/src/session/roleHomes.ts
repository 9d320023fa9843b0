import type { Role } from './storage';

// Where each role lives in the front ends (SPEC 2, 4), in one table: the header's Dashboard link and a guest's
// Trips and Saved, where a guard sends a role it turns away, where a sign-in lands and where a logout leaves to.
// Who may do what is not here: a screen asks the policy table for that (userCan).

export const STAFF_LOGIN_PATH = '/system/staff/login';
export const ADMIN_LOGIN_PATH = '/system/admin/login';
/** Every host screen's entry, and where a signed-in visitor finds their host application. */
export const HOST_DASHBOARD_PATH = '/host/dashboard';

interface RoleHome {
  /** The role's own dashboard, or null (a visitor: their trips are in the header, hosting is offered instead). */
  dashboard: string | null;
  /** Where a guard sends the role from a screen that is not theirs. */
  home: string;
  /** Where the role goes after logging out. */
  signedOut: string;
  /** The header lists Trips and Saved (a guest's own places) beside the Inbox. */
  tripsAndSaved: boolean;
}

const HOMES: Record<Role, RoleHome> = {
  visitor: { dashboard: null, home: '/', signedOut: '/', tripsAndSaved: true },
  host: { dashboard: HOST_DASHBOARD_PATH, home: '/', signedOut: '/', tripsAndSaved: false },
  staff: {
    dashboard: '/staff/dashboard',
    home: '/staff/dashboard',
    signedOut: STAFF_LOGIN_PATH,
    tripsAndSaved: false,
  },
  admin: { dashboard: '/admin', home: '/admin', signedOut: '/', tripsAndSaved: false },
};

// A role this build does not know (stored by a newer one) is treated as a visitor: it is offered nothing more.
const homeOfRole = (role: string | null | undefined): RoleHome =>
  role && Object.hasOwn(HOMES, role) ? HOMES[role as Role] : HOMES.visitor;

/** The dashboard a signed-in role's header links to, or null when the role has none. */
export function dashboardOf(role: string | null | undefined): string | null {
  return homeOfRole(role).dashboard;
}

/** Where a signed-in user of a role belongs: staff -> /staff/dashboard, admin -> /admin, anyone else -> /. */
export function homeOf(role: string | null | undefined): string {
  return homeOfRole(role).home;
}

/** A path of this site to return to (never another origin, never a sign-in page), or null. */
function returnPathOf(from: string | null | undefined): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return null;
  const path = from.split(/[?#]/)[0];
  return path === '/login' || path.startsWith('/system/') ? null : from;
}

/**
 * Where a sign-in (the site's /login, the staff and admin portals) takes the user: a role with a dashboard goes
 * there; a guest, who has none, goes back to the page that sent them to sign in (`from`), else home (issue 46:
 * SPEC's 'anyone else to /host/dashboard' sent every guest to the host area).
 */
export function signInLandingOf(role: string | null | undefined, from?: string | null): string {
  return homeOfRole(role).dashboard ?? returnPathOf(from) ?? homeOfRole(role).home;
}

/** Where logging out leaves to (SPEC 4): staff to their own sign-in page, everyone else to the home page. */
export function signedOutPathOf(role: string | null | undefined): string {
  return homeOfRole(role).signedOut;
}

/** Whether the header lists Trips and Saved for this role (SPEC 2: a guest's; a visitor's in this product). */
export function hasTripsAndSaved(role: string | null | undefined): boolean {
  return homeOfRole(role).tripsAndSaved;
}
