// The landing's featured grid, category bar, filters dialog, sort and hearts against typed graph mocks.
import { fireEvent, screen, within } from '@testing-library/react';
import { AuthDialogContext } from '@stays/platform';
import { mockQuery, mockQueryError, renderWithProviders, setupUser } from '@stays/platform/testing';
import {
  ApprovedCountDocument,
  FeaturedPropertiesDocument,
  MyFavoriteIdsDocument,
  PropertyPageDocument,
  SetFavoriteDocument,
  type ListingPropertyFieldsFragment,
  type PropertyPageQueryVariables,
} from '../../__generated__/graphql';
import { listing } from '../../test/fixtures';
import { PAGE_SIZE } from '../listing';
import HomePage from './HomePage';

// Counts loads of what a heart does (its own chunk): a signed-out guest's landing shows hearts without it.
const mockActionsLoaded = jest.fn();
jest.mock('../favorites/favoriteActions', () => {
  mockActionsLoaded();
  return jest.requireActual('../favorites/favoriteActions');
});

const featured = (properties: ListingPropertyFieldsFragment[] = []) =>
  mockQuery(FeaturedPropertiesDocument, { limit: 7 }, { featuredProperties: properties });

const page = (
  variables: Omit<PropertyPageQueryVariables, 'limit' | 'offset' | 'withTotal'>,
  properties: ListingPropertyFieldsFragment[],
) =>
  mockQuery(
    PropertyPageDocument,
    { sort: 'featured', ...variables, withTotal: true, limit: PAGE_SIZE, offset: 0 },
    {
      searchProperties: {
        __typename: 'PropertyPage',
        items: properties,
        hasMore: false,
        nextOffset: null,
        total: properties.length,
      },
    },
  );

