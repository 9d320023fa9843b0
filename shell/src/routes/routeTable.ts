// The complete route table of SPEC section 2 and who owns each route (DESIGN.md "Route ownership").
// Pure data: the router renders it, the tests check it, docs/frontend.md lists it.

export type RemoteName = 'mfe_listings' | 'mfe_booking' | 'mfe_host' | 'mfe_staff' | 'mfe_admin';

export type ShellPage =
  | 'login'
  | 'help-center'
  | 'safety-information'
  | 'cancellation-options'
  | 'contact-us'
  | 'host-resources'
  | 'community-forum'
  | 'campus-events'
  | 'student-guide'
  | 'about'
  | 'terms'
  | 'privacy';

export type RouteEntry =
  | { path: string; owner: 'shell'; page: ShellPage; title: string }
  | {
      path: string;
      owner: RemoteName;
      /** The exposed module, loaded as `${owner}/${module}` (docs/contracts.md). */
      module: string;
      title: string;
      /** Who may open it (SPEC 2); enforced by the shell's guards from the identity release on. */
      roles?: readonly string[];
    };

const remote = (path: string, owner: RemoteName, module: string, title: string, roles?: readonly string[]): RouteEntry => ({
  path,
  owner,
  module,
  title,
  ...(roles ? { roles } : {}),
});
const shell = (path: string, page: ShellPage, title: string): RouteEntry => ({ path, owner: 'shell', page, title });

export const routeTable: readonly RouteEntry[] = [
  // Listings
  remote('/', 'mfe_listings', 'HomePage', 'Home'),
  remote('/home', 'mfe_listings', 'HomePage', 'Home'),
  remote('/browse', 'mfe_listings', 'BrowsePage', 'Browse'),
  remote('/search', 'mfe_listings', 'SearchPage', 'Search Results'),
  remote('/property/:id', 'mfe_listings', 'PropertyPage', 'Property'),
  // Shell-owned pages
  shell('/login', 'login', 'Sign In'),
  shell('/help-center', 'help-center', 'Help Center'),
  shell('/safety-information', 'safety-information', 'Safety Information'),
  shell('/cancellation-options', 'cancellation-options', 'Cancellation Options'),
  shell('/cancellation', 'cancellation-options', 'Cancellation Options'),
  shell('/contact-us', 'contact-us', 'Contact Us'),
  shell('/host-resources', 'host-resources', 'Host Resources'),
  shell('/community-forum', 'community-forum', 'Community Forum'),
  shell('/campus-events', 'campus-events', 'Campus Events'),
  shell('/student-guide', 'student-guide', 'Student Guide'),
  shell('/about', 'about', 'About'),
  shell('/terms', 'terms', 'Terms of Service'),
  shell('/privacy', 'privacy', 'Privacy Policy'),
  // Hosting
  remote('/hosts', 'mfe_host', 'HostLandingPage', 'Host Access'),
  remote('/become-host', 'mfe_host', 'BecomeHostPage', 'Become a Host'),
  remote('/host-signup', 'mfe_host', 'HostSignupPage', 'Create Your Host Account'),
  remote('/dashboard', 'mfe_host', 'HostDashboardPage', 'Host Dashboard'),
  remote('/host/dashboard', 'mfe_host', 'HostDashboardPage', 'Host Dashboard'),
  remote('/host/add-property', 'mfe_host', 'AddPropertyPage', 'Add Property'),
  remote('/host/edit-property/:id', 'mfe_host', 'EditPropertyPage', 'Edit Property'),
  remote('/host/properties', 'mfe_host', 'ManagePropertiesPage', 'Manage Properties'),
  remote('/host/calendar', 'mfe_host', 'CalendarPage', 'Booking Calendar'),
  remote('/host/analytics', 'mfe_host', 'AnalyticsPage', 'Analytics & Insights'),
  // Guest bookings
  remote('/trips', 'mfe_booking', 'TripsPage', 'Your Trips'),
  // Admin
  remote('/admin', 'mfe_admin', 'AdminDashboardPage', 'Admin Dashboard', ['admin']),
  remote('/admin/dashboard', 'mfe_admin', 'AdminDashboardPage', 'Admin Dashboard', ['admin']),
  remote('/admin/add-property', 'mfe_admin', 'AdminAddPropertyPage', 'Add Property', ['admin']),
  remote('/system/admin/login', 'mfe_admin', 'AdminLoginPage', 'Admin Sign In'),
  remote('/system/admin/access', 'mfe_admin', 'AdminLoginPage', 'Admin Sign In'),
  // Staff
  remote('/staff/dashboard', 'mfe_staff', 'StaffDashboardPage', 'Staff Portal', ['staff']),
  remote('/system/staff/login', 'mfe_staff', 'StaffLoginPage', 'Staff Portal'),
  remote('/system/staff/access', 'mfe_staff', 'StaffLoginPage', 'Staff Portal'),
];

/** 'mfe_listings/HomePage' for a remote route, null for a shell page. */
export function remoteId(entry: RouteEntry): string | null {
  return entry.owner === 'shell' ? null : `${entry.owner}/${entry.module}`;
}
