import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@stays/platform/testing';
import { listing } from '../../test/fixtures';
import { PropertyGrid } from './PropertyGrid';

const quote = (over: Partial<NonNullable<ReturnType<typeof listing>['quote']>> = {}) => ({
  __typename: 'StayQuote' as const,
  nights: 122,
  months: 4,
  extraNights: 0,
  subtotal: 5856,
  discount: 2456,
  serviceFee: 476,
  total: 3876,
  ...over,
});

describe("the cards' totals and distances (issue 43)", () => {
  it('a Months search: the monthly price, the distance to the place and the total with fees, as the server said', () => {
    renderWithProviders(
      <PropertyGrid
        stayMode="months"
        near="texas-am"
        linkQuery="checkIn=2027-09-01&checkOut=2028-01-01&guests=1&near=texas-am"
        properties={[
          listing(1, {
            title: 'Northgate Studio',
            pricePerNight: 48,
            pricePerMonth: 850,
            quote: quote(),
            distanceKm: 0.93,
          }),
          listing(2, {
            title: 'Nightly Loft',
            pricePerNight: 60,
            quote: quote({ months: 0, nights: 9, extraNights: 9, total: 605.5 }),
            distanceKm: 2.4,
          }),
        ]}
      />,
    );
    const [studio, loft] = screen.getAllByTestId('property-card');
    expect(within(studio).getByText('$850')).toBeInTheDocument();
    expect(within(studio).getByText('/month')).toBeInTheDocument();
    // en-US reads miles: 0.93 km is 0.6 mi.
    expect(within(studio).getByTestId('card-distance')).toHaveTextContent('0.6 mi from Texas A&M');
    expect(within(studio).getByTestId('card-total')).toHaveTextContent(
      '$3,876 total for 4 months, fees included',
    );
    // The card opens its page with the searched stay and place (the page quotes it and says how far it is).
    expect(within(studio).getByRole('link', { name: 'Northgate Studio' })).toHaveAttribute(
      'href',
      `/property/${listing(1).id}?checkIn=2027-09-01&checkOut=2028-01-01&guests=1&near=texas-am`,
    );
    // No monthly price: the nightly one, and a total in nights.
    expect(within(loft).getByText('/night')).toBeInTheDocument();
    expect(within(loft).getByTestId('card-total')).toHaveTextContent(
      '$605.50 total for 9 nights, fees included',
    );
  });

  it('without a span or a place, a card shows neither a total nor a distance', () => {
    renderWithProviders(<PropertyGrid properties={[listing(1)]} />);
    expect(screen.queryByTestId('card-total')).not.toBeInTheDocument();
    expect(screen.queryByTestId('card-distance')).not.toBeInTheDocument();
    expect(screen.getByText('/night')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: listing(1).title })).toHaveAttribute(
      'href',
      `/property/${listing(1).id}`,
    );
  });
});

describe("a new listing's card (issue 46 #10)", () => {
  const fresh = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();

  it("says 'New' once when nobody has reviewed it yet", () => {
    renderWithProviders(<PropertyGrid properties={[listing(1, { createdAt: fresh })]} />);
    const card = screen.getByTestId('property-card');
    expect(within(card).getAllByText('New')).toHaveLength(1);
  });

  it("keeps the 'New' badge beside the rating of a new listing already reviewed", () => {
    renderWithProviders(<PropertyGrid properties={[listing(4, { createdAt: fresh })]} />);
    const card = screen.getByTestId('property-card');
    expect(within(card).getAllByText('New')).toHaveLength(1);
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
  });
});
