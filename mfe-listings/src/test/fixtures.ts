import type {
  ListingPropertyFieldsFragment,
  PropertyDetailsFieldsFragment,
  ReviewFieldsFragment,
} from '../__generated__/graphql';

export function listing(
  i: number,
  overrides: Partial<ListingPropertyFieldsFragment> = {},
): ListingPropertyFieldsFragment {
  return {
    __typename: 'Property',
    id: `p${i}`,
    title: `Sea View Apartment ${i}`,
    location: i % 2 ? 'Martil' : 'Cabo Negro',
    pricePerNight: 80 + i,
    maxGuests: 4,
    rating: i === 1 ? null : 4.7,
    reviewCount: i === 1 ? 0 : 3,
    status: 'approved',
    propertyType: 'entire_home',
    amenities: ['Wi-Fi'],
    images: i === 2 ? [] : [`/images/${i}`],
    createdAt: '2024-01-01T00:00:00.000Z',
    description: i === 3 ? null : `Bright rooms close to the beach, number ${i}.`,
    featured: i <= 2,
    instantBook: false,
    trending: false,
    hostIsSuperhost: false,
    pricePerMonth: null,
    minNights: 1,
    maxNights: 365,
    quote: null,
    distanceKm: null,
    ...overrides,
  };
}

export function review(i: number): ReviewFieldsFragment {
  return {
    __typename: 'Review',
    id: `r${i}`,
    rating: 5,
    comment: `Lovely stay number ${i}`,
    createdAt: '2025-06-01T00:00:00.000Z',
    user: { __typename: 'User', id: `u${i}`, firstName: `Guest${i}`, lastName: 'Doe', profileImageUrl: null },
  };
}

export function details(
  overrides: Partial<PropertyDetailsFieldsFragment> = {},
): PropertyDetailsFieldsFragment {
  return {
    __typename: 'Property',
    id: 'p1',
    title: 'Martil Beach House',
    location: 'Martil, Morocco',
    description: 'Steps from the sand.',
    pricePerNight: 120,
    maxGuests: 6,
    bedrooms: 3,
    bathrooms: 2,
    rating: 4.9,
    status: 'approved',
    propertyType: 'entire_home',
    amenities: ['Wi-Fi', 'Pool'],
    images: ['/images/a', '/images/b', '/images/c', '/images/d', '/images/e', '/images/f'],
    createdAt: '2024-01-01T00:00:00.000Z',
    featured: false,
    instantBook: false,
    trending: false,
    hostIsSuperhost: false,
    pricePerMonth: null,
    minNights: 1,
    maxNights: 365,
    quote: null,
    distanceKm: null,
    reviewCount: 2,
    cancellationPolicy: 'moderate',
    latitude: 35.6172,
    longitude: -5.2731,
    host: {
      __typename: 'User',
      id: 'h1',
      firstName: 'Amina',
      lastName: 'Benali',
      profileImageUrl: null,
      createdAt: '2023-03-14T09:00:00.000Z',
    },
    reviews: [review(1), review(2)],
    ...overrides,
  };
}
