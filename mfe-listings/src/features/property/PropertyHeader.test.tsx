import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, setupUser } from '@stays/platform/testing';
import { details, listing } from '../../test/fixtures';
import { PropertyGrid } from '../listing';
import { PropertyHeader } from './PropertyHeader';

const SEARCH = '/search?location=&moveIn=2030-09-01&months=4&guests=1&near=texas-am';

function app(route: string) {
  const property = listing(1);
  renderWithProviders(
    <Routes>
      <Route
        path="/search"
        element={<PropertyGrid properties={[property]} linkQuery="checkIn=2030-09-01" />}
      />
      <Route
        path="/property/:id"
        element={
          <PropertyHeader property={details({ id: property.id, title: property.title })} rating={null} />
        }
      />
    </Routes>,
    { route },
  );
  return property;
}

describe('PropertyHeader: the way back', () => {
  it('returns to the search a card opened the page from, with its stay and place', async () => {
    const user = setupUser();
    const property = app(SEARCH);
    await user.click(screen.getByRole('link', { name: property.title }));
    const back = await screen.findByRole('link', { name: '← Back to results' });
    expect(back).toHaveAttribute('href', SEARCH);
  });

  it('leads to all stays on a page opened from elsewhere (a link, the address bar)', () => {
    app('/property/p1?checkIn=2030-09-01');
    expect(screen.getByRole('link', { name: '← All stays' })).toHaveAttribute('href', '/');
  });
});
