import { act, screen, within } from '@testing-library/react';
import { fakeEventSources, mockQuery, renderWithProviders } from '@stays/platform/testing';
import { HostCalendarDocument } from '../../__generated__/graphql';
import { booking, HOST, property } from '../../test/fixtures';
import CalendarPage from './CalendarPage';
import { localToday } from './monthGrid';

const calendar = (bookings: ReturnType<typeof booking>[]) =>
  mockQuery(
    HostCalendarDocument,
    { hostId: HOST.id },
    {
      hostProperties: [{ __typename: 'Property', id: 'p1', title: property(1).title, status: 'approved' }],
      hostBookings: bookings,
      blockedNights: [],
      calendarConflicts: [],
    },
  );

describe('CalendarPage live', () => {
  it('shows a new booking request as the live event arrives, with no reload', async () => {
    const sources = fakeEventSources();
    const today = localToday();
    const request = booking(1, { first: 'Amina', last: 'Benali', status: 'pending', checkInDate: today });
    renderWithProviders(<CalendarPage />, {
      signedInAs: HOST,
      live: sources.create,
      mocks: [calendar([]), calendar([request])],
    });
    expect(
      await within(await screen.findByTestId('pending')).findByText('No pending requests'),
    ).toBeInTheDocument();
    act(() => {
      sources.opened[0].open();
      sources.opened[0].send('booking', '9', { bookingId: request.id, status: 'pending', propertyId: 'p1' });
    });
    expect(await within(screen.getByTestId('pending')).findByText(/Amina/)).toBeInTheDocument();
  });
});
