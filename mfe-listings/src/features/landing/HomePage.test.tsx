import { screen, within } from '@testing-library/react';
import { SKELETON_COUNT, PAGE_SIZE } from '../listing';
import { listing } from '../../test/fixtures';
import { mockQuery, mockQueryError, renderWithProviders, setupUser } from '@stays/platform/testing';
import {
  FeaturedPropertiesDocument,
  PropertyPageDocument,
  type ListingPropertyFieldsFragment,
} from '../../__generated__/graphql';
import HomePage from './HomePage';

/** The featured grid's answer; every landing render asks for it. */
const featured = (properties: ListingPropertyFieldsFragment[] = []) =>
  mockQuery(FeaturedPropertiesDocument, { limit: 7 }, { featuredProperties: properties });

const LANDING = { sort: 'featured', withTotal: true, limit: PAGE_SIZE } as const;

/** One page of the landing's server search, as the graph answers it. */
const ok = (
  properties: ListingPropertyFieldsFragment[],
  { offset = 0, total = properties.length, nextOffset = null as number | null } = {},
) =>
  mockQuery(
    PropertyPageDocument,
    { ...LANDING, offset },
    {
      searchProperties: {
        __typename: 'PropertyPage',
        items: properties,
        hasMore: nextOffset !== null,
        nextOffset,
        total,
      },
    },
  );

describe('landing page: All verified stays', () => {
  it('shows 8 skeleton cards while loading, then the cards from the graph', async () => {
    renderWithProviders(<HomePage />, { mocks: [featured(), ok([listing(1), listing(2), listing(3)])] });
    expect(screen.getAllByTestId('property-card-skeleton')).toHaveLength(SKELETON_COUNT);

    expect(await screen.findByText('3 verified stays')).toBeInTheDocument();
    expect(screen.queryAllByTestId('property-card-skeleton')).toHaveLength(0);
    const cards = screen.getAllByTestId('property-card');
    expect(cards).toHaveLength(3);

    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Sea View Apartment 1' })).toHaveAttribute('href', '/property/p1');
    expect(first.getByText('Martil')).toBeInTheDocument();
    expect(first.getByText('$81')).toBeInTheDocument();
    expect(first.getByText('/night')).toBeInTheDocument();
    // No rating yet: the card says 'New' instead of a number.
    expect(first.getAllByText('New').length).toBeGreaterThan(0);
    expect(within(cards[2]).getByText('4.7')).toBeInTheDocument();

    // A card without photos shows the stock cover.
    expect(cards[1].querySelector('img')).toHaveAttribute('data-fallback', 'true');
  });

  it("opens /property/{id} from the card's View Details button and from the card itself", async () => {
    const user = setupUser();
    renderWithProviders(<HomePage />, { mocks: [featured(), ok([listing(1), listing(2)])] });
    await user.click(await screen.findByRole('button', { name: 'View Details: Sea View Apartment 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/property/p2');
  });

  it('opens the property when the card body is clicked', async () => {
    const user = setupUser();
    renderWithProviders(<HomePage />, { mocks: [featured(), ok([listing(7)])] });
    await user.click(await screen.findByText('Martil'));
    expect(screen.getByTestId('location')).toHaveTextContent('/property/p7');
  });

  it("shows 'Error: {message}' with a Retry that asks the graph again", async () => {
    const user = setupUser();
    renderWithProviders(<HomePage />, {
      mocks: [
        featured(),
        mockQueryError(
          PropertyPageDocument,
          { ...LANDING, offset: 0 },
          new Error('Response not successful: Received status code 500'),
        ),
        ok([listing(1)]),
      ],
    });
    const alert = await screen.findByRole('alert');
    // SPEC 8's words, never the library's text.
    expect(alert).toHaveTextContent('Error: Failed to fetch approved properties');
    expect(alert).not.toHaveTextContent('Response not successful');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 verified stay')).toBeInTheDocument();
  });

  it('shows the empty state when no property is approved', async () => {
    renderWithProviders(<HomePage />, { mocks: [featured(), ok([])] });
    expect(await screen.findByText('No Properties Available')).toBeInTheDocument();
    expect(screen.getByText('There are currently no approved properties to display.')).toBeInTheDocument();
  });

  it("counts every verified stay, and 'Load More Stays' appends the next page until the last", async () => {
    const user = setupUser();
    const firstPage = Array.from({ length: 3 }, (_, i) => listing(i + 1));
    renderWithProviders(<HomePage />, {
      mocks: [
        featured(),
        ok(firstPage, { total: 5, nextOffset: 3 }),
        ok([listing(4), listing(5)], { offset: 3, total: 5 }),
      ],
    });
    expect(await screen.findByText('5 verified stays')).toBeInTheDocument();
    expect(screen.getAllByTestId('property-card')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load More Stays' }));
    expect(await screen.findByText('Sea View Apartment 5')).toBeInTheDocument();
    expect(screen.getAllByTestId('property-card')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load More Stays' })).not.toBeInTheDocument();
  });

  it('says so when the next page fails, and keeps the cards already shown', async () => {
    const user = setupUser();
    renderWithProviders(<HomePage />, {
      mocks: [
        featured(),
        ok([listing(1), listing(2)], { total: 4, nextOffset: 2 }),
        mockQueryError(PropertyPageDocument, { ...LANDING, offset: 2 }, new Error('offline')),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Load More Stays' }));
    expect(await screen.findByText('More stays could not be loaded. Try again.')).toBeInTheDocument();
    expect(screen.getAllByTestId('property-card')).toHaveLength(2);
  });
});
