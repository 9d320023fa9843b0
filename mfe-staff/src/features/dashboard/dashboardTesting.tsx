// The staff dashboard's test data and helpers, shared by its tests (one file per tab).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockQuery, renderWithProviders, type MockedResponse } from '@stays/platform/testing';
import type { SessionUser } from '@stays/platform';
import {
  StaffInboxCountDocument,
  StaffPendingBookingsDocument,
  StaffPendingPropertiesDocument,
  StaffStatsDocument,
  StaffUsersDocument,
  type StaffNotificationFragment,
  type StaffPendingBookingFragment,
  type StaffPendingPropertyFragment,
  type StaffUserFragment,
} from '../../__generated__/graphql';
import { BOOKING_PAGE_SIZE } from './BookingsTab';
import { PROPERTY_PAGE_SIZE } from './PropertiesTab';
import { StaffDashboardPage } from './StaffDashboardPage';
import { USER_PAGE_SIZE } from './UsersTab';

export const staff: SessionUser = {
  id: 's1',
  username: 'staff',
  firstName: 'Samira',
  lastName: 'Staff',
  email: 'staff@stays.test',
  role: 'staff',
  profileImageUrl: null,
};

export const property = (i: number): StaffPendingPropertyFragment => ({
  __typename: 'Property',
  id: `p${i}`,
  title: `Pending Loft ${i}`,
  location: 'Martil',
  description: `A loft by the sea, number ${i}.`,
  propertyType: 'apartment',
  pricePerNight: 90,
  createdAt: '2026-11-01T00:00:00.000Z',
  images: [`/images/cover-${i}`, `/images/room-${i}`],
  amenities: ['WiFi'],
  maxGuests: 3,
  bedrooms: 2,
  bathrooms: null,
  instantBook: false,
  host: { __typename: 'User', id: 'h1', firstName: 'Hana', lastName: 'Host' },
});

export const booking = (i: number): StaffPendingBookingFragment => ({
  __typename: 'Booking',
  id: `b${i}`,
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-04',
  guests: 2,
  message: null,
  totalPrice: '342',
  createdAt: '2026-11-02T00:00:00.000Z',
  property: { __typename: 'Property', id: `p9${i}`, title: `Beach House ${i}`, location: 'Cabo Negro' },
  guest: { __typename: 'User', id: 'g1', firstName: 'Gina', lastName: 'Guest', email: 'gina@stays.test' },
});

export const user = (i: number, role: 'host' | 'visitor', isBlocked = false): StaffUserFragment => ({
  __typename: 'User',
  id: `u${i}`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  email: `u${i}@stays.test`,
  role,
  isBlocked,
  createdAt: '2026-10-01T00:00:00.000Z',
});

export const notification = (i: number, isRead = false): StaffNotificationFragment => ({
  __typename: 'Notification',
  id: `n${i}`,
  title: `Notice ${i}`,
  message: `Something happened ${i}`,
  isRead,
  createdAt: '2026-11-03T10:00:00.000Z',
});

export const stats = (pendingProperties = 2) =>
  mockQuery(
    StaffStatsDocument,
    {},
    {
      propertyCount: pendingProperties,
      userCount: 40,
      bookingStats: { __typename: 'BookingStats', pendingBookings: 3, monthlyEarnings: 1234.5 },
    },
  );
export const inboxCount = (unread = 2) =>
  mockQuery(StaffInboxCountDocument, {}, { notificationPage: { __typename: 'NotificationPage', unread } });
export const pendingProperties = (items: StaffPendingPropertyFragment[], total = items.length, offset = 0) =>
  mockQuery(
    StaffPendingPropertiesDocument,
    { limit: PROPERTY_PAGE_SIZE, offset },
    { properties: items, propertyCount: total },
  );
export const pendingBookings = (items: StaffPendingBookingFragment[]) =>
  mockQuery(
    StaffPendingBookingsDocument,
    { limit: BOOKING_PAGE_SIZE, offset: 0 },
    { bookingPage: { __typename: 'BookingPage', items, hasMore: false, total: items.length } },
  );
export const users = (
  roles: Array<'host' | 'visitor'>,
  items: StaffUserFragment[],
  search: string | null = null,
) =>
  mockQuery(
    StaffUsersDocument,
    { roles, search, limit: USER_PAGE_SIZE, offset: 0 },
    { userPage: { __typename: 'UserPage', items, hasMore: false, total: items.length } },
  );

export function renderDashboard(mocks: MockedResponse[], navigate = jest.fn(), route = '/staff/dashboard') {
  renderWithProviders(<StaffDashboardPage />, {
    route,
    signedInAs: staff,
    navigate,
    mocks: [stats(), inboxCount(), ...mocks],
  });
  return navigate;
}

export const toast = async (text: string) => expect(await screen.findByText(text)).toBeInTheDocument();
/** Confirms the open confirmation dialog with its button. */
export const confirm = async (button: string) =>
  userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: button }));
