import { screen, within } from '@testing-library/react';
import { AuthDialogContext } from '@stays/platform';
import { mockQuery, renderWithProviders, setupUser } from '@stays/platform/testing';
import {
  CancellationQuoteDocument,
  CancelTripDocument,
  MyTripsDocument,
  ReviewStayDocument,
} from '../../__generated__/graphql';
import { GUEST, trip } from '../../test/fixtures';
import { groupTrips } from './groups';
import { TripsPage } from './TripsPage';

const upcoming = trip({ id: '1'.repeat(24) });
const pending = trip({
  id: '2'.repeat(24),
  status: 'pending',
  checkInDate: '2030-07-01',
  checkOutDate: '2030-07-03',
});
const past = trip({ id: '3'.repeat(24), checkInDate: '2024-05-01', checkOutDate: '2024-05-04' });
const reviewedPast = trip({ id: '4'.repeat(24), checkInDate: '2024-03-01', checkOutDate: '2024-03-02' });
const cancelled = trip({
  id: '5'.repeat(24),
  status: 'cancelled',
  cancellation: {
    __typename: 'BookingCancellation',
    cancelledAt: '2030-01-02T00:00:00.000Z',
    refundPercent: 100,
    refundAmount: 240,
    policy: 'moderate',
  },
});
const trips = (bookings = [upcoming, pending, past, reviewedPast, cancelled]) =>
  mockQuery(
    MyTripsDocument,
    {},
    {
      myBookings: bookings,
      myReviews: [{ __typename: 'Review', id: 'r1', bookingId: reviewedPast.id, rating: 5 }],
    },
  );

describe('groupTrips', () => {
  it('puts approved stays before or after their check-out (11:00 UTC), requests and closed ones apart', () => {
    const now = new Date('2030-06-12T10:59:00Z');
    const groups = groupTrips([upcoming, pending, past, cancelled], now);
    // Checked in on the 10th, out on the 12th at 11:00: under way until then.
    expect(groups.current.map((t) => t.id)).toEqual([upcoming.id]);
    expect(groupTrips([upcoming], new Date('2030-06-12T11:00:00Z')).past.map((t) => t.id)).toEqual([
      upcoming.id,
    ]);
    expect(groups.pending.map((t) => t.id)).toEqual([pending.id]);
    expect(groups.past.map((t) => t.id)).toEqual([past.id]);
    expect(groups.closed.map((t) => t.id)).toEqual([cancelled.id]);
  });

  it('puts a stay under way (checked in at 15:00 UTC, not yet out) in the current stay, not upcoming (issue 46 #9)', () => {
    // upcoming: 2030-06-10 to 2030-06-12.
    expect(groupTrips([upcoming], new Date('2030-06-10T14:59:00Z')).upcoming.map((t) => t.id)).toEqual([
      upcoming.id,
    ]);
    const under = groupTrips([upcoming], new Date('2030-06-11T09:00:00Z'));
    expect(under.current.map((t) => t.id)).toEqual([upcoming.id]);
    expect(under.upcoming).toEqual([]);
  });
});

