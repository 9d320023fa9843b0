import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { details, review } from '../../test/fixtures';
import type { BookingDialogProps, MessageDialogProps } from '@stays/platform';
import { mockQuery, renderWithProviders, type MockedResponse, setupUser } from '@stays/platform/testing';
import {
  BookingQuoteDocument,
  PropertyDetailsDocument,
  type PropertyDetailsQuery,
} from '../../__generated__/graphql';
import PropertyPage from './PropertyPage';

// mfe_booking's dialogs as the federation runtime would hand them over (the contract's props).
jest.mock('./loadBookingDialog', () => ({
  loadDialog: jest.fn(async (name: string) =>
    name === 'BookingDialog'
      ? function BookingDialog({ open, initial, property, onOpenChange }: BookingDialogProps) {
          return open ? (
            <div role="dialog" aria-label="Request to Book">
              {property.title} {initial?.checkIn} {initial?.checkOut} {initial?.guests}
              <span data-testid="dialog-policy">{property.cancellationPolicy}</span>
              <button type="button" onClick={() => onOpenChange(false)}>
                Close booking
              </button>
            </div>
          ) : null;
        }
      : function MessageDialog({ open, property }: MessageDialogProps) {
          return open ? (
            <div role="dialog" aria-label="Message the Host">
              {property.hostId}
            </div>
          ) : null;
        },
  ),
}));

const renderProperty = (
  property: PropertyDetailsQuery['property'],
  id = 'p1',
  { query = '', mocks = [] as MockedResponse[] } = {},
) =>
  renderWithProviders(<PropertyPage />, {
    route: `/property/${id}${query}`,
    path: '/property/:id',
    mocks: [mockQuery(PropertyDetailsDocument, { id }, { property }), ...mocks],
  });

