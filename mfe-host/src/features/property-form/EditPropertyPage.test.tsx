import { screen, waitFor } from '@testing-library/react';
import { mockQuery, mockUpdateProperty, renderWithProviders, setupUser } from '@stays/platform/testing';
import { EditablePropertyDocument } from '../../__generated__/graphql';
import { HOST, property } from '../../test/fixtures';
import EditPropertyPage from './EditPropertyPage';

const EDIT_PAGE = { route: '/host/edit-property/p3', path: '/host/edit-property/:id', signedInAs: HOST };
/** A rejected listing with a stated bedroom count, a monthly price and a photo. */
const listing = property(3, {
  status: 'rejected',
  rejectionReason: 'The photos are missing.',
  bedrooms: 2,
  pricePerMonth: 850,
  images: ['/images/a1'],
});

/** What Save sends for the listing with its nightly price: stated terms again, never the ones it does not have. */
const saved = (pricePerNight: string) => ({
  title: 'Sea View 3',
  description: 'Near the beach',
  location: 'Martil',
  propertyType: 'apartment',
  pricePerNight,
  maxGuests: 4,
  cancellationPolicy: 'moderate',
  amenities: ['Wi-Fi', 'Pool'],
  images: ['/images/a1'],
  instantBook: false,
  latitude: listing.latitude,
  longitude: listing.longitude,
  pricePerMonth: '850',
  bedrooms: 2,
});

describe('EditPropertyPage', () => {
  it('fills the form from the listing, saves the change and says a rejected listing went back to review', async () => {
    const user = setupUser();
    renderWithProviders(<EditPropertyPage />, {
      ...EDIT_PAGE,
      mocks: [
        mockQuery(EditablePropertyDocument, { id: 'p3' }, { property: listing }),
        mockUpdateProperty('p3', saved('95'), {
          ...listing,
          pricePerNight: 95,
          status: 'pending',
          rejectionReason: null,
        }),
      ],
    });
    expect(await screen.findByLabelText('Property Title')).toHaveValue('Sea View 3');
    expect(screen.getByLabelText('Bedrooms (optional)')).toHaveValue(2);
    expect(screen.getByLabelText('Bathrooms (optional)')).toHaveValue(null);
    expect(screen.getByLabelText('Price per month ($)')).toHaveValue(850);
    expect(screen.queryByRole('heading', { name: 'Admin Settings' })).toBeNull();
    const price = screen.getByLabelText('Price per Night ($)');
    await user.clear(price);
    await user.type(price, '95');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Property Updated')).toBeInTheDocument();
    expect(screen.getByText('Your property has been sent for review again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/host/properties'));
  });

  it("shows the server's refusal and stays on the form", async () => {
    const user = setupUser();
    renderWithProviders(<EditPropertyPage />, {
      ...EDIT_PAGE,
      mocks: [
        mockQuery(EditablePropertyDocument, { id: 'p3' }, { property: listing }),
        mockUpdateProperty('p3', saved('83'), {
          message: 'You can only edit your own properties',
          code: 'FORBIDDEN',
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You can only edit your own properties')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/host/edit-property/p3');
  });
});
