// Typed graph objects for the booking remote's tests (what the generated documents expect).
import type { DialogProperty, SessionUser } from '@stays/platform';
import type { TripFieldsFragment } from '../__generated__/graphql';

export const GUEST: SessionUser = {
  id: 'c'.repeat(24),
  username: 'student@stays.test',
  firstName: 'Sam',
  lastName: 'Student',
  email: 'student@stays.test',
  role: 'visitor',
  profileImageUrl: null,
};

export const PROPERTY: DialogProperty = {
  id: 'a'.repeat(24),
  title: 'Martil Beach House',
  pricePerNight: 120,
  maxGuests: 3,
  amenities: ['Wi-Fi', 'Pool', 'Kitchen', 'Free parking'],
  hostId: 'b'.repeat(24),
};

export function trip(overrides: Partial<TripFieldsFragment> = {}): TripFieldsFragment {
  return {
    __typename: 'Booking',
    id: '1'.repeat(24),
    propertyId: PROPERTY.id,
    checkInDate: '2030-06-10',
    checkOutDate: '2030-06-12',
    nights: 2,
    guests: 2,
    totalPrice: '274',
    status: 'approved',
    createdAt: '2030-01-01T10:00:00.000Z',
    cancellation: null,
    property: {
      __typename: 'Property',
      id: PROPERTY.id,
      title: PROPERTY.title,
      location: 'Martil, Morocco',
      images: [],
    },
    ...overrides,
  };
}
