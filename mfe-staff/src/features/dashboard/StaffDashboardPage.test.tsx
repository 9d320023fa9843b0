import { act, screen, within } from '@testing-library/react';
import { mockQuery, mockQueryError, renderWithProviders, setupUser } from '@stays/platform/testing';
import {
  StaffReportsDocument,
  StaffReviewPropertyDocument,
  StaffStatsDocument,
} from '../../__generated__/graphql';
import { StaffDashboardPage } from './StaffDashboardPage';
import {
  staff,
  property,
  user as userRow,
  inboxCount,
  pendingProperties,
  users,
  renderDashboard,
  toast,
} from './dashboardTesting';

describe('staff dashboard', () => {
  it('shows the header, the welcome, the four stat cards and the Properties tab first', async () => {
    renderDashboard([pendingProperties([property(1), property(2)])]);
    expect(await screen.findByRole('heading', { name: 'Staff Portal', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Samira Staff')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Samira!')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-pending-properties')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-total-users')).getByText('40')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-pending-bookings')).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-monthly-earnings')).getByText('$1,234.50')).toBeInTheDocument();
    // The platform's fees, said so beside the figure (issue 46 #9).
    expect(
      within(screen.getByTestId('stat-monthly-earnings')).getByText("service fees of this month's bookings"),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: '2 unread notifications' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Pending Loft 1' })).toBeInTheDocument();
    expect(screen.getAllByText('Hosted by Hana Host')).toHaveLength(2);
  });

  it('opens the tab its address names (a reload or a shared link keeps the tab)', async () => {
    renderDashboard(
      [mockQuery(StaffReportsDocument, {}, { reports: [] })],
      jest.fn(),
      '/staff/dashboard?tab=reports',
    );
    expect(await screen.findByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'false');
  });

  it('opens the users list filtered and searched as its address says', async () => {
    renderDashboard(
      [users(['host'], [userRow(1, 'host')], 'first1')],
      jest.fn(),
      '/staff/dashboard?tab=users&role=host&search=first1',
    );
    expect(await screen.findByRole('button', { name: 'Hosts' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('first1');
    expect(await screen.findByText('First1 Last1')).toBeInTheDocument();
  });

  it("shows 'Failed to load dashboard data' when the stats fail", async () => {
    renderWithProviders(<StaffDashboardPage />, {
      route: '/staff/dashboard',
      signedInAs: staff,
      mocks: [
        mockQueryError(StaffStatsDocument, {}, new Error('down')),
        inboxCount(0),
        pendingProperties([]),
      ],
    });
    await toast('Failed to load dashboard data');
  });

  it('a session found gone: told, then signed out to the staff login after 500 ms', async () => {
    const user = setupUser();
    const navigate = renderDashboard([
      pendingProperties([property(1)]),
      mockQueryError(
        StaffReviewPropertyDocument,
        { id: 'p1', decision: 'approved' },
        {
          message: 'You need to sign in',
          code: 'UNAUTHENTICATED',
        },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve Pending Loft 1' }));
    await toast('You are logged out. Logging in again...');
    expect(navigate).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(navigate).toHaveBeenCalledWith('/system/staff/login');
  });

  it('has no Logout of its own: the portal header (the shell’s) is the one place to sign out', async () => {
    renderDashboard([pendingProperties([])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});
