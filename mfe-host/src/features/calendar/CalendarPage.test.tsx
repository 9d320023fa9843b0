import { fireEvent, screen, within } from '@testing-library/react';
import {
  mockDecideBooking,
  mockQuery,
  mockQueryError,
  renderWithProviders,
  setupUser,
} from '@stays/platform/testing';
import {
  AddCalendarImportDocument,
  BlockNightsDocument,
  CalendarImportsDocument,
  type CalendarConflictFieldsFragment,
  type CalendarImportFieldsFragment,
  HostCalendarDocument,
  SyncCalendarImportDocument,
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

type Block = {
  id: string;
  propertyId: string;
  startDate: string;
  endDate: string;
  note: string;
  importId?: string | null;
};
const calendar = (
  bookings: ReturnType<typeof booking>[],
  blocks: Block[] = [],
  conflicts: Omit<CalendarConflictFieldsFragment, '__typename'>[] = [],
) =>
  mockQuery(
    HostCalendarDocument,
    { hostId: HOST.id },
    {
      hostProperties: [{ __typename: 'Property', id: 'p1', title: property(1).title, status: 'approved' }],
      hostBookings: bookings,
      blockedNights: blocks.map((block) => ({ __typename: 'BlockedNights', importId: null, ...block })),
      calendarConflicts: conflicts.map((conflict) => ({ __typename: 'CalendarConflict', ...conflict })),
    },
  );
const imports = (list: CalendarImportFieldsFragment[] = []) =>
  mockQuery(CalendarImportsDocument, { propertyId: 'p1' }, { calendarImports: list });
const followed = (
  result: Partial<NonNullable<CalendarImportFieldsFragment['lastResult']>> | null,
): CalendarImportFieldsFragment => ({
  __typename: 'CalendarImport',
  id: 'i1',
  propertyId: 'p1',
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
  lastSyncAt: result ? '2026-12-02T10:15:00.000Z' : null,
  lastResult: result && {
    __typename: 'CalendarImportResult',
    ok: true,
    at: '2026-12-02T10:15:00.000Z',
    unchanged: false,
    events: 2,
    nights: 5,
    conflicts: 0,
    skipped: [],
    errorCode: null,
    error: null,
    ...result,
  },
});

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
      mocks: [calendar([]), imports()],
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

  it('lists a blocked period by its nights: the last one blocked, not the day it opens again (issue 46 #10d)', async () => {
    renderWithProviders(<CalendarPage />, {
      route: '/host/calendar?property=p1',
      signedInAs: HOST,
      mocks: [
        calendar(
          [],
          [
            { id: 'k1', propertyId: 'p1', startDate: '2027-12-26', endDate: '2027-12-30', note: '' },
            { id: 'k2', propertyId: 'p1', startDate: '2028-01-05', endDate: '2028-01-06', note: '' },
          ],
        ),
        imports(),
      ],
    });
    const list = (await screen.findByRole('heading', { name: 'Blocked periods' }))
      .nextElementSibling as HTMLElement;
    const [four, one] = within(list).getAllByRole('listitem');
    expect(within(four).getByText('4 nights, Dec 26, 2027 to Dec 29, 2027')).toBeInTheDocument();
    expect(within(four).queryByText(/Dec 30/)).toBeNull();
    expect(within(one).getByText('The night of Jan 5, 2028')).toBeInTheDocument();
    expect(
      within(four).getByRole('button', { name: 'Unblock 4 nights, Dec 26, 2027 to Dec 29, 2027' }),
    ).toBeInTheDocument();
  });

  it('says Nights blocked when the block worked, even if the calendar then fails to refresh', async () => {
    const user = setupUser();
    const nights = { propertyId: 'p1', startDate: day(10), endDate: day(12), note: null };
    renderWithProviders(<CalendarPage />, {
      route: '/host/calendar?property=p1',
      signedInAs: HOST,
      mocks: [
        calendar([]),
        imports(),
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
        mockDecideBooking('b1', 'approved'),
        calendar([{ ...first, status: 'approved' }, second]),
        mockDecideBooking('b2', 'approved', [
          {
            message: 'These dates overlap an approved stay at this property',
            extensions: { code: 'CONFLICT' },
          },
        ]),
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

  it('shows imported nights by the name of their calendar, and a conflict with a confirmed stay', async () => {
    const stay = booking(1, { first: 'Amina', last: 'Benali', checkInDate: day(3), checkOutDate: day(6) });
    renderWithProviders(<CalendarPage />, {
      route: `/host/calendar?property=p1&month=${day(4).slice(0, 7)}`,
      signedInAs: HOST,
      mocks: [
        calendar(
          [stay],
          [
            {
              id: 'k9',
              propertyId: 'p1',
              startDate: day(4),
              endDate: day(5),
              note: 'Airbnb',
              importId: 'i1',
            },
          ],
          [
            {
              propertyId: 'p1',
              importId: 'i1',
              calendarName: 'Airbnb',
              bookingId: stay.id,
              startDate: day(4),
              endDate: day(5),
              checkInDate: day(3),
              checkOutDate: day(6),
            },
          ],
        ),
        imports([followed({ conflicts: 1 })]),
      ],
    });
    const conflicts = await screen.findByTestId('conflicts');
    expect(within(conflicts).getByRole('listitem')).toHaveTextContent(
      /^Airbnb blocks .+, during the stay of .+/,
    );
    const grid = screen.getByTestId('month-grid');
    const night = grid.querySelector(`td[data-day="${day(4)}"]`) as HTMLElement;
    expect(night).toHaveAttribute('data-conflict', 'true');
    expect(within(night).getByText('Airbnb')).toHaveAttribute('data-kind', 'imported');
    expect(within(night).getByText('Conflict')).toBeInTheDocument();
    expect(within(night).queryByText('Blocked')).toBeNull();
    expect(grid.querySelector(`td[data-day="${day(3)}"]`)).not.toHaveAttribute('data-conflict');
    // an imported period is listed with its calendar and cannot be unblocked here
    expect(screen.getByText(/From Airbnb/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Unblock/ })).toBeNull();
    const item = await screen.findByTestId('calendar-import');
    expect(
      within(item).getByText('2 events imported, 5 nights blocked · 1 conflict with confirmed stays'),
    ).toBeInTheDocument();
  });

  it('follows a calendar by address and name, syncs it now and says a failure in words', async () => {
    const user = setupUser();
    const url = 'https://www.airbnb.com/calendar/ical/123.ics?s=abc';
    renderWithProviders(<CalendarPage />, {
      route: '/host/calendar?property=p1',
      signedInAs: HOST,
      mocks: [
        calendar([]),
        imports(),
        mockQuery(
          AddCalendarImportDocument,
          { propertyId: 'p1', url, name: 'Airbnb' },
          { addCalendarImport: followed({}) },
        ),
        imports([followed({})]),
        calendar([]),
        mockQuery(
          SyncCalendarImportDocument,
          { propertyId: 'p1', id: 'i1' },
          {
            syncCalendarImport: followed({
              ok: false,
              errorCode: 'timeout',
              error: 'late',
              events: 0,
              nights: 0,
            }),
          },
        ),
        imports([followed({ ok: false, errorCode: 'timeout', error: 'late', events: 0, nights: 0 })]),
        calendar([]),
      ],
    });
    expect(await screen.findByText('This listing follows no other calendar.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('iCal address'));
    await user.paste(url);
    await user.click(screen.getByLabelText('Name (Airbnb)'));
    await user.paste('Airbnb');
    await user.click(screen.getByRole('button', { name: 'Follow calendar' }));
    expect(await screen.findByText('Calendar followed and synced')).toBeInTheDocument();
    expect(await screen.findByText('2 events imported, 5 nights blocked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync now: Airbnb' }));
    expect(await screen.findByText('The calendar could not be synced')).toBeInTheDocument();
    expect(
      await screen.findByText("Sync failed: the other site's server did not answer within 10 seconds"),
    ).toBeInTheDocument();
  });

  it("shows a monthly request's terms as the server priced them: the months, the nights, the discount line", async () => {
    const request = booking(1, {
      status: 'pending',
      first: 'Sara',
      last: 'Lopez',
      checkInDate: day(30),
      checkOutDate: day(152),
      nights: 122,
      totalPrice: '3876',
      priceLines: {
        __typename: 'BookingPriceLines',
        months: 4,
        extraNights: 0,
        subtotal: 5856,
        discount: 2456,
        discountKind: 'monthly_price',
        serviceFee: 476,
      },
    });
    renderWithProviders(<CalendarPage />, { signedInAs: HOST, mocks: [calendar([request])] });
    const [pending] = await screen.findAllByTestId('pending-request');
    const lines = within(pending!).getByTestId('request-price-lines');
    expect(lines).toHaveTextContent('4 months · 122 nights$5,856');
    expect(lines).toHaveTextContent('Monthly price-$2,456');
    expect(lines).toHaveTextContent('Service fee$476');
    expect(lines).toHaveTextContent('Total$3,876');
  });

  it('shows no lines for a request stored before they were kept, only its total', async () => {
    renderWithProviders(<CalendarPage />, {
      signedInAs: HOST,
      mocks: [calendar([booking(1, { status: 'pending', checkInDate: day(5), checkOutDate: day(7) })])],
    });
    const [pending] = await screen.findAllByTestId('pending-request');
    expect(within(pending!).queryByTestId('request-price-lines')).not.toBeInTheDocument();
    expect(within(pending!).getByText('$182')).toBeInTheDocument();
  });
});
