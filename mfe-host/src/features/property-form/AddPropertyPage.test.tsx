import { screen, waitFor, within } from '@testing-library/react';
import { mockCreateProperty, mockQuery, renderWithProviders, setupUser } from '@stays/platform/testing';
import { startBox } from '@stays/ui/map';
import { HostPropertiesDocument } from '../../__generated__/graphql';
import { ADMIN, HOST, property } from '../../test/fixtures';
import AddPropertyPage from './AddPropertyPage';

const PIN_BUTTON = { name: 'Put the pin in the middle of the map' };
/** Where the map opens for 'Martil' (the gazetteer's Martil), whose middle the button pins. */
const martil = startBox('Martil');
const MARTIL_PIN = {
  latitude: (martil.south + martil.north) / 2,
  longitude: (martil.west + martil.east) / 2,
};

describe('AddPropertyPage', () => {
  it('shows the four cards, the 14 amenities and the cancellation policies (moderate first chosen)', async () => {
    renderWithProviders(<AddPropertyPage />, { signedInAs: HOST });
    for (const name of ['Basic Information', 'Location & Pricing', 'Amenities', 'Property Images'])
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Settings' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Amenities' })).getAllByRole('checkbox')).toHaveLength(
      14,
    );
    const policy = screen.getByLabelText('Cancellation Policy');
    expect(policy).toHaveValue('moderate');
    expect(
      within(policy)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['flexible', 'moderate', 'strict']);
    expect(screen.getByRole('button', { name: 'Add Property' })).toBeEnabled();
  });

  it("refuses an incomplete form with 'Missing Information' and marks each required field", async () => {
    const user = setupUser();
    renderWithProviders(<AddPropertyPage />, { signedInAs: HOST });
    await user.click(await screen.findByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    for (const label of ['Property Title', 'Location', 'Property Type', 'Price per Night ($)'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Price per Night ($)'), '-5');
    expect(screen.getByText('Number must be greater than or equal to 0')).toBeInTheDocument();
  });

  it('refuses a listing without its pin and says so next to the map', async () => {
    const user = setupUser();
    renderWithProviders(<AddPropertyPage />, { signedInAs: HOST });
    await user.type(await screen.findByLabelText('Property Title'), 'Sea View');
    await user.selectOptions(screen.getByLabelText('Property Type'), 'apartment');
    await user.type(screen.getByLabelText('Location'), 'Martil');
    await user.type(screen.getByLabelText('Price per Night ($)'), '80');
    expect(screen.getByRole('group', { name: 'Pin on the map' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Pin on the map' })).getByRole('alert'),
    ).toHaveTextContent('Place the pin on the map: a listing without one cannot be submitted for review.');
    expect(screen.getByRole('button', PIN_BUTTON)).toHaveFocus();
  });

  it("says what is wrong with a price of -5 instead of 'Missing Information' (issue 30 #12)", async () => {
    const user = setupUser();
    renderWithProviders(<AddPropertyPage />, { signedInAs: HOST });
    await user.type(await screen.findByLabelText('Property Title'), 'Sea View');
    await user.selectOptions(screen.getByLabelText('Property Type'), 'apartment');
    await user.type(screen.getByLabelText('Location'), 'Martil');
    await user.type(screen.getByLabelText('Price per Night ($)'), '-5');
    await user.click(screen.getByRole('button', PIN_BUTTON));
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(
      screen.getByText('Price per Night ($): Number must be greater than or equal to 0'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Missing Information')).toBeNull();
    expect(screen.getByLabelText('Price per Night ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Price per Night ($)')).toHaveFocus();
  });

  it('sends the host form (price as text, max guests falling back to 1) and goes to /host/properties', async () => {
    const user = setupUser();
    const created = property(9, { status: 'pending' });
    renderWithProviders(<AddPropertyPage />, {
      signedInAs: HOST,
      mocks: [
        mockCreateProperty(
          {
            title: 'Sea View 9',
            description: '',
            location: 'Martil',
            propertyType: 'apartment',
            pricePerNight: '89.5',
            maxGuests: 1,
            cancellationPolicy: 'strict',
            amenities: ['Wi-Fi', 'Pool'],
            images: [],
            instantBook: true,
            ...MARTIL_PIN,
            bedrooms: 2,
          },
          {
            __typename: 'PropertyCreated',
            message: 'Your property has been submitted for review.',
            property: created,
          },
        ),
        // The host's own list is read again after the write (the page it goes to shows the new listing).
        mockQuery(HostPropertiesDocument, { hostId: HOST.id }, { hostProperties: [created] }),
      ],
    });
    await user.type(await screen.findByLabelText('Property Title'), 'Sea View 9');
    await user.selectOptions(screen.getByLabelText('Property Type'), 'apartment');
    await user.clear(screen.getByLabelText('Maximum Guests'));
    await user.type(screen.getByLabelText('Location'), 'Martil');
    await user.type(screen.getByLabelText('Price per Night ($)'), '89.5');
    await user.selectOptions(screen.getByLabelText('Cancellation Policy'), 'strict');
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
    // Rooms are optional: a stated bedroom count is sent, an empty bathroom box is not.
    await user.type(screen.getByLabelText('Bedrooms (optional)'), '2');
    await user.click(screen.getByRole('checkbox', { name: 'Instant Book' }));
    await user.click(screen.getByRole('button', PIN_BUTTON));
    expect(screen.getByText('Pin placed at 35.6134, -5.2871')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('Property Added')).toBeInTheDocument();
    expect(screen.getByText('Your property has been submitted for review.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/host/properties'));
  });

  it("gives admins the Host ID box and 'Add Property & Auto-Approve'; a missing host ID says 'Missing Host ID'", async () => {
    const user = setupUser();
    renderWithProviders(<AddPropertyPage />, { signedInAs: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Admin Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum Guests')).toHaveValue(2);
    await user.type(screen.getByLabelText('Property Title'), 'Admin Loft');
    await user.type(screen.getByLabelText('Description'), 'Listed by an admin');
    await user.selectOptions(screen.getByLabelText('Property Type'), 'studio');
    await user.type(screen.getByLabelText('Location'), 'Tetouan');
    await user.type(screen.getByLabelText('Price per Night ($)'), '60');
    await user.click(screen.getByRole('button', PIN_BUTTON));
    await user.click(screen.getByRole('button', { name: 'Add Property & Auto-Approve' }));
    expect(await screen.findByText('Missing Host ID')).toBeInTheDocument();
    expect(screen.getAllByText('Please specify a host ID for this property.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Host ID')).toHaveFocus();
  });
});
