import { act, screen, within } from '@testing-library/react';
import { fakeEventSources, mockQuery, renderWithProviders } from '@stays/platform/testing';
import { MyTripsDocument, type TripFieldsFragment } from '../../__generated__/graphql';
import { GUEST, trip } from '../../test/fixtures';
import { TripsPage } from './TripsPage';

const trips = (status: TripFieldsFragment['status']) =>
  mockQuery(
    MyTripsDocument,
    {},
    { myBookings: [trip({ status, checkInDate: '2030-07-01', checkOutDate: '2030-07-03' })], myReviews: [] },
  );

describe('TripsPage live', () => {
  beforeEach(() => localStorage.clear());

  it('moves a request to Upcoming when the host approves it, with no reload', async () => {
    const sources = fakeEventSources();
    renderWithProviders(<TripsPage />, {
      signedInAs: GUEST,
      live: sources.create,
      mocks: [trips('pending'), trips('approved')],
    });
    expect(await screen.findByRole('region', { name: 'Pending (1)' })).toBeInTheDocument();
    act(() => {
      sources.opened[0].open();
      sources.opened[0].send('booking', '21', { bookingId: '1'.repeat(24), status: 'approved' });
    });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming (1)' });
    expect(within(upcoming).getByText('Approved')).toBeInTheDocument();
  });
});
