import { screen, within } from '@testing-library/react';
import {
  mockQuery,
  mockQueryError,
  renderWithProviders,
  type MockedResponse,
  setupUser,
} from '@stays/platform/testing';
import { DeletePropertyDocument, HostPropertiesDocument } from '../../__generated__/graphql';
import { HOST, property } from '../../test/fixtures';
import ManagePropertiesPage from './ManagePropertiesPage';

const list = (properties: ReturnType<typeof property>[]) =>
  mockQuery(HostPropertiesDocument, { hostId: HOST.id }, { hostProperties: properties });

const renderPage = (mocks: MockedResponse[]) =>
  renderWithProviders(<ManagePropertiesPage />, { signedInAs: HOST, mocks });

describe('ManagePropertiesPage', () => {
  it("shows each card with its status colour, 3 amenity chips and '+N more', View and Edit", async () => {
    renderPage([
      list([
        property(1, { amenities: ['Wi-Fi', 'Pool', 'Kitchen', 'Parking', 'Gym'] }),
        property(2, { status: 'pending', amenities: [] }),
        property(3, { status: 'rejected', rejectionReason: 'Needs revision' }),
      ]),
    ]);
    const cards = await screen.findAllByTestId('host-property');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]);
    expect(first.getByText('Approved')).toBeInTheDocument();
    expect(first.getByText('Wi-Fi')).toBeInTheDocument();
    expect(first.getByText('Kitchen')).toBeInTheDocument();
    expect(first.queryByText('Parking')).toBeNull();
    expect(first.getByText('+2 more')).toBeInTheDocument();
    expect(first.getByText('$81 / night')).toBeInTheDocument();
    expect(first.getByText('Apartment')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View Sea View 1' })).toHaveAttribute('href', '/property/p1');
    expect(first.getByRole('link', { name: 'Edit Sea View 1' })).toHaveAttribute(
      'href',
      '/host/edit-property/p1',
    );
    expect(within(cards[1]).getByText('Pending')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Needs changes: Needs revision')).toBeInTheDocument();
  });

  it("shows 'No Properties Yet' with 'Add Your First Property'", async () => {
    renderPage([list([])]);
    expect(await screen.findByText('No Properties Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Property' })).toHaveAttribute(
      'href',
      '/host/add-property',
    );
  });

  it('asks before deleting, and explains the 409 of a property with stays to come', async () => {
    const user = setupUser();
    renderPage([
      list([property(1)]),
      {
        request: { query: DeletePropertyDocument, variables: { id: 'p1' } },
        result: {
          errors: [
            {
              message: 'This property has 2 upcoming approved stays; it can be deleted once they are over',
              extensions: { code: 'CONFLICT' },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Sea View 1' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this property?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete property.')).toBeInTheDocument();
    expect(screen.getByText(/Guests still have 2 approved stays to come here/)).toBeInTheDocument();
  });

  it('says Property Deleted when the delete worked, even if the list then fails to refresh', async () => {
    const user = setupUser();
    renderPage([
      list([property(1)]),
      mockQuery(
        DeletePropertyDocument,
        { id: 'p1' },
        { deleteProperty: { __typename: 'PropertyDeleted', id: 'p1', message: 'Property deleted' } },
      ),
      mockQueryError(HostPropertiesDocument, { hostId: HOST.id }, new Error('Network down')),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Sea View 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Property Deleted')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load your properties')).toBeInTheDocument();
    expect(screen.queryByText('Failed to delete property.')).toBeNull();
  });
});
