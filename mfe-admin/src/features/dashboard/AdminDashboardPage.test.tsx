// The admin panel: the tab it opens on, what its address keeps, the users tab, signing out; the reviews and
// bookings in ./ReviewsAndBookings.test.tsx, the shared data in ./dashboardTesting.tsx.
import { act, screen, within } from '@testing-library/react';
import { mockQuery, mockQueryError, setupUser } from '@stays/platform/testing';
import {
  AdminBookingsDocument,
  AdminSetBlockedDocument,
  AdminSetRoleDocument,
} from '../../__generated__/graphql';
import { BOOKING_PAGE_SIZE } from './BookingsTab';
import { defaultTab } from './AdminDashboardPage';
import { cutDescription } from './PropertiesTab';
import {
  userRow,
  property,
  application,
  pendingCount,
  users,
  pendingApplications,
  properties,
  renderPanel,
  toast,
  confirm,
} from './dashboardTesting';

describe('admin panel', () => {
  it('opens on Property Approval with the pending badge when any property is pending', async () => {
    renderPanel([pendingCount(3), properties('pending', [property(1, 'pending')])]);
    const tab = await screen.findByRole('tab', { name: /Property Approval/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(within(tab).getByLabelText('3 pending')).toHaveTextContent('3');
    expect(await screen.findByRole('button', { name: 'Approve: Villa 1' })).toBeInTheDocument();
  });

  it('opens the tab its address names, pending properties or not', async () => {
    renderPanel(
      [pendingCount(3), pendingApplications([application(1)])],
      jest.fn(),
      '/admin?tab=applications',
    );
    expect(await screen.findByRole('tab', { name: 'Host Applications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Approve: Vera Visitor' })).toBeInTheDocument();
  });

  it('opens on User Management when nothing is pending', async () => {
    renderPanel([pendingCount(0), users([userRow(1, 'host')])]);
    expect(await screen.findByRole('tab', { name: 'User Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('First1 Last1')).toBeInTheDocument();
    expect(defaultTab(1)).toBe('properties');
    expect(defaultTab(0)).toBe('users');
  });

  it('searches users by text and filters by role', async () => {
    const user = setupUser();
    renderPanel([
      pendingCount(0),
      users([userRow(1, 'host'), userRow(2, 'visitor')]),
      users([userRow(2, 'visitor')], { search: 'first2' }),
      users([], { search: 'first2', roles: ['admin'] }),
    ]);
    await screen.findByText('First1 Last1');
    await user.type(screen.getByRole('searchbox', { name: /Search by first name/ }), 'first2');
    expect(await screen.findByText('First2 Last2')).toBeInTheDocument();
    await screen.findByText('1–1 of 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
  });

  it('changes a role and toggles a block with the SPEC toasts; own account controls are off', async () => {
    const user = setupUser();
    renderPanel([
      pendingCount(0),
      users([userRow(1, 'visitor'), { ...userRow(9, 'admin'), id: 'a1' }]),
      mockQuery(AdminSetRoleDocument, { id: 'u1', role: 'host' }, { setUserRole: userRow(1, 'host') }),
      users([userRow(1, 'host'), { ...userRow(9, 'admin'), id: 'a1' }]),
      mockQuery(
        AdminSetBlockedDocument,
        { id: 'u1', isBlocked: true },
        {
          setUserBlocked: { __typename: 'User', id: 'u1', isBlocked: true },
        },
      ),
      mockQueryError(AdminSetRoleDocument, { id: 'u1', role: 'staff' }, { message: 'x', code: 'CONFLICT' }),
      mockQueryError(
        AdminSetBlockedDocument,
        { id: 'u1', isBlocked: false },
        { message: 'x', code: 'CONFLICT' },
      ),
    ]);
    const select = await screen.findByRole('combobox', { name: 'Role of First1 Last1' });
    expect(screen.getByRole('combobox', { name: 'Role of First9 Last9' })).toBeDisabled();
    // Every change asks first; Cancel changes nothing.
    await user.selectOptions(select, 'host');
    const ask = await screen.findByRole('dialog', { name: 'Change the role of First1 Last1?' });
    expect(ask).toHaveTextContent('First1 Last1 goes from Visitor to Host');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.selectOptions(select, 'host');
    await confirm('Change role');
    await toast('User Role Updated');
    await user.click(screen.getByRole('button', { name: 'Block First1 Last1' }));
    await confirm('Block');
    await toast('User Status Updated');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of First1 Last1' }), 'staff');
    await confirm('Change role');
    await toast('Failed to update user role.');
    await user.click(await screen.findByRole('button', { name: 'Unblock First1 Last1' }));
    await confirm('Unblock');
    await toast('Failed to update user status.');
  });

  it('cuts descriptions at 200 characters', async () => {
    const long = 'x'.repeat(250);
    expect(cutDescription(long)).toBe(`${'x'.repeat(200)}...`);
    expect(cutDescription('y'.repeat(200))).toBe('y'.repeat(200));
    renderPanel([pendingCount(1), properties('pending', [property(1, 'pending', { description: long })])]);
    expect(await screen.findByText(`${'x'.repeat(200)}...`)).toBeInTheDocument();
  });

  it('keeps a list filter in the address: a reload shows the same tab, filtered the same way', async () => {
    renderPanel(
      [
        pendingCount(2),
        mockQuery(
          AdminBookingsDocument,
          { status: 'pending', limit: BOOKING_PAGE_SIZE, offset: 0 },
          { bookingPage: { __typename: 'BookingPage', items: [], hasMore: false, total: 0 } },
        ),
      ],
      jest.fn(),
      '/admin?tab=bookings&bookingStatus=pending',
    );
    expect(await screen.findByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No bookings with this status.')).toBeInTheDocument();
  });

  it('opens the users list searched as its address says', async () => {
    renderPanel(
      [pendingCount(0), users([userRow(2, 'visitor')], { search: 'first2' })],
      jest.fn(),
      '/admin?tab=users&search=first2',
    );
    expect(await screen.findByRole('searchbox', { name: /Search by first name/ })).toHaveValue('first2');
    expect(await screen.findByText('First2 Last2')).toBeInTheDocument();
  });

  it("unauthorized: 'You are logged out. Logging in again...' then /api/login after 500 ms", async () => {
    const user = setupUser();
    const navigate = renderPanel([
      pendingCount(0),
      users([userRow(1, 'visitor')]),
      mockQueryError(
        AdminSetBlockedDocument,
        { id: 'u1', isBlocked: true },
        { message: 'x', code: 'UNAUTHENTICATED' },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Block First1 Last1' }));
    await confirm('Block');
    await toast('You are logged out. Logging in again...');
    expect(navigate).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(navigate).toHaveBeenCalledWith('/api/login');
  });
});
