import { fireEvent, screen } from '@testing-library/react';
import { drawMapsInJsdom } from '@stays/ui/map-testing';
import { mockQuery, renderWithProviders } from '@stays/platform/testing';
import { SearchMapPinsDocument } from '../../__generated__/graphql';
import { emptySearch, stayLinkQuery } from '../search';
import { SearchMap } from './SearchMap';

beforeEach(drawMapsInJsdom);

const pin = (id: string, latitude: number, longitude: number) => ({
  __typename: 'Property' as const,
  id,
  title: `Stay ${id}`,
  pricePerNight: 45,
  pricePerMonth: 620,
  latitude,
  longitude,
});

const answer = (variables: Record<string, unknown>) =>
  mockQuery(SearchMapPinsDocument, variables, {
    searchProperties: {
      __typename: 'PropertyPage',
      items: [pin('p1', 35.62, -5.27), pin('p2', 35.75, -5.33)],
    },
  });

function renderMap(search: Parameters<typeof stayLinkQuery>[0], variables: Record<string, unknown>) {
  renderWithProviders(
    <SearchMap
      search={variables}
      box={null}
      bboxText={null}
      fitKey="k"
      byMonth={search.mode === 'months'}
      linkQuery={stayLinkQuery(search)}
      lit={null}
      onLight={() => undefined}
      onSearchArea={() => undefined}
    />,
    { mocks: [answer(variables)] },
  );
}

const base = { ...emptySearch, location: 'Martil' };

describe("a pin's small card", () => {
  it("links to the stay with the search's dates and guests, as the result cards do", async () => {
    renderMap({ ...base, checkIn: '2030-05-01', checkOut: '2030-05-04', guests: 3 }, { location: 'Martil' });
    fireEvent.click(await screen.findByRole('button', { name: 'Stay p2, $45' }));
    const link = await screen.findByRole('link', { name: 'Show this stay' });
    expect(link.getAttribute('href')).toBe('/property/p2?checkIn=2030-05-01&checkOut=2030-05-04&guests=3');
  });

  it('in a Months search reads the monthly price and links the move-in to move-out stay', async () => {
    renderMap(
      { ...base, mode: 'months', moveIn: '2030-09-01', months: 4, guests: 2 },
      { location: 'Martil' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Stay p1, $620 / month' }));
    const link = await screen.findByRole('link', { name: 'Show this stay' });
    expect(link.getAttribute('href')).toBe('/property/p1?checkIn=2030-09-01&checkOut=2031-01-01&guests=2');
  });
});
