import { screen, waitFor, within } from '@testing-library/react';
import { mockCreateProperty, mockQuery, renderWithProviders, setupUser } from '@stays/platform/testing';
import { AdminHostSearchDocument } from '../../__generated__/graphql';
import { FALLBACK_MAX_GUESTS } from '@stays/contracts';
import { startBox } from '@stays/ui/map';
import { AdminAddPropertyPage } from './AdminAddPropertyPage';

/** Hana's account id: a real one's form (24 hex digits), as the form checks before sending. */
const HANA = 'd'.repeat(24);

const hosts = mockQuery(
  AdminHostSearchDocument,
  { search: 'hana' },
  {
    userPage: {
      __typename: 'UserPage',
      items: [
        {
          __typename: 'User',
          id: HANA,
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
  hostId: HANA,
  instantBook: true,
  // Chosen as on the host's form (issue 46 #10i): the default is Moderate.
  cancellationPolicy: 'strict',
  bathrooms: 2,
  // The middle of the map as it opens for 'Cabo Negro' (the gazetteer's place), pinned with the button.
  latitude: (startBox('Cabo Negro').south + startBox('Cabo Negro').north) / 2,
  longitude: (startBox('Cabo Negro').west + startBox('Cabo Negro').east) / 2,
};
/** The listing as the server stores it: approved at once, for Hana. */
const listed = {
  __typename: 'Property' as const,
  id: 'p1',
  title: input.title,
  location: input.location,
  latitude: input.latitude,
  longitude: input.longitude,
  description: input.description,
  propertyType: input.propertyType,
  pricePerNight: 150,
  maxGuests: input.maxGuests,
  bedrooms: null,
  bathrooms: 2,
  instantBook: true,
  amenities: input.amenities,
  images: [],
  status: 'approved',
  rejectionReason: null,
  cancellationPolicy: 'strict' as const,
  hostId: HANA,
  pricePerMonth: null,
  weeklyDiscountPercent: null,
  monthlyDiscountPercent: null,
  minNights: 1,
  maxNights: 365,
  utilitiesIncluded: false,
  furnished: false,
};
const ADMIN_PAGE = { route: '/admin/add-property', path: '/admin/add-property' };

async function fill() {
  const user = setupUser();
  // Words are pasted, not typed key by key: no rule of the form looks at single keystrokes (numbers are typed).
  await user.click(await screen.findByRole('textbox', { name: 'Property Title' }));
  await user.paste(input.title);
  await user.click(screen.getByRole('textbox', { name: 'Description' }));
  await user.paste(input.description);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Property Type' }), 'house');
  await user.click(screen.getByRole('textbox', { name: 'Location' }));
  await user.paste(input.location);
  await user.type(screen.getByRole('spinbutton', { name: 'Price per Night ($)' }), '150');
  await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
  // Bedrooms left empty (unknown, not sent); bathrooms stated; Instant Book on.
  await user.type(screen.getByRole('spinbutton', { name: 'Bathrooms (optional)' }), '2');
  await user.click(screen.getByRole('checkbox', { name: 'Instant Book' }));
  const policy = screen.getByRole('combobox', { name: 'Cancellation Policy' });
  expect(policy).toHaveDisplayValue('Moderate: full refund until 5 days before check-in');
  await user.selectOptions(policy, 'strict');
  await user.click(screen.getByRole('button', { name: 'Put the pin in the middle of the map' }));
}

describe('admin add property', () => {
  it('refuses a room count that is not a whole number from 0 to 100', async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, ADMIN_PAGE);
    await user.type(await screen.findByRole('spinbutton', { name: 'Bedrooms (optional)' }), '1.5');
    // Said once the field is left, as every field of the form does.
    await user.tab();
    expect(screen.getByText('A whole number from 0 to 100')).toBeInTheDocument();
  });

  it("says what is wrong with a price of -5 instead of 'Missing Information' (issue 30 #12)", async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, ADMIN_PAGE);
    await fill();
    const price = screen.getByRole('spinbutton', { name: 'Price per Night ($)' });
    await user.clear(price);
    await user.type(price, '-5');
    expect(screen.getByText('Number must be greater than or equal to 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(
      screen.getByText('Price per Night ($): Number must be greater than or equal to 0'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Missing Information')).toBeNull();
  });

  it('shows the auto-approve notice and Max Guests at 2; requires the fields, then a host', async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, ADMIN_PAGE);
    expect(
      await screen.findByText(/approved automatically and is visible to guests immediately/),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Maximum Guests' })).toHaveValue(2);
    expect(screen.getByRole('heading', { name: 'Admin Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    // Title, description, type, location and price: the admin's form requires a description too (SPEC 5).
    for (const name of ['Property Title', 'Description', 'Location'])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    // The listing's pin too: said next to the map.
    expect(
      within(screen.getByRole('group', { name: 'Pin on the map' })).getByRole('alert'),
    ).toHaveTextContent('Place the pin on the map: a listing without one cannot be submitted for review.');
    await fill();
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findByText('Missing Host ID')).toBeInTheDocument();
    // In the toast and under the host search, which has the focus.
    expect(screen.getAllByText('Please specify a host ID for this property')).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Host' })).toHaveFocus();
  });

  it('chooses the host from a search, creates the property and goes to the admin dashboard', async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, {
      ...ADMIN_PAGE,
      mocks: [
        hosts,
        mockCreateProperty(input, {
          __typename: 'PropertyCreated',
          property: listed,
          message: 'Property has been added and automatically approved.',
        }),
      ],
    });
    await fill();
    await user.type(screen.getByRole('searchbox', { name: 'Host' }), 'hana');
    await user.click(await screen.findByRole('radio', { name: /Hana Host/ }));
    expect(screen.getByText('Chosen host: Hana Host')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Property has been added and automatically approved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
  });

  it("shows the server's message when the property is refused", async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, {
      ...ADMIN_PAGE,
      mocks: [
        hosts,
        mockCreateProperty(input, { message: 'No host account has this ID', code: 'BAD_USER_INPUT' }),
      ],
    });
    await fill();
    await user.type(screen.getByRole('searchbox', { name: 'Host' }), 'hana');
    await user.click(await screen.findByRole('radio', { name: /Hana Host/ }));
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findByText('No host account has this ID')).toBeInTheDocument();
  });

  it('says the session ended and signs in again when the server no longer knows the admin (SPEC 8)', async () => {
    const user = setupUser();
    renderWithProviders(<AdminAddPropertyPage />, {
      ...ADMIN_PAGE,
      mocks: [hosts, mockCreateProperty(input, { message: 'Not signed in', code: 'UNAUTHENTICATED' })],
    });
    await fill();
    await user.type(screen.getByRole('searchbox', { name: 'Host' }), 'hana');
    await user.click(await screen.findByRole('radio', { name: /Hana Host/ }));
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText('Not signed in')).toBeNull();
  });
});
