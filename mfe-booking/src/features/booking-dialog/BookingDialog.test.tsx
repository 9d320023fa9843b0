import { screen, waitFor, within } from '@testing-library/react';
import { AuthDialogContext } from '@stays/platform';
import { mockQuery, mockQueryError, renderWithProviders, setupUser } from '@stays/platform/testing';
import {
  BookingQuoteDocument,
  PropertyAvailabilityDocument,
  RequestBookingDocument,
} from '../../__generated__/graphql';
import { GUEST, PROPERTY } from '../../test/fixtures';
import { localToday } from '../shared/dates';
import { bookingCatalogues } from '../../i18n/catalogues';
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
      pricePerMonth: null,
      months: 0,
      extraNights: 2,
      subtotal: 240,
      discount: 0,
      discountKind: null,
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

  it("shows a long stay's monthly price as its own line, and the server's total", async () => {
    const long = { checkIn: '2030-09-01', checkOut: '2031-01-04', guests: 1 };
    // 125 nights: 4 calendar months at $850 and 3 nights at $850/30, against 125 x $48 (stayPrice).
    const monthly = mockQuery(
      BookingQuoteDocument,
      { propertyId: PROPERTY.id, checkIn: long.checkIn, checkOut: long.checkOut, guests: 1 },
      {
        bookingQuote: {
          __typename: 'BookingQuote',
          propertyId: PROPERTY.id,
          nights: 125,
          pricePerNight: 48,
          pricePerMonth: 850,
          months: 4,
          extraNights: 3,
          subtotal: 6000,
          discount: 2515,
          discountKind: 'monthly_price',
          serviceFee: 488,
          total: 3973,
          totalPrice: '3973',
        },
      },
    );
    open({ mocks: [availability, monthly] }, long);
    const dialog = screen.getByRole('dialog', { name: 'Book Martil Beach House' });
    expect(await within(dialog).findByText('$48 x 125 nights')).toBeInTheDocument();
    expect(within(dialog).getByText('$6,000')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Monthly price: 4 months and 3 nights at $850 /month').nextSibling,
    ).toHaveTextContent('-$2,515');
    expect(within(dialog).getByText('Service fee').nextSibling).toHaveTextContent('$488');
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('$3,973');
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
    const user = setupUser();
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
    await user.type(screen.getByLabelText('Message to the host (optional)'), '  Arriving late ');
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument();
    expect(
      screen.getByText('Your booking request has been sent to the host for approval.'),
    ).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says 'Booking Failed' in the spec's words when the request fails", async () => {
    const user = setupUser();
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
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    // The reason of a 409 in the reader's words, in the dialog and in the toast; the dialog stays open.
    expect(
      await screen.findAllByText('Some of these nights were just taken. Choose other dates.'),
    ).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Book Martil Beach House' })).toBeInTheDocument();
  });

  it("says 'Failed to send booking request' when the server could not be reached", async () => {
    const user = setupUser();
    const failed = mockQueryError(
      RequestBookingDocument,
      { input: { ...input, message: null } },
      new Error('offline'),
    );
    open({ mocks: [availability, quote, failed] });
    await screen.findByText('$240');
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to send booking request. Please try again.').length).toBeGreaterThan(
      0,
    );
  });

  it('says a second request for the same nights is a duplicate (409 duplicateRequest), in French too', async () => {
    const user = setupUser();
    const duplicate = mockQueryError(
      RequestBookingDocument,
      { input: { ...input, message: null } },
      {
        message: 'You already have a pending request for these dates.',
        code: 'CONFLICT',
        extensions: { reason: 'duplicateRequest' },
      },
    );
    open({ mocks: [availability, quote, duplicate], locale: 'fr', catalogues: bookingCatalogues });
    await screen.findByText('240 $US');
    await user.click(screen.getByRole('button', { name: 'Demander à réserver' }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('Vous avez déjà une demande en attente pour ces dates.'),
    ).toBeInTheDocument();
  });

  it("shows the listing's cancellation policy before the guest asks, in the reader's language (issue 46 #7)", async () => {
    const property = { ...PROPERTY, cancellationPolicy: 'strict' as const };
    const { unmount } = renderWithProviders(
      <BookingDialog open onOpenChange={jest.fn()} property={property} initial={stay} />,
      { route: `/property/${PROPERTY.id}`, signedInAs: GUEST, mocks: [availability, quote] },
    );
    const policy = within(screen.getByRole('dialog')).getByTestId('cancellation-policy');
    expect(policy).toHaveTextContent('Strict cancellation policy');
    expect(policy).toHaveTextContent(
      'The nights are refunded in full more than 14 days before check-in, half at 7 to 14 days, not at all under 7 days. The service fee is never refunded.',
    );
    // It sits before the button that sends the request.
    const send = screen.getByRole('button', { name: 'Request to Book' });
    expect(policy.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    renderWithProviders(<BookingDialog open onOpenChange={jest.fn()} property={property} initial={stay} />, {
      route: `/property/${PROPERTY.id}`,
      signedInAs: GUEST,
      mocks: [availability, quote],
      locale: 'ar',
      catalogues: bookingCatalogues,
    });
    expect(await screen.findByText('سياسة إلغاء صارمة')).toBeInTheDocument();
    expect(
      screen.getByText(
        'تُسترد قيمة الليالي كاملةً قبل أكثر من 14 يومًا من الوصول، ونصفها بين 7 و14 يومًا، ولا شيء قبل أقل من 7 أيام. رسوم الخدمة لا تُسترد أبدًا.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps a 2,001-character message, counts it and says the limit instead of sending or crashing', async () => {
    const user = setupUser();
    open({ mocks: [availability, quote] });
    await screen.findByText('$240');
    const box = screen.getByLabelText('Message to the host (optional)');
    await user.click(box);
    await user.paste('x'.repeat(1700));
    expect(screen.getByTestId('character-count')).toHaveTextContent('1,700 / 2,000');
    await user.paste('x'.repeat(301));
    expect(screen.getByTestId('character-count')).toHaveTextContent('2,001 / 2,000: 1 character too many');
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(await screen.findByText('Keep it to 2,000 characters or fewer')).toBeInTheDocument();
    expect(box).toHaveValue('x'.repeat(2001));
    expect(screen.getByRole('dialog', { name: 'Book Martil Beach House' })).toBeInTheDocument();
  });

  it("shows the server's refusal of the message under it, translated, with the text kept", async () => {
    const user = setupUser();
    const refused = mockQueryError(
      RequestBookingDocument,
      { input: { ...input, message: 'Arriving late' } },
      {
        message: 'Message must be at most 2000 characters',
        code: 'BAD_USER_INPUT',
        extensions: { errors: { message: 'Message must be at most 2000 characters' } },
      },
    );
    open({ mocks: [availability, quote, refused] });
    await screen.findByText('$240');
    await user.type(screen.getByLabelText('Message to the host (optional)'), 'Arriving late');
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(await screen.findByText('Keep it to 2,000 characters or fewer')).toBeInTheDocument();
    expect(screen.getByLabelText('Message to the host (optional)')).toHaveValue('Arriving late');
    expect(screen.queryByText('Message must be at most 2000 characters')).not.toBeInTheDocument();
  });

  it("shows 'Confirmed' in the dialog when an Instant Book stay comes back approved", async () => {
    const user = setupUser();
    const created = mockQuery(
      RequestBookingDocument,
      { input: { ...input, message: null } },
      {
        createBooking: {
          __typename: 'Booking',
          id: '9'.repeat(24),
          status: 'approved',
          checkInDate: stay.checkIn,
          checkOutDate: stay.checkOut,
          guests: 2,
          totalPrice: '274',
        },
      },
    );
    const onOpenChange = jest.fn();
    renderWithProviders(
      <BookingDialog
        open
        onOpenChange={onOpenChange}
        property={{ ...PROPERTY, instantBook: true }}
        initial={stay}
      />,
      { route: `/property/${PROPERTY.id}`, signedInAs: GUEST, mocks: [availability, quote, created] },
    );
    await screen.findByText('$240');
    expect(screen.getByText('Instant Book: your stay is confirmed as soon as you book.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Book Martil Beach House' });
    expect(await within(dialog).findByRole('heading', { name: 'Confirmed' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Your stay from Jun 10, 2030 to Jun 12, 2030 is booked.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See my trips' })).toHaveAttribute('href', '/trips');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('names the amenity chips in the reader language', async () => {
    open({ mocks: [availability, quote], locale: 'fr', catalogues: bookingCatalogues });
    const included = await screen.findByRole('region', { name: 'Inclus' });
    expect(within(included).getByText('Cuisine')).toBeInTheDocument();
  });

  it("answers 'Unauthorized' by opening sign-in with the dialog and dates kept in the address", async () => {
    const user = setupUser();
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
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
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
    const user = setupUser();
    const auth = { open: jest.fn() };
    open({
      signedInAs: undefined,
      wrapper: (children) => <AuthDialogContext.Provider value={auth}>{children}</AuthDialogContext.Provider>,
    });
    expect(screen.getByRole('dialog', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to book this property')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(auth.open).toHaveBeenCalledWith('signIn');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        'dialog=book&checkIn=2030-06-10&checkOut=2030-06-12&guests=2',
      ),
    );
  });

  it('shows the form rules in words: a check-in in the past is refused', async () => {
    const user = setupUser();
    open({ mocks: [availability] }, { checkIn: '2020-01-01', checkOut: '2020-01-03', guests: 1 });
    expect(localToday() > '2020-01-01').toBe(true);
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check-in date must be today or later');
  });
});
