import { screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { fakeRemote, renderShell } from '../test/renderShell';
import { remoteId, routeTable } from './routeTable';

// SPEC section 2, route by route, with the owner of DESIGN.md "Route ownership" and the module of
// docs/contracts.md. 'shell' pages are the shell's own.
const expected: Record<string, string> = {
  '/': 'mfe_listings/HomePage',
  '/home': 'mfe_listings/HomePage',
  '/browse': 'mfe_listings/BrowsePage',
  '/search': 'mfe_listings/SearchPage',
  '/property/42': 'mfe_listings/PropertyPage',
  '/login': 'shell',
  '/forgot-password': 'shell',
  '/reset-password': 'shell',
  '/account': 'shell',
  '/host-signup': 'mfe_host/HostSignupPage',
  '/hosts': 'mfe_host/HostLandingPage',
  '/become-host': 'mfe_host/BecomeHostPage',
  '/help-center': 'shell',
  '/safety-information': 'shell',
  '/cancellation-options': 'shell',
  '/cancellation': 'shell',
  '/contact-us': 'shell',
  '/host-resources': 'shell',
  '/community-forum': 'shell',
  '/campus-events': 'shell',
  '/student-guide': 'shell',
  '/about': 'shell',
  '/terms': 'shell',
  '/privacy': 'shell',
  '/dashboard': 'mfe_host/HostDashboardPage',
  '/host/dashboard': 'mfe_host/HostDashboardPage',
  '/host/add-property': 'mfe_host/AddPropertyPage',
  '/host/edit-property/7': 'mfe_host/EditPropertyPage',
  '/host/properties': 'mfe_host/ManagePropertiesPage',
  '/host/calendar': 'mfe_host/CalendarPage',
  '/host/analytics': 'mfe_host/AnalyticsPage',
  '/admin': 'mfe_admin/AdminDashboardPage',
  '/admin/dashboard': 'mfe_admin/AdminDashboardPage',
  '/admin/add-property': 'mfe_admin/AdminAddPropertyPage',
  '/staff/dashboard': 'mfe_staff/StaffDashboardPage',
  '/system/admin/login': 'mfe_admin/AdminLoginPage',
  '/system/admin/access': 'mfe_admin/AdminLoginPage',
  '/system/staff/login': 'mfe_staff/StaffLoginPage',
  '/system/staff/access': 'mfe_staff/StaffLoginPage',
  '/trips': 'mfe_booking/TripsPage',
  '/inbox': 'mfe_booking/InboxPage',
  '/inbox/42': 'mfe_booking/InboxPage',
};

describe('route table', () => {
  it.each(Object.entries(expected))('%s belongs to %s', (path, owner) => {
    const match = matchRoutes(
      routeTable.map((r) => ({ path: r.path })),
      path,
    );
    expect(match).not.toBeNull();
    const entry = routeTable.find((r) => r.path === match![match!.length - 1].route.path)!;
    expect(remoteId(entry) ?? 'shell').toBe(owner);
  });

  it('has no route the spec does not list (beyond the aliases above)', () => {
    const known = new Set(Object.keys(expected).map((p) => p.replace(/\/(42|7)$/, '/:id')));
    expect(routeTable.filter((r) => !known.has(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('renders the owner remote page for a remote route', async () => {
    const load = jest.fn(async (id: string) => fakeRemote(id));
    renderShell('/host/calendar', load);
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mfe_host/CalendarPage');
    expect(load).toHaveBeenCalledWith('mfe_host/CalendarPage');
  });

  it('renders a shell page without loading any remote', async () => {
    const load = jest.fn(async (id: string) => fakeRemote(id));
    renderShell('/terms', load);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the 404 page for an unknown route', async () => {
    renderShell('/no/such/page', async (id) => fakeRemote(id));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    // A helpful page (issue 46 #9): plain words and ways on; SPEC's developer sentence only in a closed detail.
    expect(screen.getByText(/This address leads to no page/)).toBeVisible();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Search stays' })).toHaveAttribute('href', '/search');
    expect(page.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-center');
    const developers = screen.getByText('Did you forget to add the page to the router?');
    expect(developers.closest('details')).not.toHaveAttribute('open');
    expect(developers.closest('details')).toHaveTextContent('Details for developers');
  });
});
