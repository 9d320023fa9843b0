// The admin panel's reviews (properties and host applications) and its bookings list; the rest of the panel in
// ./AdminDashboardPage.test.tsx, the shared data in ./dashboardTesting.tsx.
import { screen, within } from '@testing-library/react';
import { mockQuery, mockQueryError, setupUser } from '@stays/platform/testing';
import {
  AdminBookingsDocument,
  AdminReviewApplicationDocument,
  AdminSetFeaturedDocument,
  AdminSetPropertyStatusDocument,
} from '../../__generated__/graphql';
import { BOOKING_PAGE_SIZE } from './BookingsTab';
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
} from './dashboardTesting';

describe('admin panel', () => {
  it('approves, rejects an approval, re-approves and features, by status filter, with the toasts', async () => {
    const user = setupUser();
    renderPanel([
      pendingCount(1),
      properties('pending', [property(1, 'pending')]),
      mockQuery(
        AdminSetPropertyStatusDocument,
        { id: 'p1', status: 'approved' },
        {
          setPropertyStatus: { __typename: 'Property', id: 'p1', status: 'approved', featured: false },
        },
      ),
      properties('pending', []),
      pendingCount(0),
      properties('approved', [property(2, 'approved')]),
      mockQuery(
        AdminSetFeaturedDocument,
        { id: 'p2', featured: true },
        {
          setPropertyFeatured: { __typename: 'Property', id: 'p2', featured: true },
        },
      ),
      mockQueryError(
        AdminSetPropertyStatusDocument,
        { id: 'p2', status: 'rejected', reason: 'Listed twice.' },
        { message: 'x', code: 'CONFLICT' },
      ),
      properties('rejected', [property(3, 'rejected')]),
      mockQueryError(
        AdminSetFeaturedDocument,
        { id: 'p2', featured: false },
        { message: 'x', code: 'CONFLICT' },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve: Villa 1' }));
    await toast('Property Status Updated');
    expect(await screen.findByText('No properties with this status.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    const featured = await screen.findByRole('checkbox', { name: 'Featured: Villa 2' });
    await user.click(featured);
    await toast('Featured Status Updated');
    expect(featured).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reject Approval: Villa 2' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject Villa 2?' });
    await user.type(within(ask).getByRole('textbox', { name: 'Reason for the host' }), 'Listed twice.');
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    await toast('Failed to update property status.');
    await user.click(featured);
    await toast('Failed to update property featured status.');
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByRole('button', { name: 'Re-approve: Villa 3' })).toBeInTheDocument();
  });

  it('approves a host application and refreshes the lists; a failure says so', async () => {
    const user = setupUser();
    renderPanel([
      pendingCount(0),
      users([userRow(1, 'visitor')]),
      pendingApplications([application(1), application(2)]),
      mockQuery(
        AdminReviewApplicationDocument,
        { id: 'ha1', status: 'approved' },
        {
          reviewHostApplication: { ...application(1), status: 'approved' },
        },
      ),
      pendingApplications([application(2)]),
      mockQueryError(
        AdminReviewApplicationDocument,
        { id: 'ha2', status: 'rejected', reason: 'Please add a phone number we can reach.' },
        { message: 'x', code: 'CONFLICT' },
      ),
    ]);
    await screen.findByText('First1 Last1');
    await user.click(screen.getByRole('tab', { name: 'Host Applications' }));
    const approve = await screen.findAllByRole('button', { name: 'Approve: Vera Visitor' });
    await user.click(approve[0]!);
    await toast('Application Updated');
    // A rejection carries the reason the applicant reads.
    await user.click(await screen.findByRole('button', { name: 'Reject: Vera Visitor' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject the application of Vera Visitor?' });
    await user.type(
      within(ask).getByRole('textbox', { name: 'Reason for the applicant' }),
      'Please add a phone number we can reach.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    await toast('Failed to update application status.');
  });

  it('shows an approved applicant as a host in the Users tab at once, before the list is fetched again', async () => {
    const user = setupUser();
    const applicant = { ...application(1), user: { ...application(1).user, ...userRow(1, 'visitor') } };
    renderPanel([
      pendingCount(0),
      users([userRow(1, 'visitor')]),
      pendingApplications([applicant]),
      mockQuery(
        AdminReviewApplicationDocument,
        { id: 'ha1', status: 'approved' },
        {
          reviewHostApplication: {
            ...applicant,
            status: 'approved',
            user: { ...applicant.user, role: 'host' },
          },
        },
      ),
      pendingApplications([]),
      // The Users tab asks the server again when it opens; that answer is held back for the whole test.
      { ...users([userRow(1, 'host')]), delay: 60_000 },
    ]);
    await screen.findByText('First1 Last1');
    expect(screen.getByRole('combobox', { name: 'Role of First1 Last1' })).toHaveValue('visitor');
    await user.click(screen.getByRole('tab', { name: 'Host Applications' }));
    await user.click(await screen.findByRole('button', { name: 'Approve: First1 Last1' }));
    await toast('Application Updated');
    await user.click(screen.getByRole('tab', { name: 'User Management' }));
    expect(await screen.findByRole('combobox', { name: 'Role of First1 Last1' })).toHaveValue('host');
  });

  it('lists every booking with its check-in and check-out', async () => {
    const user = setupUser();
    renderPanel([
      pendingCount(0),
      users([]),
      mockQuery(
        AdminBookingsDocument,
        { status: null, limit: BOOKING_PAGE_SIZE, offset: 0 },
        {
          bookingPage: {
            __typename: 'BookingPage',
            items: [
              {
                __typename: 'Booking',
                id: 'b1',
                checkIn: '2026-12-01',
                checkOut: '2026-12-03',
                guests: 1,
                totalPrice: '228',
                status: 'approved',
                createdAt: '2026-11-01T00:00:00.000Z',
                property: { __typename: 'Property', id: 'p1', title: 'Villa 1', location: 'Martil' },
                guest: {
                  __typename: 'User',
                  id: 'g1',
                  firstName: 'Gina',
                  lastName: 'Guest',
                  email: 'g@stays.test',
                },
              },
            ],
            hasMore: false,
            total: 1,
          },
        },
      ),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'All Bookings' }));
    expect(await screen.findByText('Dec 1, 2026 → Dec 3, 2026 · 1 guest · Total $228')).toBeInTheDocument();
  });

  it.each([
    ['Cancelled', 'cancelled'],
    ['Expired', 'expired'],
  ] as const)(
    'filters All Bookings by %s too, and names the status on each row (issue 46 #10i)',
    async (name, status) => {
      const user = setupUser();
      renderPanel([
        pendingCount(0),
        users([]),
        mockQuery(
          AdminBookingsDocument,
          { status: null, limit: BOOKING_PAGE_SIZE, offset: 0 },
          { bookingPage: { __typename: 'BookingPage', items: [], hasMore: false, total: 0 } },
        ),
        mockQuery(
          AdminBookingsDocument,
          { status, limit: BOOKING_PAGE_SIZE, offset: 0 },
          {
            bookingPage: {
              __typename: 'BookingPage',
              items: [
                {
                  __typename: 'Booking',
                  id: 'b9',
                  checkIn: '2026-12-01',
                  checkOut: '2026-12-03',
                  guests: 1,
                  totalPrice: '228',
                  status,
                  createdAt: '2026-11-01T00:00:00.000Z',
                  property: { __typename: 'Property', id: 'p1', title: 'Villa 9', location: 'Martil' },
                  guest: { __typename: 'User', id: 'g1', firstName: 'Gina', lastName: 'Guest', email: null },
                },
              ],
              hasMore: false,
              total: 1,
            },
          },
        ),
      ]);
      await user.click(await screen.findByRole('tab', { name: 'All Bookings' }));
      await user.click(await screen.findByRole('button', { name }));
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      const row = (await screen.findByText('Villa 9')).closest('li') as HTMLElement;
      expect(within(row).getByText(name)).toBeInTheDocument();
    },
  );
});
