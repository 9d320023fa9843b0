import { act, screen, within } from '@testing-library/react';
import {
  mockQuery,
  mockQueryError,
  renderWithProviders,
  type MockedResponse,
  setupUser,
} from '@stays/platform/testing';
import type { SessionUser } from '@stays/platform';
import {
  AdminApplicationsDocument,
  AdminBookingsDocument,
  AdminPendingCountDocument,
  AdminPropertiesDocument,
  AdminReviewApplicationDocument,
  AdminSetBlockedDocument,
  AdminSetFeaturedDocument,
  AdminSetPropertyStatusDocument,
  AdminSetRoleDocument,
  AdminUsersDocument,
  type AdminApplicationFragment,
  type AdminPropertyFragment,
  type AdminUserFragment,
  type PropertyStatus,
  type Role,
} from '../../__generated__/graphql';
import { APPLICATION_PAGE_SIZE } from './ApplicationsTab';
import { BOOKING_PAGE_SIZE } from './BookingsTab';
import { AdminDashboardPage, defaultTab } from './AdminDashboardPage';
import { cutDescription, PROPERTY_PAGE_SIZE } from './PropertiesTab';
import { USER_PAGE_SIZE } from './UsersTab';

const admin: SessionUser = {
  id: 'a1',
  username: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@stays.test',
  role: 'admin',
  profileImageUrl: null,
};

const userRow = (i: number, role: Role, isBlocked = false): AdminUserFragment => ({
  __typename: 'User',
  id: `u${i}`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  username: `user${i}@stays.test`,
  email: `user${i}@stays.test`,
  role,
  isBlocked,
  createdAt: '2026-10-01T00:00:00.000Z',
});

const property = (
  i: number,
  status: PropertyStatus,
  overrides: Partial<AdminPropertyFragment> = {},
): AdminPropertyFragment => ({
  __typename: 'Property',
  id: `p${i}`,
  title: `Villa ${i}`,
  location: 'Martil',
  description: 'Short and sweet.',
  status,
  featured: false,
  pricePerNight: 120,
  propertyType: 'house',
  createdAt: '2026-11-01T00:00:00.000Z',
  images: [`/images/villa-${i}`],
  amenities: [],
  maxGuests: 4,
  bedrooms: null,
  bathrooms: null,
  instantBook: false,
  host: { __typename: 'User', id: 'h1', firstName: 'Hana', lastName: 'Host' },
  ...overrides,
});

const application = (i: number): AdminApplicationFragment => ({
  __typename: 'HostApplication',
  id: `ha${i}`,
  status: 'pending',
  reason: 'I have a lovely flat by the sea and would like to welcome students every summer.',
  phone: '+212600000000',
  address: '12 Rue de la Plage, Martil',
  createdAt: '2026-11-05T00:00:00.000Z',
  reviewNote: null,
  user: {
    __typename: 'User',
    id: `v${i}`,
    firstName: 'Vera',
    lastName: 'Visitor',
    email: 'vera@stays.test',
    role: 'visitor',
  },
  reviewer: null,
});

const pendingCount = (count: number) => mockQuery(AdminPendingCountDocument, {}, { propertyCount: count });
const users = (
  items: AdminUserFragment[],
  variables: { search?: string | null; roles?: Role[] | null } = {},
) =>
  mockQuery(
    AdminUsersDocument,
    { search: variables.search ?? null, roles: variables.roles ?? null, limit: USER_PAGE_SIZE, offset: 0 },
    { userPage: { __typename: 'UserPage', items, hasMore: false, total: items.length } },
  );
const pendingApplications = (items: AdminApplicationFragment[]) =>
  mockQuery(
    AdminApplicationsDocument,
    { status: 'pending', limit: APPLICATION_PAGE_SIZE, offset: 0 },
    {
      hostApplicationPage: { __typename: 'HostApplicationPage', items, hasMore: false, total: items.length },
    },
  );
const properties = (status: PropertyStatus | null, items: AdminPropertyFragment[]) =>
  mockQuery(
    AdminPropertiesDocument,
    { status, limit: PROPERTY_PAGE_SIZE, offset: 0 },
    { properties: items, propertyCount: items.length },
  );

function renderPanel(mocks: MockedResponse[], navigate = jest.fn(), route = '/admin') {
  renderWithProviders(<AdminDashboardPage />, { route, signedInAs: admin, navigate, mocks });
  return navigate;
}
const toast = async (text: string) => expect(await screen.findByText(text)).toBeInTheDocument();
/** Confirms the open confirmation dialog with its button. */
const confirm = async (button: string) =>
  setupUser().click(within(await screen.findByRole('dialog')).getByRole('button', { name: button }));

