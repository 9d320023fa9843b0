import { screen } from '@testing-library/react';
import { mockQuery, mockQueryError, setupUser } from '@stays/platform/testing';
import { StaffDecideBookingDocument } from '../../__generated__/graphql';
import {
  booking,
  stats,
  pendingProperties,
  pendingBookings,
  renderDashboard,
  toast,
} from './dashboardTesting';

describe('staff dashboard: pending bookings', () => {
  it('rejects a booking, and an approval over an approved stay says so in words', async () => {
    const user = setupUser();
    renderDashboard([
      pendingProperties([]),
      pendingBookings([booking(1), booking(2)]),
      mockQueryError(
        StaffDecideBookingDocument,
        { id: 'b1', status: 'approved' },
        {
          message: 'These dates overlap an approved stay at this property',
          code: 'CONFLICT',
        },
      ),
      mockQuery(
        StaffDecideBookingDocument,
        { id: 'b2', status: 'rejected' },
        {
          setBookingStatus: { __typename: 'Booking', id: 'b2', status: 'rejected' },
        },
      ),
      pendingBookings([booking(1)]),
      stats(),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }));
    expect(await screen.findAllByText('Dec 1, 2026 → Dec 4, 2026 · 2 guests · Total $342')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Approve Beach House 1, Gina Guest' }));
    await toast('Failed to approve booking. These dates overlap a stay already approved at this property.');
    await user.click(screen.getByRole('button', { name: 'Reject Beach House 2, Gina Guest' }));
    await toast('Booking rejected successfully');
    expect(screen.queryByRole('heading', { name: 'Beach House 2' })).not.toBeInTheDocument();
  });
});
