import { screen, waitFor } from '@testing-library/react';
import { mockQuery, mockQueryError, renderWithProviders, setupUser } from '@stays/platform/testing';
import { AdminCreatePropertyDocument, AdminHostSearchDocument } from '../../__generated__/graphql';
import { FALLBACK_MAX_GUESTS } from '@stays/contracts';
import { AdminAddPropertyPage } from './AdminAddPropertyPage';

const hosts = mockQuery(
  AdminHostSearchDocument,
  { search: 'hana' },
  {
    userPage: {
      __typename: 'UserPage',
      items: [
        {
          __typename: 'User',
          id: 'h1',
          firstName: 'Hana',
          lastName: 'Host',
          email: 'hana@stays.test',
          role: 'host',
        },
      ],
      total: 1,
    },
  },
);
const input = {
  title: 'Cliff House',
  description: 'Sea views from every room.',
  propertyType: 'house',
  location: 'Cabo Negro',
  pricePerNight: '150',
  maxGuests: FALLBACK_MAX_GUESTS.admin,
  amenities: ['Pool'],
  images: [],
  hostId: 'h1',
  instantBook: true,
  bathrooms: 2,
};

async function fill() {
  const user = setupUser();
  // Words are pasted, not typed key by key: no rule of the form looks at single keystrokes (numbers are typed).
  await user.click(await screen.findByRole('textbox', { name: 'Title' }));
  await user.paste(input.title);
  await user.click(screen.getByRole('textbox', { name: 'Description' }));
  await user.paste(input.description);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Property Type' }), 'house');
  await user.click(screen.getByRole('textbox', { name: 'Location' }));
  await user.paste(input.location);
  await user.type(screen.getByRole('spinbutton', { name: 'Price per night (USD)' }), '150');
  await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
  // Bedrooms left empty (unknown, not sent); bathrooms stated; Instant Book on.
  await user.type(screen.getByRole('spinbutton', { name: 'Bathrooms (optional)' }), '2');
  await user.click(screen.getByRole('checkbox', { name: 'Instant Book' }));
}

describe('admin add property', () => {
  it('refuses a room count that is not a whole number from 0 to 100', async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, {
      route: '/admin/add-property',
      path: '/admin/add-property',
    });
    await user.type(await screen.findByRole('spinbutton', { name: 'Bedrooms (optional)' }), '1.5');
    expect(screen.getByText('A whole number from 0 to 100')).toBeInTheDocument();
  });

  it("says what is wrong with a price of -5 instead of 'Missing Information' (issue 30 #12)", async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, {
      route: '/admin/add-property',
      path: '/admin/add-property',
    });
    await fill();
    const price = screen.getByRole('spinbutton', { name: 'Price per night (USD)' });
    await user.clear(price);
    await user.type(price, '-5');
    expect(screen.getByText('Number must be greater than or equal to 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(
      screen.getByText('Price per night (USD): Number must be greater than or equal to 0'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Missing Information')).toBeNull();
  });

  it('shows the auto-approve notice and Max Guests at 2; requires the fields, then a host', async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, {
      route: '/admin/add-property',
      path: '/admin/add-property',
    });
    expect(
      await screen.findByText(/approved automatically and is visible to guests immediately/),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Max Guests' })).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(5);
    await fill();
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findAllByText('Please specify a host ID for this property')).not.toHaveLength(0);
  });

  it('chooses the host from a search, creates the property and goes to the admin dashboard', async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, {
      route: '/admin/add-property',
      path: '/admin/add-property',
      mocks: [
        hosts,
        mockQuery(
          AdminCreatePropertyDocument,
          { input },
          {
            createProperty: {
              __typename: 'PropertyCreated',
              property: { __typename: 'Property', id: 'p1', status: 'approved' },
              message: 'Property has been added and automatically approved.',
            },
          },
        ),
      ],
    });
    await fill();
    await user.type(screen.getByRole('searchbox', { name: 'Host' }), 'hana');
    await user.click(await screen.findByRole('radio', { name: /Hana Host/ }));
    expect(screen.getByText('Chosen host: Hana Host')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(
      await screen.findByText('Property has been added and automatically approved.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
  });

  it("shows the server's message when the property is refused", async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, {
      route: '/admin/add-property',
      path: '/admin/add-property',
      mocks: [
        hosts,
        mockQueryError(
          AdminCreatePropertyDocument,
          { input },
          { message: 'No host account has this ID', code: 'BAD_USER_INPUT' },
        ),
      ],
    });
    await fill();
    await user.type(screen.getByRole('searchbox', { name: 'Host' }), 'hana');
    await user.click(await screen.findByRole('radio', { name: /Hana Host/ }));
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findByText('No host account has this ID')).toBeInTheDocument();
  });
});