describe('TripsPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows a stay under way as the current stay, in progress, above the upcoming ones (issue 46 #9)', async () => {
    const yesterday = new Date(Date.now() - 86_400_000 * 1.5).toISOString().slice(0, 10);
    const inThreeDays = new Date(Date.now() + 86_400_000 * 3).toISOString().slice(0, 10);
    const staying = trip({ id: '6'.repeat(24), checkInDate: yesterday, checkOutDate: inThreeDays });
    renderWithProviders(<TripsPage />, { mocks: [trips([staying, upcoming])], signedInAs: GUEST });
    const current = await screen.findByRole('region', { name: 'Current stay (1)' });
    expect(within(current).getByText('In progress')).toBeInTheDocument();
    expect(within(current).queryByText('Approved')).not.toBeInTheDocument();
    const later = screen.getByRole('region', { name: 'Upcoming (1)' });
    expect(within(later).getByRole('article')).toHaveTextContent('Jun 10, 2030 to Jun 12, 2030');
    expect(current.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows skeletons, then the four groups with property, dates, guests, total and status', async () => {
    renderWithProviders(<TripsPage />, { mocks: [trips()], signedInAs: GUEST });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    const upcomingSection = await screen.findByRole('region', { name: 'Upcoming (1)' });
    const card = within(upcomingSection).getByRole('article', { name: 'Martil Beach House' });
    expect(card).toHaveTextContent('Jun 10, 2030 to Jun 12, 2030');
    expect(card).toHaveTextContent('2 guests · Total $274');
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pending (1)' })).toHaveTextContent('Pending');
    const closed = screen.getByRole('region', { name: 'Declined, cancelled or expired (1)' });
    expect(closed).toHaveTextContent('Refund $240 (100%)');
    const pastSection = screen.getByRole('region', { name: 'Past (2)' });
    expect(within(pastSection).getAllByRole('button', { name: 'Write a review' })).toHaveLength(1);
    expect(pastSection).toHaveTextContent('You rated this stay 5 out of 5');
  });

  it('says so when there are no trips, and asks a signed-out visitor to sign in', async () => {
    const user = setupUser();
    const { unmount } = renderWithProviders(<TripsPage />, { mocks: [trips([])], signedInAs: GUEST });
    expect(await screen.findByText('No trips yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a stay' })).toHaveAttribute('href', '/');
    unmount();
    localStorage.clear();
    const auth = { open: jest.fn() };
    renderWithProviders(<TripsPage />, {
      wrapper: (children) => <AuthDialogContext.Provider value={auth}>{children}</AuthDialogContext.Provider>,
    });
    expect(screen.getByText('Sign in to see your trips')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(auth.open).toHaveBeenCalledWith('signIn');
  });

  it('shows the refund the server computes before the guest confirms, then cancels', async () => {
    const user = setupUser();
    const quote = mockQuery(
      CancellationQuoteDocument,
      { bookingId: upcoming.id },
      {
        cancellationQuote: {
          __typename: 'RefundQuote',
          bookingId: upcoming.id,
          policy: 'moderate',
          refundPercent: 50,
          refundAmount: 120,
          total: 274,
          serviceFee: 34,
          hoursBeforeCheckIn: 80,
          cancellable: true,
        },
      },
    );
    const done = mockQuery(
      CancelTripDocument,
      { id: upcoming.id },
      {
        cancelBooking: {
          ...upcoming,
          status: 'cancelled',
          cancellation: {
            __typename: 'BookingCancellation',
            cancelledAt: '2030-06-07T00:00:00.000Z',
            refundPercent: 50,
            refundAmount: 120,
            policy: 'moderate',
          },
        },
      },
    );
    renderWithProviders(<TripsPage />, { mocks: [trips(), quote, done], signedInAs: GUEST });
    const section = await screen.findByRole('region', { name: 'Upcoming (1)' });
    await user.click(within(section).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByTestId('refund-amount')).toHaveTextContent('$120 (50% of the nights)');
    expect(dialog).toHaveTextContent('Moderate cancellation policy');
    expect(dialog).toHaveTextContent('The service fee of $34 is not refunded.');
    expect(dialog).toHaveTextContent('The service fee is never refunded.');
    expect(dialog).toHaveTextContent('Check-in counts from 15:00 UTC on the check-in day.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    // The product takes no payment, so it promises no bank transfer (issue 46 #9).
    expect(
      screen.getByText(
        /Stays records no payment, so no money moves here: your host settles the refund with you/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/business days/)).toBeNull();
    expect(
      await screen.findByRole('region', { name: 'Declined, cancelled or expired (2)' }),
    ).toBeInTheDocument();
  });

  it("lists an expired request with the closed ones, labelled 'Expired', with nothing to cancel (issue 30 #10)", async () => {
    const expired = trip({
      id: '6'.repeat(24),
      status: 'expired' as unknown as typeof pending.status,
      checkInDate: '2024-02-01',
      checkOutDate: '2024-02-03',
    });
    renderWithProviders(<TripsPage />, { mocks: [trips([expired])], signedInAs: GUEST });
    const closed = await screen.findByRole('region', { name: 'Declined, cancelled or expired (1)' });
    expect(within(closed).getByText('Expired: the host did not answer in time')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('says a pending request was never charged: nothing to refund, no refund figure (issue 30 #8)', async () => {
    const user = setupUser();
    const quote = mockQuery(
      CancellationQuoteDocument,
      { bookingId: pending.id },
      {
        cancellationQuote: {
          __typename: 'RefundQuote',
          bookingId: pending.id,
          policy: 'moderate',
          refundPercent: 0,
          refundAmount: 0,
          total: 274,
          serviceFee: 34,
          hoursBeforeCheckIn: 900,
          cancellable: true,
        },
      },
    );
    renderWithProviders(<TripsPage />, { mocks: [trips(), quote], signedInAs: GUEST });
    const section = await screen.findByRole('region', { name: 'Pending (1)' });
    await user.click(within(section).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      await within(dialog).findByText(
        'The host has not approved this request yet, so you have not been charged and there is nothing to refund.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTestId('refund-amount')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('everything you paid');
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  });

  it('counts a review near its 1,000-character limit and keeps a longer one with the rule in words', async () => {
    const user = setupUser();
    renderWithProviders(<TripsPage />, { mocks: [trips()], signedInAs: GUEST });
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your stay' });
    const box = within(dialog).getByLabelText('Your review');
    await user.click(box);
    await user.paste('y'.repeat(1001));
    expect(within(dialog).getByTestId('character-count')).toHaveTextContent('1,001 / 1,000');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(await within(dialog).findByText('Keep it under 1000 characters')).toBeInTheDocument();
    expect(box).toHaveValue('y'.repeat(1001));
  });

  it('takes a review of a past stay: rating and a comment of 10 to 1000 characters', async () => {
    const user = setupUser();
    const posted = mockQuery(
      ReviewStayDocument,
      { input: { bookingId: past.id, rating: 4, comment: 'Lovely stay by the sea.' } },
      {
        createReview: {
          __typename: 'Review',
          id: 'r2',
          bookingId: past.id,
          rating: 4,
          comment: 'Lovely stay by the sea.',
          createdAt: '2030-01-01T00:00:00.000Z',
        },
      },
    );
    renderWithProviders(<TripsPage />, { mocks: [trips(), posted, trips()], signedInAs: GUEST });
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review your stay' });
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(await within(dialog).findByText('Choose a rating from 1 to 5')).toBeInTheDocument();
    expect(within(dialog).getByText('Write at least 10 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Your review'), ' Lovely stay by the sea. ');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Thanks for your review!')).toBeInTheDocument();
  });
});
