import { screen } from '@testing-library/react';
import { PAGE_SIZE } from '../listing/usePropertyPages';
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
    { sort: 'featured', ...variables, limit: PAGE_SIZE, offset: 0 },
    { searchProperties: { __typename: 'PropertyPage', items: properties, hasMore: false, nextOffset: null } },
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
  });

  it('leaves out a lone date, and shows the empty state when nothing matches', async () => {
    renderWithProviders(<SearchPage />, {
      route: '/search?location=nowhere&checkIn=2030-05-01&checkOut=&guests=1',
      path: '/search',
      mocks: [page({ location: 'nowhere', guests: 1 }, [])],
    });
    expect(await screen.findByText('No properties found matching your criteria.')).toBeInTheDocument();
  });
});