describe('property page', () => {
  it('shows the property with its host, tiles, amenities, gallery and price', async () => {
    renderProperty(details());
    expect(screen.getByTestId('property-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Martil Beach House' })).toBeInTheDocument();
    expect(screen.getByText('Entire home')).toBeInTheDocument();
    expect(screen.getByText('Hosted by Amina Benali')).toBeInTheDocument();
    // The year the host's account was made, not a fixed year; no response time the data cannot back.
    expect(screen.getByText('Joined in 2023')).toBeInTheDocument();
    expect(screen.queryByText(/responds/)).not.toBeInTheDocument();
    expect(screen.getByText('Steps from the sand.')).toBeInTheDocument();
    const tiles = within(screen.getByRole('list', { name: 'Capacity' }));
    expect(tiles.getByText('6')).toBeInTheDocument();
    expect(tiles.getByText('3')).toBeInTheDocument();
    expect(tiles.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Pool')).toBeInTheDocument();
    // Five photos at most, even when the property has six.
    expect(within(screen.getByTestId('gallery')).getAllByRole('img')).toHaveLength(5);
    expect(screen.getAllByText('$120').length).toBeGreaterThan(0);
    // Signed out: booking asks to log in (the booking dialog says why and offers to sign in).
    expect(screen.getAllByRole('button', { name: 'Log in to Book' }).length).toBe(2);
    expect(screen.getByText('Choose your dates to see the total.')).toBeInTheDocument();
  });

  it("shows the listing's cancellation policy and its refund rule on the page, and hands it to the booking dialog (issue 46 #7)", async () => {
    renderProperty(details({ cancellationPolicy: 'flexible' }), 'p1', { query: '?dialog=book' });
    const section = await screen.findByRole('region', { name: 'Flexible cancellation policy' });
    expect(section).toHaveTextContent(
      'The nights are refunded in full more than 24 hours before check-in, half under 24 hours, not at all during the stay. The service fee is never refunded.',
    );
    expect(await screen.findByTestId('dialog-policy')).toHaveTextContent('flexible');
  });

  it('swaps a broken photo for the fallback image', async () => {
    renderProperty(details({ images: ['/broken.jpg'] }));
    const img = await screen.findByRole('img', { name: 'Martil Beach House' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('data-fallback', 'true');
  });

  it("shows 'No images available' and the default description when they are missing", async () => {
    renderProperty(details({ images: [], description: null }));
    expect(await screen.findByText('No images available')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
  });

  it("says 'New' for a stay nobody has reviewed, never an invented 4.5 (issue 30 #5)", async () => {
    renderProperty(details({ rating: null, reviewCount: 0, reviews: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Martil Beach House' });
    expect(screen.getAllByText('New · no reviews yet').length).toBeGreaterThan(0);
    expect(screen.queryByText('4.5')).not.toBeInTheDocument();
    expect(screen.queryByText(/0 reviews/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });

  it("shows the server's rating of a reviewed stay in the header, the side card and the reviews", async () => {
    renderProperty(details({ rating: 4, reviewCount: 3, reviews: [review(1), review(2), review(3)] }));
    await screen.findByRole('heading', { level: 1, name: 'Martil Beach House' });
    expect(screen.getByLabelText('Rated 4.0 out of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '★ 4.0 · 3 reviews' })).toBeInTheDocument();
  });

  it('shows bedroom and bathroom tiles only when the host gave them, and no Superhost without the flag', async () => {
    renderProperty(details({ bedrooms: null, bathrooms: null }));
    const tiles = within(await screen.findByRole('list', { name: 'Capacity' }));
    expect(tiles.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/Bedroom|Bathroom/)).not.toBeInTheDocument();
    expect(screen.queryByText('Superhost')).not.toBeInTheDocument();
  });

  it('drops past dates typed in the address of a property and says so', async () => {
    renderProperty(details(), 'p1', { query: '?checkIn=2020-01-01&checkOut=2020-01-03&guests=2' });
    expect(await screen.findByTestId('dates-corrected')).toHaveTextContent(
      'The dates in this link are in the past, so they were removed. Choose new dates.',
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/property/p1?guests=2'));
  });

  it("sends a guest's 'Go to My Bookings' to their trips, not the host dashboard (issue 30 #2)", async () => {
    renderProperty(details());
    const link = await screen.findByRole('link', { name: 'Go to My Bookings' });
    expect(link).toHaveAttribute('href', '/trips');
  });

  it("shows the first 6 reviews and 'Show all N reviews' when there are more", async () => {
    const user = setupUser();
    const reviews = Array.from({ length: 9 }, (_, i) => review(i + 1));
    renderProperty(details({ reviews, reviewCount: 9 }));
    expect(await screen.findByText('Lovely stay number 6')).toBeInTheDocument();
    expect(screen.queryByText('Lovely stay number 7')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all 9 reviews' }));
    expect(screen.getByText('Lovely stay number 9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show all \d+ reviews/ })).not.toBeInTheDocument();
  });

  it("shows 'Property Not Found' with Back to Home when the graph has no such property", async () => {
    const user = setupUser();
    renderProperty(null, 'missing');
    expect(await screen.findByText('Property Not Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("prices the chosen dates with the server's quote instead of a static example", async () => {
    renderProperty(details(), 'p1', {
      query: '?checkIn=2030-05-01&checkOut=2030-05-04&guests=2',
      mocks: [
        mockQuery(
          BookingQuoteDocument,
          { propertyId: 'p1', checkIn: '2030-05-01', checkOut: '2030-05-04', guests: 2 },
          {
            bookingQuote: {
              __typename: 'BookingQuote',
              nights: 3,
              months: 0,
              extraNights: 3,
              pricePerNight: 120,
              pricePerMonth: null,
              subtotal: 360,
              discount: 0,
              discountKind: null,
              serviceFee: 50,
              total: 410,
            },
          },
        ),
      ],
    });
    const quote = await screen.findByTestId('booking-quote');
    expect(quote).toHaveTextContent('$120 x 3 nights');
    expect(quote).toHaveTextContent('$360');
    expect(quote).toHaveTextContent('Service fee$50');
    expect(quote).toHaveTextContent('Total$410');
    expect(screen.queryByText('Cleaning fee')).not.toBeInTheDocument();
    expect(screen.queryByTestId('quote-discount')).not.toBeInTheDocument();
    // A listing with the default limits (1 to 365 nights) says nothing about them.
    expect(screen.queryByTestId('stay-limits')).not.toBeInTheDocument();
  });

  it("shows a monthly stay's lines from the server's quote: the nights, the monthly price as its own line, the fee", async () => {
    renderProperty(details({ pricePerMonth: 900, minNights: 30, maxNights: 300 }), 'p1', {
      query: '?checkIn=2030-09-01&checkOut=2031-01-01&guests=1',
      mocks: [
        mockQuery(
          BookingQuoteDocument,
          { propertyId: 'p1', checkIn: '2030-09-01', checkOut: '2031-01-01', guests: 1 },
          {
            bookingQuote: {
              __typename: 'BookingQuote',
              nights: 122,
              months: 4,
              extraNights: 0,
              pricePerNight: 120,
              pricePerMonth: 900,
              subtotal: 14640,
              discount: 11040,
              discountKind: 'monthly_price',
              serviceFee: 504,
              total: 4104,
            },
          },
        ),
      ],
    });
    const quote = await screen.findByTestId('booking-quote');
    expect(quote).toHaveTextContent('$120 x 122 nights$14,640');
    expect(screen.getByTestId('quote-discount-label')).toHaveTextContent(
      'Monthly price: 4 months at $900 /month',
    );
    expect(screen.getByTestId('quote-discount')).toHaveTextContent('-$11,040');
    expect(quote).toHaveTextContent('Service fee$504');
    expect(quote).toHaveTextContent('Total$4,104');
    expect(screen.getByTestId('monthly-price')).toHaveTextContent('or $900 /month');
    expect(screen.getByTestId('stay-limits')).toHaveTextContent('Stays of 30 nights to 300 nights');
  });

  it('names the shortest stay instead of quoting one that is too short, before the guest asks to book', async () => {
    renderProperty(details({ minNights: 30 }), 'p1', {
      query: '?checkIn=2030-05-01&checkOut=2030-05-04&guests=2',
    });
    expect(await screen.findByTestId('stay-length-problem')).toHaveTextContent(
      'This place takes stays of at least 30 nights',
    );
    expect(screen.queryByTestId('booking-quote')).not.toBeInTheDocument();
    expect(screen.getByTestId('stay-limits')).toHaveTextContent('Stays of 30 nights to 365 nights');
  });

  it('says how far the stay is from the place the search was near, in miles for en-US', async () => {
    // 0.0108 degrees of latitude north of the Academic Building: 1.2 km, 0.7 mi.
    renderProperty(details({ latitude: 30.6265, longitude: -96.3405 }), 'p1', { query: '?near=texas-am' });
    expect(await screen.findByTestId('property-distance')).toHaveTextContent('0.7 mi from Texas A&M');
  });

  it('measures from the nearest place of the gazetteer without a search, and from none far from all', async () => {
    const { unmount } = renderProperty(details({ latitude: 30.6265, longitude: -96.3405 }));
    expect(await screen.findByTestId('property-distance')).toHaveTextContent('0.3 mi from Northgate');
    unmount();
    renderProperty(details({ latitude: 0, longitude: 0 }));
    await screen.findByRole('heading', { level: 1, name: 'Martil Beach House' });
    expect(screen.queryByTestId('property-distance')).not.toBeInTheDocument();
  });

  it('opens the booking dialog from mfe_booking with the chosen stay, and reopens it from the address', async () => {
    const user = setupUser();
    renderProperty(details(), 'p1', {
      query: '?checkIn=2030-05-01&checkOut=2030-05-04&guests=2&dialog=book',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Request to Book' });
    expect(dialog).toHaveTextContent('Martil Beach House 2030-05-01 2030-05-04 2');
    await user.click(within(dialog).getByRole('button', { name: 'Close booking' }));
    // Closing removes `dialog` and keeps the stay.
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/property/p1?checkIn=2030-05-01&checkOut=2030-05-04&guests=2',
    );
    await user.click(screen.getAllByRole('button', { name: 'Log in to Book' })[0]);
    expect(await screen.findByRole('dialog', { name: 'Request to Book' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('dialog=book');
  });

  it("opens the message dialog from 'Send Message' with the property's host", async () => {
    const user = setupUser();
    renderProperty(details());
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('dialog', { name: 'Message the Host' })).toHaveTextContent('h1');
  });

  it('keeps text users wrote in its own direction on an Arabic page', async () => {
    renderProperty(details());
    const title = await screen.findByRole('heading', { level: 1, name: 'Martil Beach House' });
    expect(title).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Steps from the sand.')).toHaveAttribute('dir', 'auto');
  });
});
