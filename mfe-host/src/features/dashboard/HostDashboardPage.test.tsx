import { screen, waitFor, within } from '@testing-library/react';
import { mockDecideBooking, mockQuery, renderWithProviders, setupUser } from '@stays/platform/testing';
import { HostOverviewDocument, MyHostApplicationDocument } from '../../__generated__/graphql';
import { booking, HOST, property, VISITOR } from '../../test/fixtures';

const STAFF = { ...VISITOR, id: 'd'.repeat(24), role: 'staff' as const };
import HostDashboardPage from './HostDashboardPage';

describe('HostDashboardPage', () => {
  const overview = (
    properties = [property(1), property(2, { status: 'pending' }), property(3), property(4)],
    second: 'pending' | 'approved' = 'pending',
  ) =>
    mockQuery(
      HostOverviewDocument,
      { hostId: HOST.id },
      {
        hostProperties: properties,
        hostBookings: [
          booking(1, { first: 'Amina', last: 'Benali' }),
          booking(2, { status: second, totalPrice: '90', first: 'Omar', last: 'Chraibi' }),
          booking(3, { totalPrice: '10.5' }),
          booking(4, { status: 'rejected' }),
        ],
        hostAnalytics: {
          __typename: 'HostAnalytics',
          hostId: HOST.id,
          // The server counts every property and booking of the host, not only the ones listed here.
          propertiesListed: 12,
          activeProperties: 9,
          pendingRequests: 5,
          approvedBookings: 7,
          // Seven approved stays of 19 guests in all: the tile counts guests, not stays (issue 46 #9).
          guestsHosted: 19,
          totalRevenue: 1234.5,
        },
      },
    );

  it("shows the server's four figures and the first 3 properties and bookings, with the links", async () => {
    renderWithProviders(<HostDashboardPage />, { signedInAs: HOST, mocks: [overview()] });
    expect(await screen.findByText('Welcome back, Yasmine')).toBeInTheDocument();
    const card = async (id: string) => within(await screen.findByTestId(id));
    expect((await card('stat-properties')).getByText('9')).toBeInTheDocument();
    expect((await card('stat-properties')).getByText('9 active of 12')).toBeInTheDocument();
    expect((await card('stat-bookings')).getByText('5')).toBeInTheDocument();
    expect((await card('stat-guests')).getByText('19')).toBeInTheDocument();
    expect((await card('stat-revenue')).getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getAllByTestId('dashboard-property')).toHaveLength(3);
    expect(screen.getAllByTestId('dashboard-booking')).toHaveLength(3);
    expect(screen.getByText('Amina B.')).toBeInTheDocument();
    for (const [name, href] of [
      ['View All', '/host/properties'],
      ['Add Property', '/host/add-property'],
      ['View Calendar', '/host/calendar'],
      ['View Analytics', '/host/analytics'],
    ])
      expect(screen.getAllByRole('link', { name })[0]).toHaveAttribute('href', href);
  });

  it('lets the host approve a pending request where it is listed, and shows it approved (issue 46 #7)', async () => {
    const user = setupUser();
    renderWithProviders(<HostDashboardPage />, {
      signedInAs: HOST,
      mocks: [overview(), mockDecideBooking('b2', 'approved'), overview(undefined, 'approved')],
    });
    const row = (await screen.findAllByTestId('dashboard-booking'))[1]!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    // Only the pending request has the buttons.
    expect(screen.getAllByRole('button', { name: /^Approve the request of/ })).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: 'Approve the request of Omar C.' }));
    expect(await screen.findByText('Booking approved')).toBeInTheDocument();
    expect(await within(row).findByText('Approved')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();
  });

  it('marks an approved stay under way "In progress", not merely approved (issue 46 #9)', async () => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const staying = booking(7, { first: 'Lina', last: 'Haddad', checkInDate: day(-2), checkOutDate: day(2) });
    const coming = booking(8, { first: 'Sami', last: 'Alaoui', checkInDate: day(10), checkOutDate: day(12) });
    const answer = mockQuery(
      HostOverviewDocument,
      { hostId: HOST.id },
      {
        hostProperties: [property(1)],
        hostBookings: [staying, coming],
        hostAnalytics: {
          __typename: 'HostAnalytics',
          hostId: HOST.id,
          propertiesListed: 1,
          activeProperties: 1,
          pendingRequests: 0,
          approvedBookings: 2,
          guestsHosted: 4,
          totalRevenue: 364,
        },
      },
    );
    renderWithProviders(<HostDashboardPage />, { signedInAs: HOST, mocks: [answer] });
    const [first, second] = await screen.findAllByTestId('dashboard-booking');
    expect(within(first!).getByText('In progress')).toBeInTheDocument();
    expect(within(second!).getByText('Approved')).toBeInTheDocument();
  });

  const myApplication = (
    application: { status: 'pending' | 'approved' | 'rejected'; reviewNote?: string | null } | null,
  ) =>
    mockQuery(
      MyHostApplicationDocument,
      {},
      {
        myHostApplication: application && {
          __typename: 'HostApplication',
          id: 'ha1',
          status: application.status,
          reviewNote: application.reviewNote ?? null,
          createdAt: '2026-11-20T10:00:00.000Z',
          reviewedAt: application.status === 'pending' ? null : '2026-11-22T10:00:00.000Z',
        },
      },
    );

  it('shows an applicant whose application is pending its status, not Access Denied', async () => {
    renderWithProviders(<HostDashboardPage />, {
      signedInAs: VISITOR,
      route: '/host/dashboard',
      mocks: [myApplication({ status: 'pending' })],
    });
    expect(
      await screen.findByRole('heading', { name: 'Your host application is being reviewed' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('host-application')).toHaveTextContent('Sent on Nov 20, 2026');
    expect(screen.queryByText('Access Denied')).toBeNull();
    expect(screen.getByRole('link', { name: 'My trips' })).toHaveAttribute('href', '/trips');
  });

  it('shows a rejected applicant the reviewer’s reason and a way to apply again', async () => {
    renderWithProviders(<HostDashboardPage />, {
      signedInAs: VISITOR,
      route: '/host/dashboard',
      mocks: [myApplication({ status: 'rejected', reviewNote: 'Please add a phone number we can reach.' })],
    });
    expect(
      await screen.findByRole('heading', { name: 'Your host application was not approved' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please add a phone number we can reach.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', '/host-signup');
  });

  it('shows a guest who never applied the one way to become a host', async () => {
    renderWithProviders(<HostDashboardPage />, {
      signedInAs: VISITOR,
      route: '/host/dashboard',
      mocks: [myApplication(null)],
    });
    expect(await screen.findByRole('heading', { name: 'Host pages are for hosts' })).toBeInTheDocument();
    expect(screen.getByText(/reviewed by our team within 3-5 business days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to host' })).toHaveAttribute('href', '/host-signup');
  });

  it('sends a guest at /dashboard (SPEC’s dashboard link) to their trips, never to Access Denied', async () => {
    renderWithProviders(<HostDashboardPage />, {
      signedInAs: VISITOR,
      route: '/dashboard',
      path: '/dashboard',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/trips$/));
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
  });

  it('sends staff to their own dashboard', async () => {
    renderWithProviders(<HostDashboardPage />, { signedInAs: STAFF, route: '/host/dashboard' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/dashboard$/));
  });

  it('redirects to /login when signed out', async () => {
    localStorage.clear();
    // /login is another page (the shell's): only the dashboard's route draws the dashboard.
    renderWithProviders(<HostDashboardPage />, { route: '/host/dashboard', path: '/host/dashboard' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});
