import { screen } from '@testing-library/react';
import { PAGE_SIZE } from '../listing';
import { listing } from '../../test/fixtures';
import { mockQuery, renderWithProviders } from '@stays/platform/testing';
import {
  PropertyPageDocument,
  type ListingPropertyFieldsFragment,
  type PropertyPageQueryVariables,
} from '../../__generated__/graphql';
import SearchPage from './SearchPage';

const page = (variables: PropertyPageQueryVariables, properties: ListingPropertyFieldsFragment[]) =>
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

describe('search results page', () => {
  it('asks the server for the location, both dates and the guests of the URL, and shows its answer', async () => {
    renderWithProviders(<SearchPage />, {
      route: '/search?location=%20Martil%20&checkIn=2030-05-01&checkOut=2030-05-04&guests=3',
      path: '/search',
      mocks: [
        page({ location: 'Martil', checkIn: '2030-05-01', checkOut: '2030-05-04', guests: 3 }, [
          listing(1),
          listing(3),
        ]),
      ],
    });
    expect(await screen.findByText('Sea View Apartment 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('property-card')).toHaveLength(2);
    // How many the search found (issue 30 #12).
    expect(screen.getByText('2 verified stays')).toBeInTheDocument();
    expect(screen.queryByTestId('dates-corrected')).not.toBeInTheDocument();
    // The cards' titles are h3: a heading between them and the page's h1 (axe heading-order).
    expect(screen.getByRole('heading', { level: 2, name: 'Matching stays' })).toBeInTheDocument();
  });

  it('drops past dates typed in the address, says so, and searches without them', async () => {
    renderWithProviders(<SearchPage />, {
      route: '/search?location=Martil&checkIn=2020-05-01&checkOut=2020-05-04&guests=2',
      path: '/search',
      mocks: [page({ location: 'Martil', guests: 2 }, [listing(1)])],
    });
    expect(await screen.findByText('Sea View Apartment 1')).toBeInTheDocument();
    expect(screen.getByTestId('dates-corrected')).toHaveTextContent(
      'The dates in this link are in the past, so they were removed. Choose new dates.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/search?location=Martil&guests=2');
  });

  it('swaps a check-out typed before its check-in, says so, and searches the swapped stay', async () => {
    renderWithProviders(<SearchPage />, {
      route: '/search?location=Martil&checkIn=2030-05-04&checkOut=2030-05-01&guests=1',
      path: '/search',
      mocks: [
        page({ location: 'Martil', checkIn: '2030-05-01', checkOut: '2030-05-04', guests: 1 }, [listing(2)]),
      ],
    });
    expect(await screen.findByText('Sea View Apartment 2')).toBeInTheDocument();
    expect(screen.getByTestId('dates-corrected')).toHaveTextContent(
      'The check-out in this link came before the check-in, so the two dates were swapped.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('checkIn=2030-05-01&checkOut=2030-05-04');
  });

  it('leaves out a lone date, and shows the empty state when nothing matches', async () => {
    renderWithProviders(<SearchPage />, {
      route: '/search?location=nowhere&checkIn=2030-05-01&checkOut=&guests=1',
      path: '/search',
      mocks: [page({ location: 'nowhere', guests: 1 }, [])],
    });
    expect(await screen.findByText('No properties found matching your criteria.')).toBeInTheDocument();
  });

  it("opens a card's property with the searched nights and guests", async () => {
    renderWithProviders(<SearchPage />, {
      route: '/search?location=Martil&checkIn=2030-05-01&checkOut=2030-05-04&guests=3',
      path: '/search',
      mocks: [
        page({ location: 'Martil', checkIn: '2030-05-01', checkOut: '2030-05-04', guests: 3 }, [listing(1)]),
      ],
    });
    const link = await screen.findByRole('link', { name: 'Sea View Apartment 1' });
    expect(link).toHaveAttribute(
      'href',
      `/property/${listing(1).id}?checkIn=2030-05-01&checkOut=2030-05-04&guests=3`,
    );
  });

  it("opens a card's property from a Months search with the move-in and the months as the stay", async () => {
    renderWithProviders(<SearchPage />, {
      route: '/search?location=&moveIn=2030-09-01&months=4&guests=1&near=texas-am',
      path: '/search',
      mocks: [page({ moveIn: '2030-09-01', months: 4, near: 'texas-am', guests: 1 }, [listing(1)])],
    });
    const link = await screen.findByRole('link', { name: 'Sea View Apartment 1' });
    // Four calendar months from 1 September: the booking card opens quoting that stay, near the same place.
    expect(link).toHaveAttribute(
      'href',
      `/property/${listing(1).id}?checkIn=2030-09-01&checkOut=2031-01-01&guests=1&near=texas-am`,
    );
  });
});
