import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthDialogContext } from '@stays/platform';
import { mockQuery, mockQueryError, renderWithProviders } from '@stays/platform/testing';
import {
  BookingQuoteDocument,
  PropertyAvailabilityDocument,
  RequestBookingDocument,
} from '../../__generated__/graphql';
import { GUEST, PROPERTY } from '../../test/fixtures';
import { localToday } from '../shared/dates';
import { BookingDialog } from './BookingDialog';

const stay = { checkIn: '2030-06-10', checkOut: '2030-06-12', guests: 2 };
const availability = mockQuery(
  PropertyAvailabilityDocument,
  { propertyId: PROPERTY.id },
  { propertyAvailability: [{ __typename: 'TakenNights', start: '2030-06-20', end: '2030-06-25' }] },
);
const quote = mockQuery(
  BookingQuoteDocument,
  { propertyId: PROPERTY.id, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 2 },
  {
    bookingQuote: {
      __typename: 'BookingQuote',
      propertyId: PROPERTY.id,
      nights: 2,
      pricePerNight: 120,
      subtotal: 240,
      serviceFee: 34,
      total: 274,
      totalPrice: '274',
    },
  },
);
const input = {
  propertyId: PROPERTY.id,
  checkInDate: stay.checkIn,
  checkOutDate: stay.checkOut,
  guests: 2,
  message: 'Arriving late',
  totalPrice: '274',
};

function open(options: Parameters<typeof renderWithProviders>[1] = {}, initial = stay) {
  const onOpenChange = jest.fn();
  renderWithProviders(
    <BookingDialog open onOpenChange={onOpenChange} property={PROPERTY} initial={initial} />,
    { route: `/property/${PROPERTY.id}`, signedInAs: GUEST, ...options },
  );
  return onOpenChange;
}

describe('BookingDialog', () => {
  beforeEach(() => localStorage.clear());

  it("shows the server's quote: nights x price, the 14% service fee and the total", async () => {
    open({ mocks: [availability, quote] });
    const dialog = screen.getByRole('dialog', { name: 'Book Martil Beach House' });
    expect(await within(dialog).findByText('$120 x 2 nights')).toBeInTheDocument();
    expect(within(dialog).getByText('$240')).toBeInTheDocument();
    expect(within(dialog).getByText('Service fee').nextSibling).toHaveTextContent('$34');
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('$274');
  });

  it('offers 1 to maxGuests guests and the first 3 amenities', () => {
    open({ mocks: [availability, quote] });
    const options = within(screen.getByLabelText('Guests')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['1 guest', '2 guests', '3 guests']);
    const included = screen.getByRole('region', { name: 'Included' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wi-Fi', 'Pool', 'Kitchen']);
  });

  it('keeps Request to Book disabled at 0 nights', () => {
    open({ mocks: [availability] }, { checkIn: '', checkOut: '', guests: 1 });
    expect(screen.getByRole('button', { name: 'Request to Book' })).toBeDisabled();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
  });

  it("disables today's past days and the taken nights in the calendar", async () => {
    open({ mocks: [availability, quote] });
    await screen.findByText('$240');
    const calendar = screen.getByRole('grid');
    expect(calendar).toBeInTheDocument();
    // June 2030 is shown (the initial check-in's month); the 20th to 24th are taken, the 25th (check-out) is free.
    const dayButton = (day: number) =>
      within(calendar)
        .getAllByRole('gridcell')
        .map((cell) => within(cell).queryByRole('button'))
        .find((button) => button?.textContent === String(day));
    // The taken nights come with the availability answer, which may arrive after the quote.
    await waitFor(() => expect(dayButton(20)).toBeDisabled());
    expect(dayButton(24)).toBeDisabled();
    expect(dayButton(25)).toBeEnabled();
  });

  it("sends the request with the server's total, says 'Booking Request Sent!' and closes", async () => {
    const created = mockQuery(
      RequestBookingDocument,
      { input },
      {
        createBooking: {
          __typename: 'Booking',
          id: '9'.repeat(24),
          status: 'pending',
          checkInDate: stay.checkIn,
          checkOutDate: stay.checkOut,
          guests: 2,
          totalPrice: '274',
        },
      },
    );
    const onOpenChange = open({ mocks: [availability, quote, created] });
    await screen.findByText('$240');
    await userEvent.type(screen.getByLabelText('Message to the host (optional)'), '  Arriving late ');
    await userEvent.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument();
    expect(
      screen.getByText('Your booking request has been sent to the host for approval.'),
    ).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says 'Booking Failed' in the spec's words when the request fails", async () => {
    const failed = mockQueryError(
      RequestBookingDocument,
      { input: { ...input, message: null } },
      {
        message: 'These dates overlap an approved stay at this property',
        code: 'CONFLICT',
      },
    );
    open({ mocks: [availability, quote, failed] });
    await screen.findByText('$240');
    await userEvent.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to send booking request. Please try again.')).toBeInTheDocument();
  });

  it("answers 'Unauthorized' by opening sign-in with the dialog and dates kept in the address", async () => {
    const expired = mockQueryError(
      RequestBookingDocument,
      { input: { ...input, message: null } },
      {
        message: 'Unauthorized',
        code: 'UNAUTHENTICATED',
      },
    );
    const auth = { open: jest.fn() };
    open({
      mocks: [availability, quote, expired],
      wrapper: (children) => <AuthDialogContext.Provider value={auth}>{children}</AuthDialogContext.Provider>,
    });
    await screen.findByText('$240');
    await userEvent.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You need to log in to book this property.')).toBeInTheDocument();
    expect(auth.open).toHaveBeenCalledWith('signIn');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/property/${PROPERTY.id}?dialog=book&checkIn=2030-06-10&checkOut=2030-06-12&guests=2`,
      ),
    );
  });

  it("shows a signed-out guest 'Login Required' and sends them to sign in with the chosen stay", async () => {
    const auth = { open: jest.fn() };
    open({
      signedInAs: undefined,
      wrapper: (children) => <AuthDialogContext.Provider value={auth}>{children}</AuthDialogContext.Provider>,
    });
    expect(screen.getByRole('dialog', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to book this property')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(auth.open).toHaveBeenCalledWith('signIn');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        'dialog=book&checkIn=2030-06-10&checkOut=2030-06-12&guests=2',
      ),
    );
  });

  it('shows the form rules in words: a check-in in the past is refused', async () => {
    open({ mocks: [availability] }, { checkIn: '2020-01-01', checkOut: '2020-01-03', guests: 1 });
    expect(localToday() > '2020-01-01').toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check-in date must be today or later');
  });
});