describe('admin panel', () => {
  it('opens on Property Approval with the pending badge when any property is pending', async () => {
    renderPanel([pendingCount(3), properties('pending', [property(1, 'pending')])]);
    const tab = await screen.findByRole('tab', { name: /Property Approval/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(within(tab).getByLabelText('3 pending')).toHaveTextContent('3');
    expect(await screen.findByRole('button', { name: 'Approve: Villa 1' })).toBeInTheDocument();
  });

  it('opens the tab its address names, pending properties or not', async () => {
    renderPanel(
      [pendingCount(3), pendingApplications([application(1)])],
      jest.fn(),
      '/admin?tab=applications',
    );
    expect(await screen.findByRole('tab', { name: 'Host Applications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Approve: Vera Visitor' })).toBeInTheDocument();
  });

  it('opens on User Management when nothing is pending', async () => {
    renderPanel([pendingCount(0), users([userRow(1, 'host')])]);
    expect(await screen.findByRole('tab', { name: 'User Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('First1 Last1')).toBeInTheDocument();
    expect(defaultTab(1)).toBe('properties');
    expect(defaultTab(0)).toBe('users');
  });

  it('searches users by text and filters by role', async () => {
    const user = setupUser();
    renderPanel([
      pendingCount(0),
      users([userRow(1, 'host'), userRow(2, 'visitor')]),
      users([userRow(2, 'visitor')], { search: 'first2' }),
      users([], { search: 'first2', roles: ['admin'] }),
    ]);
    await screen.findByText('First1 Last1');
    await user.type(screen.getByRole('searchbox', { name: /Search by first name/ }), 'first2');
    expect(await screen.findByText('First2 Last2')).toBeInTheDocument();
    await screen.findByText('1–1 of 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
  });

  it('changes a role and toggles a block with the SPEC toasts; own account controls are off', async () => {
    const user = setupUser();
    renderPanel([
      pendingCount(0),
      users([userRow(1, 'visitor'), { ...userRow(9, 'admin'), id: 'a1' }]),
      mockQuery(AdminSetRoleDocument, { id: 'u1', role: 'host' }, { setUserRole: userRow(1, 'host') }),
      users([userRow(1, 'host'), { ...userRow(9, 'admin'), id: 'a1' }]),
      mockQuery(
        AdminSetBlockedDocument,
        { id: 'u1', isBlocked: true },
        {
          setUserBlocked: { __typename: 'User', id: 'u1', isBlocked: true },
        },
      ),
      mockQueryError(AdminSetRoleDocument, { id: 'u1', role: 'staff' }, { message: 'x', code: 'CONFLICT' }),
      mockQueryError(
        AdminSetBlockedDocument,
        { id: 'u1', isBlocked: false },
        { message: 'x', code: 'CONFLICT' },
      ),
    ]);
    const select = await screen.findByRole('combobox', { name: 'Role of First1 Last1' });
    expect(screen.getByRole('combobox', { name: 'Role of First9 Last9' })).toBeDisabled();
    // Every change asks first; Cancel changes nothing.
    await user.selectOptions(select, 'host');
    const ask = await screen.findByRole('dialog', { name: 'Change the role of First1 Last1?' });
    expect(ask).toHaveTextContent('First1 Last1 goes from Visitor to Host');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.selectOptions(select, 'host');
    await confirm('Change role');
    await toast('User Role Updated');
    await user.click(screen.getByRole('button', { name: 'Block First1 Last1' }));
    await confirm('Block');
    await toast('User Status Updated');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of First1 Last1' }), 'staff');
    await confirm('Change role');
    await toast('Failed to update user role.');
    await user.click(await screen.findByRole('button', { name: 'Unblock First1 Last1' }));
    await confirm('Unblock');
    await toast('Failed to update user status.');
  });

  it('cuts descriptions at 200 characters', async () => {
    const long = 'x'.repeat(250);
    expect(cutDescription(long)).toBe(`${'x'.repeat(200)}...`);
    expect(cutDescription('y'.repeat(200))).toBe('y'.repeat(200));
    renderPanel([pendingCount(1), properties('pending', [property(1, 'pending', { description: long })])]);
    expect(await screen.findByText(`${'x'.repeat(200)}...`)).toBeInTheDocument();
  });

  it('approves, rejects an approval, re-approves and features, by status filter, with the toasts', async () => {
    const user = setupUser();
    renderPanel([
      pendingCount(1),
      properties('pending', [property(1, 'pending')]),
      mockQuery(
        AdminSetPropertyStatusDocument,
        { id: 'p1', status: 'approved' },
        {
          setPropertyStatus: { __typename: 'Property', id: 'p1', status: 'approved', featured: false },
        },
      ),
      properties('pending', []),
      pendingCount(0),
      properties('approved', [property(2, 'approved')]),
      mockQuery(
        AdminSetFeaturedDocument,
        { id: 'p2', featured: true },
        {
          setPropertyFeatured: { __typename: 'Property', id: 'p2', featured: true },
        },
      ),
      mockQueryError(
        AdminSetPropertyStatusDocument,
        { id: 'p2', status: 'rejected', reason: 'Listed twice.' },
        { message: 'x', code: 'CONFLICT' },
      ),
      properties('rejected', [property(3, 'rejected')]),
      mockQueryError(
        AdminSetFeaturedDocument,
        { id: 'p2', featured: false },
        { message: 'x', code: 'CONFLICT' },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve: Villa 1' }));
    await toast('Property Status Updated');
    expect(await screen.findByText('No properties with this status.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    const featured = await screen.findByRole('checkbox', { name: 'Featured: Villa 2' });
    await user.click(featured);
    await toast('Featured Status Updated');
    expect(featured).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reject Approval: Villa 2' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject Villa 2?' });
    await user.type(within(ask).getByRole('textbox', { name: 'Reason for the host' }), 'Listed twice.');
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    await toast('Failed to update property status.');
    await user.click(featured);
    await toast('Failed to update property featured status.');
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByRole('button', { name: 'Re-approve: Villa 3' })).toBeInTheDocument();
  });

  it('approves a host application and refreshes the lists; a failure says so', async () => {
    const user = setupUser();
    renderPanel([
      pendingCount(0),
      users([userRow(1, 'visitor')]),
      pendingApplications([application(1), application(2)]),
      mockQuery(
        AdminReviewApplicationDocument,
        { id: 'ha1', status: 'approved' },
        {
          reviewHostApplication: { ...application(1), status: 'approved' },
        },
      ),
      pendingApplications([application(2)]),
      mockQueryError(
        AdminReviewApplicationDocument,
        { id: 'ha2', status: 'rejected', reason: 'Please add a phone number we can reach.' },
        { message: 'x', code: 'CONFLICT' },
      ),
    ]);
    await screen.findByText('First1 Last1');
    await user.click(screen.getByRole('tab', { name: 'Host Applications' }));
    const approve = await screen.findAllByRole('button', { name: 'Approve: Vera Visitor' });
    await user.click(approve[0]!);
    await toast('Application Updated');
    // A rejection carries the reason the applicant reads.
    await user.click(await screen.findByRole('button', { name: 'Reject: Vera Visitor' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject the application of Vera Visitor?' });
    await user.type(
      within(ask).getByRole('textbox', { name: 'Reason for the applicant' }),
      'Please add a phone number we can reach.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    await toast('Failed to update application status.');
  });

  it('shows an approved applicant as a host in the Users tab at once, before the list is fetched again', async () => {
    const user = setupUser();
    const applicant = { ...application(1), user: { ...application(1).user, ...userRow(1, 'visitor') } };
    renderPanel([
      pendingCount(0),
      users([userRow(1, 'visitor')]),
      pendingApplications([applicant]),
      mockQuery(
        AdminReviewApplicationDocument,
        { id: 'ha1', status: 'approved' },
        {
          reviewHostApplication: {
            ...applicant,
            status: 'approved',
            user: { ...applicant.user, role: 'host' },
          },
        },
      ),
      pendingApplications([]),
      // The Users tab asks the server again when it opens; that answer is held back for the whole test.
      { ...users([userRow(1, 'host')]), delay: 60_000 },
    ]);
    await screen.findByText('First1 Last1');
    expect(screen.getByRole('combobox', { name: 'Role of First1 Last1' })).toHaveValue('visitor');
    await user.click(screen.getByRole('tab', { name: 'Host Applications' }));
    await user.click(await screen.findByRole('button', { name: 'Approve: First1 Last1' }));
    await toast('Application Updated');
    await user.click(screen.getByRole('tab', { name: 'User Management' }));
    expect(await screen.findByRole('combobox', { name: 'Role of First1 Last1' })).toHaveValue('host');
  });

  it('lists every booking with its check-in and check-out', async () => {
    const user = setupUser();
    renderPanel([
      pendingCount(0),
      users([]),
      mockQuery(
        AdminBookingsDocument,
        { status: null, limit: BOOKING_PAGE_SIZE, offset: 0 },
        {
          bookingPage: {
            __typename: 'BookingPage',
            items: [
              {
                __typename: 'Booking',
                id: 'b1',
                checkIn: '2026-12-01',
                checkOut: '2026-12-03',
                guests: 1,
                totalPrice: '228',
                status: 'approved',
                createdAt: '2026-11-01T00:00:00.000Z',
                property: { __typename: 'Property', id: 'p1', title: 'Villa 1', location: 'Martil' },
                guest: {
                  __typename: 'User',
                  id: 'g1',
                  firstName: 'Gina',
                  lastName: 'Guest',
                  email: 'g@stays.test',
                },
              },
            ],
            hasMore: false,
            total: 1,
          },
        },
      ),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'All Bookings' }));
    expect(await screen.findByText('Dec 1, 2026 → Dec 3, 2026 · 1 guest · Total $228')).toBeInTheDocument();
  });

  it('keeps a list filter in the address: a reload shows the same tab, filtered the same way', async () => {
    renderPanel(
      [
        pendingCount(2),
        mockQuery(
          AdminBookingsDocument,
          { status: 'pending', limit: BOOKING_PAGE_SIZE, offset: 0 },
          { bookingPage: { __typename: 'BookingPage', items: [], hasMore: false, total: 0 } },
        ),
      ],
      jest.fn(),
      '/admin?tab=bookings&bookingStatus=pending',
    );
    expect(await screen.findByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No bookings with this status.')).toBeInTheDocument();
  });

  it.each([
    ['Cancelled', 'cancelled'],
    ['Expired', 'expired'],
  ] as const)(
    'filters All Bookings by %s too, and names the status on each row (issue 46 #10i)',
    async (name, status) => {
      const user = setupUser();
      renderPanel([
        pendingCount(0),
        users([]),
        mockQuery(
          AdminBookingsDocument,
          { status: null, limit: BOOKING_PAGE_SIZE, offset: 0 },
          { bookingPage: { __typename: 'BookingPage', items: [], hasMore: false, total: 0 } },
        ),
        mockQuery(
          AdminBookingsDocument,
          { status, limit: BOOKING_PAGE_SIZE, offset: 0 },
          {
            bookingPage: {
              __typename: 'BookingPage',
              items: [
                {
                  __typename: 'Booking',
                  id: 'b9',
                  checkIn: '2026-12-01',
                  checkOut: '2026-12-03',
                  guests: 1,
                  totalPrice: '228',
                  status,
                  createdAt: '2026-11-01T00:00:00.000Z',
                  property: { __typename: 'Property', id: 'p1', title: 'Villa 9', location: 'Martil' },
                  guest: { __typename: 'User', id: 'g1', firstName: 'Gina', lastName: 'Guest', email: null },
                },
              ],
              hasMore: false,
              total: 1,
            },
          },
        ),
      ]);
      await user.click(await screen.findByRole('tab', { name: 'All Bookings' }));
      await user.click(await screen.findByRole('button', { name }));
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      const row = (await screen.findByText('Villa 9')).closest('li') as HTMLElement;
      expect(within(row).getByText(name)).toBeInTheDocument();
    },
  );

  it('opens the users list searched as its address says', async () => {
    renderPanel(
      [pendingCount(0), users([userRow(2, 'visitor')], { search: 'first2' })],
      jest.fn(),
      '/admin?tab=users&search=first2',
    );
    expect(await screen.findByRole('searchbox', { name: /Search by first name/ })).toHaveValue('first2');
    expect(await screen.findByText('First2 Last2')).toBeInTheDocument();
  });

  it("unauthorized: 'You are logged out. Logging in again...' then /api/login after 500 ms", async () => {
    const user = setupUser();
    const navigate = renderPanel([
      pendingCount(0),
      users([userRow(1, 'visitor')]),
      mockQueryError(
        AdminSetBlockedDocument,
        { id: 'u1', isBlocked: true },
        { message: 'x', code: 'UNAUTHENTICATED' },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Block First1 Last1' }));
    await confirm('Block');
    await toast('You are logged out. Logging in again...');
    expect(navigate).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(navigate).toHaveBeenCalledWith('/api/login');
  });
});
