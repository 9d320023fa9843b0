// The admin panel's test data and helpers, shared by its tests (one file for opening the panel, its addresses and
// the users tab, one for the reviews and bookings).
import { screen, within } from '@testing-library/react';
import { mockQuery, renderWithProviders, type MockedResponse, setupUser } from '@stays/platform/testing';
import { type SessionUser } from '@stays/platform';
import {
  AdminApplicationsDocument,
  AdminPendingCountDocument,
  AdminPropertiesDocument,
  AdminUsersDocument,
  type AdminApplicationFragment,
  type AdminPropertyFragment,
  type AdminUserFragment,
  type PropertyStatus,
  type Role,
} from '../../__generated__/graphql';
import { APPLICATION_PAGE_SIZE } from './ApplicationsTab';
import { AdminDashboardPage } from './AdminDashboardPage';
import { PROPERTY_PAGE_SIZE } from './PropertiesTab';
import { USER_PAGE_SIZE } from './UsersTab';

export const admin: SessionUser = {
  id: 'a1',
  username: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@stays.test',
  role: 'admin',
  profileImageUrl: null,
};

export const userRow = (i: number, role: Role, isBlocked = false): AdminUserFragment => ({
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

export const property = (
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

export const application = (i: number): AdminApplicationFragment => ({
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

export const pendingCount = (count: number) =>
  mockQuery(AdminPendingCountDocument, {}, { propertyCount: count });
export const users = (
  items: AdminUserFragment[],
  variables: { search?: string | null; roles?: Role[] | null } = {},
) =>
  mockQuery(
    AdminUsersDocument,
    { search: variables.search ?? null, roles: variables.roles ?? null, limit: USER_PAGE_SIZE, offset: 0 },
    { userPage: { __typename: 'UserPage', items, hasMore: false, total: items.length } },
  );
export const pendingApplications = (items: AdminApplicationFragment[]) =>
  mockQuery(
    AdminApplicationsDocument,
    { status: 'pending', limit: APPLICATION_PAGE_SIZE, offset: 0 },
    {
      hostApplicationPage: { __typename: 'HostApplicationPage', items, hasMore: false, total: items.length },
    },
  );
export const properties = (status: PropertyStatus | null, items: AdminPropertyFragment[]) =>
  mockQuery(
    AdminPropertiesDocument,
    { status, limit: PROPERTY_PAGE_SIZE, offset: 0 },
    { properties: items, propertyCount: items.length },
  );

export function renderPanel(mocks: MockedResponse[], navigate = jest.fn(), route = '/admin') {
  renderWithProviders(<AdminDashboardPage />, { route, signedInAs: admin, navigate, mocks });
  return navigate;
}
export const toast = async (text: string) => expect(await screen.findByText(text)).toBeInTheDocument();
/** Confirms the open confirmation dialog with its button. */
export const confirm = async (button: string) =>
  setupUser().click(within(await screen.findByRole('dialog')).getByRole('button', { name: button }));
