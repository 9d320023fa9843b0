import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { details, review } from '../../test/fixtures';
import { mockQuery, renderWithProviders } from '@stays/platform/testing';
import { PropertyDetailsDocument, type PropertyDetailsQuery } from '../../__generated__/graphql';
import PropertyPage from './PropertyPage';

const renderProperty = (property: PropertyDetailsQuery['property'], id = 'p1') =>
  renderWithProviders(<PropertyPage />, {
    route: `/property/${id}`,
    path: '/property/:id',
    mocks: [mockQuery(PropertyDetailsDocument, { id }, { property })],
  });

describe('property page', () => {
  it('shows the property with its host, tiles, amenities, gallery and price', async () => {
    renderProperty(details());
    expect(screen.getByTestId('property-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Martil Beach House' })).toBeInTheDocument();
    expect(screen.getByText('entire home')).toBeInTheDocument();
    expect(screen.getByText('Hosted by Amina Benali')).toBeInTheDocument();
    expect(screen.getByText('Joined in 2024')).toBeInTheDocument();
    expect(screen.getByText('Usually responds within an hour')).toBeInTheDocument();
    expect(screen.getByText('Steps from the sand.')).toBeInTheDocument();
    const tiles = within(screen.getByRole('list', { name: 'Capacity' }));
    expect(tiles.getByText('6')).toBeInTheDocument();
    expect(tiles.getByText('3')).toBeInTheDocument();
    expect(tiles.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Pool')).toBeInTheDocument();
    // Five photos at most, even when the property has six.
    expect(within(screen.getByTestId('gallery')).getAllByRole('img')).toHaveLength(5);
    expect(screen.getAllByText('$120').length).toBeGreaterThan(0);
    // Signed out: booking asks to log in.
    expect(screen.getAllByRole('link', { name: 'Log in to Book' }).length).toBeGreaterThan(0);
  });

  it('swaps a broken photo for the fallback image', async () => {
    renderProperty(details({ images: ['/broken.jpg'] }));
    const img = await screen.findByRole('img', { name: 'Martil Beach House' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('data-fallback', 'true');
  });

  it("shows 'No images available' and the default description when they are missing", async () => {
    renderProperty(details({ images: [], description: null, rating: null }));
    expect(await screen.findByText('No images available')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getAllByText('4.5').length).toBeGreaterThan(0); // default rating
  });

  it("shows the first 6 reviews and 'Show all N reviews' when there are more", async () => {
    const user = userEvent.setup();
    const reviews = Array.from({ length: 9 }, (_, i) => review(i + 1));
    renderProperty(details({ reviews, reviewCount: 9 }));
    expect(await screen.findByText('Lovely stay number 6')).toBeInTheDocument();
    expect(screen.queryByText('Lovely stay number 7')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all 9 reviews' }));
    expect(screen.getByText('Lovely stay number 9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it("shows 'Property Not Found' with Back to Home when the graph has no such property", async () => {
    const user = userEvent.setup();
    renderProperty(null, 'missing');
    expect(await screen.findByText('Property Not Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
