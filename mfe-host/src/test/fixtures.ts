// Typed graph objects for the host pages' tests (what the generated documents expect).
import type { SessionUser } from '@stays/platform';
import type { HostBookingFieldsFragment, HostPropertyFieldsFragment } from '../__generated__/graphql';

export const HOST: SessionUser = {
  id: 'a'.repeat(24),
  username: 'host@stays.test',
  firstName: 'Yasmine',
  lastName: 'Alaoui',
  email: 'host@stays.test',
  role: 'host',
  profileImageUrl: null,
};

export const ADMIN: SessionUser = {
  ...HOST,
  id: 'b'.repeat(24),
  username: 'admin',
  firstName: 'Ada',
  role: 'admin',
};
export const VISITOR: SessionUser = {
  ...HOST,
  id: 'c'.repeat(24),
  username: 'student',
  firstName: 'Sam',
  role: 'visitor',
};

export function property(
  n: number,
  extra: Partial<HostPropertyFieldsFragment> = {},
): HostPropertyFieldsFragment {
  return {
    __typename: 'Property',
    id: `p${n}`,
    title: `Sea View ${n}`,
    location: 'Martil',
    latitude: 35.6178,
    longitude: -5.2747,
    description: 'Near the beach',
    propertyType: 'apartment',
    pricePerNight: 80 + n,
    maxGuests: 4,
    bedrooms: null,
    bathrooms: null,
    instantBook: false,
    amenities: ['Wi-Fi', 'Pool'],
    images: [],
    status: 'approved',
    rejectionReason: null,
    cancellationPolicy: 'moderate',
    hostId: HOST.id,
    createdAt: '2026-01-01T00:00:00.000Z',
    pricePerMonth: null,
    weeklyDiscountPercent: null,
    monthlyDiscountPercent: null,
    minNights: 1,
    maxNights: 365,
    utilitiesIncluded: false,
    furnished: false,
    ...extra,
  };
}

export function booking(
  n: number,
  extra: Partial<HostBookingFieldsFragment> & { first?: string; last?: string } = {},
): HostBookingFieldsFragment {
  const { first = `Guest${n}`, last = 'Zed', ...rest } = extra;
  return {
    __typename: 'Booking',
    id: `b${n}`,
    propertyId: 'p1',
    checkInDate: '2026-03-10',
    checkOutDate: '2026-03-12',
    guests: 2,
    totalPrice: '182',
    nights: 2,
    // A booking stored before its price lines were kept (issue 43) has none.
    priceLines: null,
    status: 'approved',
    createdAt: '2026-02-01T00:00:00.000Z',
    guest: { __typename: 'User', id: `g${n}`, firstName: first, lastName: last },
    property: { __typename: 'Property', id: 'p1', title: 'Sea View 1' },
    ...rest,
  };
}
