import { fireEvent, screen, within } from '@testing-library/react';
import { mockQuery, mockQueryError, renderWithProviders, setupUser } from '@stays/platform/testing';
import {
  BlockNightsDocument,
  DecideBookingDocument,
  HostCalendarDocument,
} from '../../__generated__/graphql';
import { booking, HOST, property } from '../../test/fixtures';
import CalendarPage from './CalendarPage';
import { localToday } from './monthGrid';

const today = localToday();
const day = (offset: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

const calendar = (
  bookings: ReturnType<typeof booking>[],
  blocks: { id: string; propertyId: string; startDate: string; endDate: string; note: string }[] = [],
) =>
  mockQuery(
    HostCalendarDocument,
    { hostId: HOST.id },
    {
      hostProperties: [{ __typename: 'Property', id: 'p1', title: property(1).title, status: 'approved' }],
      hostBookings: bookings,
      blockedNights: blocks.map((block) => ({ __typename: 'BlockedNights', ...block })),
    },
  );

describe('CalendarPage', () => {
  it("shows this month Sun to Sat with today marked, 2 guest chips a day and '+N more', and blocked nights", async () => {
    const stays = ['Amina Benali', 'Omar Chraibi', 'Lina Dahbi', 'Sara El'].map((name, i) =>
      booking(i + 1, {
        first: name.split(' ')[0],
        last: name.split(' ')[1],
        checkInDate: today,
        checkOutDate: day(1),
        createdAt: `${today}T08:00:00.000Z`,
      }),
    );
    renderWithProviders(<CalendarPage />, {
      signedInAs: HOST,
      mocks: [
        calendar(stays, [{ id: 'k1', propertyId: 'p1', startDate: day(2), endDate: day(3), note: 'Paint' }]),
      ],
    });
    const grid = await screen.findByTestId('month-grid');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const cell = grid.querySelector(`td[data-day="${today}"]`) as HTMLElement;
    expect(cell).toHaveAttribute('aria-current', 'date');
    expect(within(cell).getByText('Amina B.')).toBeInTheDocument();
    expect(within(cell).getByText('Omar C.')).toBeInTheDocument();
    expect(within(cell).queryByText('Lina D.')).toBeNull();
    expect(within(cell).getByText('+2 more')).toBeInTheDocument();
    const next = grid.querySelector(`td[data-day="${day(1)}"]`);
    if (next) expect(within(next as HTMLElement).queryByText('Amina B.')).toBeNull(); // the check-out day is free
    const blocked = grid.querySelector(`td[data-day="${day(2)}"]`);
    if (blocked) expect(within(blocked as HTMLElement).getByText('Blocked')).toBeInTheDocument();
    expect(within(screen.getByTestId('upcoming')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByTestId('pending')).getByText('No pending requests')).toBeInTheDocument();
  });

  it('moves to the previous and next months and back to today', async () => {
    const user = setupUser();
    renderWithProviders(<CalendarPage />, { signedInAs: HOST, mocks: [calendar([])] });
    const caption = await screen.findByRole('heading', { level: 2, name: /\d{4}/ });
    const current = caption.textContent;
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(caption.textContent).not.toBe(current);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(caption.textContent).toBe(current);
  });

  it('opens the month and the listing its address names (a reload or a link to next month keeps them)', async () => {
    const user = setupUser();
    renderWithProviders(<CalendarPage />, {
      route: '/host/calendar?month=2027-01&property=p1',
      signedInAs: HOST,
      mocks: [calendar([])],
    });
    const caption = await screen.findByRole('heading', { level: 2, name: 'January 2027' });
    expect(screen.getByRole('combobox', { name: 'Property' })).toHaveValue('p1');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(caption).toHaveTextContent('February 2027');
    expect(screen.getByRole('combobox', { name: 'Property' })).toHaveValue('p1');
  });

  it('shows all listings and this month for an address naming neither one it knows', async () => {
    renderWithProviders(<CalendarPage />, {
      route: '/host/calendar?month=soon&property=gone',
      signedInAs: HOST,
      mocks: [calendar([])],
    });
    const caption = await screen.findByRole('heading', { level: 2, name: /\d{4}/ });
    const [year, month] = today.split('-').map(Number);
    expect(caption).toHaveTextContent(String(year));
    expect(caption).toHaveTextContent(
      new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
        Date.UTC(year, month - 1, 1),
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Property' })).toHaveValue('');
  });

  it('says Nights blocked when the block worked, even if the calendar then fails to refresh', async () => {
    const user = setupUser();
    const nights = { propertyId: 'p1', startDate: day(10), endDate: day(12), note: null };
    renderWithProviders(<CalendarPage />, {
      route: '/host/calendar?property=p1',
      signedInAs: HOST,
      mocks: [
        calendar([]),
        mockQuery(BlockNightsDocument, nights, {
          blockNights: { __typename: 'BlockedNights', id: 'k1', ...nights, note: '' },
        }),
        mockQueryError(HostCalendarDocument, { hostId: HOST.id }, new Error('Network down')),
      ],
    });
    fireEvent.change(await screen.findByLabelText('First night'), { target: { value: day(10) } });
    fireEvent.change(screen.getByLabelText('Open again on'), { target: { value: day(12) } });
    await user.click(screen.getByRole('button', { name: 'Block nights' }));
    expect(await screen.findByText('Nights blocked')).toBeInTheDocument();
    expect(screen.queryByText('Could not block these nights')).toBeNull();
  });

  it('approves a pending request, and says in words why an overlapping one cannot be approved', async () => {
    const user = setupUser();
    const first = booking(1, {
      status: 'pending',
      first: 'Amina',
      last: 'Benali',
      checkInDate: day(5),
      checkOutDate: day(7),
    });
    const second = booking(2, {
      status: 'pending',
      first: 'Omar',
      last: 'Chraibi',
      checkInDate: day(6),
      checkOutDate: day(8),
    });
    renderWithProviders(<CalendarPage />, {
      signedInAs: HOST,
      mocks: [
        calendar([first, second]),
        mockQuery(
          DecideBookingDocument,
          { id: 'b1', status: 'approved' },
          { setBookingStatus: { ...first, status: 'approved' } },
        ),
        calendar([{ ...first, status: 'approved' }, second]),
        {
          request: { query: DecideBookingDocument, variables: { id: 'b2', status: 'approved' } },
          result: {
            errors: [
              {
                message: 'These dates overlap an approved stay at this property',
                extensions: { code: 'CONFLICT' },
              },
            ],
          },
        },
        calendar([{ ...first, status: 'approved' }, second]),
      ],
    });
    expect(await screen.findAllByTestId('pending-request')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Approve the request of Amina B.' }));
    expect(await screen.findByText('Booking approved')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Approve the request of Omar C.' }));
    expect(await screen.findByText('Could not update the booking')).toBeInTheDocument();
    expect(
      screen.getByText(
        'These dates overlap a stay you already approved at this property, so this request cannot be approved.',
      ),
    ).toBeInTheDocument();
  });
});