describe('featured stays', () => {
  it("shows 6 of the 7 asked for, each with its own rating or 'New', 'Verified' and 'Featured', and 'Explore All N Verified Stays'", async () => {
    const seven = Array.from({ length: 7 }, (_, i) =>
      listing(i + 1, { featured: true, rating: i === 0 ? null : 3.9, reviewCount: i === 0 ? 0 : 2 }),
    );
    renderWithProviders(<HomePage />, {
      mocks: [
        featured(seven),
        page({}, [listing(1)]),
        mockQuery(ApprovedCountDocument, {}, { propertyCount: 42 }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Featured stays' });
    await within(section).findByText('Sea View Apartment 1');
    const cards = within(section).getAllByTestId('property-card');
    expect(cards).toHaveLength(6);
    // The rating its reviews give, the same as on its page; no fixed 4.8 (issue 30 #5).
    expect(within(cards[1]).getByText('3.9')).toBeInTheDocument();
    expect(within(cards[0]).getByText('New')).toBeInTheDocument();
    expect(within(section).queryByText('4.8')).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('Verified')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Featured')).toBeInTheDocument();
    // The description, and SPEC's default when a listing has none.
    expect(within(cards[0]).getByText('Bright rooms close to the beach, number 1.')).toBeInTheDocument();
    expect(within(cards[2]).getByText('A comfortable place to stay near campus.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Explore All 42 Verified Stays' })).toBeInTheDocument();
  });

  it("says 'Loading featured properties...', then the empty text, and SPEC's error words", async () => {
    const { unmount } = renderWithProviders(<HomePage />, { mocks: [featured([]), page({}, [])] });
    expect(screen.getByText('Loading featured properties...')).toBeInTheDocument();
    expect(await screen.findByText(/No featured properties yet\./)).toBeInTheDocument();
    unmount();
    renderWithProviders(<HomePage />, {
      mocks: [
        mockQueryError(FeaturedPropertiesDocument, { limit: 7 }, new Error('socket hang up')),
        page({}, []),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Featured stays' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Error: Failed to fetch featured properties',
    );
  });
});

describe('category bar, filters and sort', () => {
  it('asks the server for a chosen chip, keeps it in the address, and shows Clear filters from two on', async () => {
    const user = setupUser();
    renderWithProviders(<HomePage />, {
      mocks: [
        featured(),
        page({}, [listing(1), listing(2)]),
        page({ filters: ['pool'] }, [listing(2)]),
        page({ filters: ['pool', 'private_room'] }, []),
        page({ filters: ['pool', 'shared_room'] }, []),
      ],
    });
    await screen.findByText('2 verified stays');
    const bar = screen.getByRole('group', { name: 'Categories' });
    await user.click(within(bar).getByRole('button', { name: 'Pool' }));
    expect(await screen.findByText('1 verified stay')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?filters=pool');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    // Types are exclusive: Shared rooms replaces Private rooms.
    await user.click(within(bar).getByRole('button', { name: 'Private rooms' }));
    expect(
      await screen.findByText(
        'No properties match your current filters. Try removing some filters or check back later!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/• Filtered/)).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Shared rooms' }));
    expect(within(bar).getByRole('button', { name: 'Shared rooms' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar).getByRole('button', { name: 'Private rooms' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(bar).getByRole('button', { name: 'Pool' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('2');

    // Clear filters: back to the state the landing opens in, every stay, with nothing counted or 'Filtered'.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('2 verified stays')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText(/• Filtered/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters/ })).not.toHaveTextContent(/\d/);
    expect(within(bar).getByRole('button', { name: 'Entire homes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("asks the server for Instant Book stays from the bar's chip and badges them (issue 29)", async () => {
    const user = setupUser();
    renderWithProviders(<HomePage />, {
      mocks: [
        featured(),
        page({}, [listing(1), listing(2)]),
        page({ instantBook: true }, [listing(2, { instantBook: true })]),
      ],
    });
    await screen.findByText('2 verified stays');
    const bar = screen.getByRole('group', { name: 'Categories' });
    await user.click(within(bar).getByRole('button', { name: 'Instant Book' }));
    expect(await screen.findByText('1 verified stay')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?filters=instant_book');
    const card = screen.getByTestId('property-card');
    expect(within(card).getByText('Instant Book')).toBeInTheDocument();
  });

  it('sorts on the server by the chosen key', async () => {
    const user = setupUser();
    renderWithProviders(<HomePage />, {
      mocks: [
        featured(),
        page({}, [listing(1), listing(2)]),
        page({ sort: 'price_high' }, [listing(2), listing(1)]),
      ],
    });
    await screen.findByText('2 verified stays');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Rating',
    ]);
    await user.click(screen.getByRole('option', { name: 'Price: High to Low' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?sort=price_high');
    await screen.findByText('2 verified stays');
  });

  it('applies the filters dialog only on Show results: slider within 20-500+, amenities and options', async () => {
    const user = setupUser();
    renderWithProviders(<HomePage />, {
      mocks: [
        featured(),
        page({}, [listing(1)]),
        page({ filters: ['private_room', 'kitchen', 'pet_friendly'], minPrice: 20 + 10 * 8 }, [listing(3)]),
      ],
    });
    await screen.findByText('1 verified stay');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const min = within(dialog).getByRole('slider', { name: 'Minimum price' });
    const max = within(dialog).getByRole('slider', { name: 'Maximum price' });
    expect(min).toHaveAttribute('min', '20');
    expect(min).toHaveAttribute('max', '500');
    expect(min).toHaveAttribute('step', '10');
    expect(within(dialog).getByTestId('price-range')).toHaveTextContent('$20 – $500+');
    // The lower handle cannot pass the upper one, and values land on the grid of 10.
    fireEvent.change(max, { target: { value: '200' } });
    fireEvent.change(min, { target: { value: '260' } });
    expect(within(dialog).getByTestId('price-range')).toHaveTextContent('$200 – $200');
    fireEvent.change(max, { target: { value: '500' } });
    fireEvent.change(min, { target: { value: '100' } });
    expect(within(dialog).getByTestId('price-range')).toHaveTextContent('$100 – $500+');
    expect(max).toHaveValue('500');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Entire home/apartment' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Private room' }));
    // Exclusive in the dialog too.
    expect(within(dialog).getByRole('checkbox', { name: 'Entire home/apartment' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kitchen' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pet Friendly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    expect(await screen.findByText('Sea View Apartment 3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/?filters=private_room%2Ckitchen%2Cpet_friendly&minPrice=100',
    );
  });

  it("drops the dialog's edits on Cancel, and 'Clear all' resets them to every stay at any price", async () => {
    const user = setupUser();
    renderWithProviders(<HomePage />, { mocks: [featured(), page({}, [listing(1)])] });
    await screen.findByText('1 verified stay');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pool' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pool' }));
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Entire home/apartment' })).not.toBeChecked();
    expect(within(dialog).getByTestId('price-range')).toHaveTextContent('$20 – $500+');
  });
});

describe('hearts (favourites)', () => {
  it('asks a signed-out guest to sign in instead of saving', async () => {
    const user = setupUser();
    const open = jest.fn();
    renderWithProviders(<HomePage />, {
      mocks: [featured(), page({}, [listing(1)])],
      wrapper: (children) => (
        <AuthDialogContext.Provider value={{ open }}>{children}</AuthDialogContext.Provider>
      ),
    });
    const heart = await screen.findByRole('button', { name: 'Save Sea View Apartment 1' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    // Every landing of this file so far was signed out, and showed its hearts without loading what they do.
    expect(mockActionsLoaded).not.toHaveBeenCalled();
    await user.click(heart);
    expect(await screen.findByText('Sign in to save')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('signIn');
    expect(mockActionsLoaded).toHaveBeenCalledTimes(1);
  });

  it("saves and removes for a signed-in guest, and 'Saved' lists only the saved ones", async () => {
    const user = setupUser();
    renderWithProviders(<HomePage />, {
      signedInAs: {
        __typename: 'User',
        id: 'u1',
        username: 'student',
        email: 'student@stays.test',
        firstName: 'Sam',
        lastName: null,
        role: 'visitor',
        isBlocked: false,
        profileImageUrl: null,
      } as never,
      mocks: [
        featured(),
        page({}, [listing(1), listing(2)]),
        mockQuery(MyFavoriteIdsDocument, {}, { myFavoriteIds: ['p2'] }),
        mockQuery(SetFavoriteDocument, { propertyId: 'p1', saved: true }, { setFavorite: ['p1', 'p2'] }),
        mockQuery(SetFavoriteDocument, { propertyId: 'p2', saved: false }, { setFavorite: ['p1'] }),
        page({ savedOnly: true }, [listing(1)]),
      ],
    });
    expect(
      await screen.findByRole('button', { name: 'Remove Sea View Apartment 2 from saved' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save Sea View Apartment 1' }));
    expect(
      await screen.findByRole('button', { name: 'Remove Sea View Apartment 1 from saved' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove Sea View Apartment 2 from saved' }));
    expect(await screen.findByRole('button', { name: 'Save Sea View Apartment 2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: /Saved/ }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/?saved=1');
    await screen.findByText('1 verified stay');
  });
});
