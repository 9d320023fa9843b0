import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ListingProperty } from './types';

/** The fields a property card shows (ListingProperty); the property page asks for them and more. */
export const LISTING_PROPERTY_FIELDS = gql`
  fragment ListingPropertyFields on Property {
    id
    title
    location
    pricePerNight
    maxGuests
    rating
    status
    propertyType
    amenities
    images
    createdAt
    host {
      id
      role
    }
  }
`;

export interface PropertyPageData {
  searchProperties: { items: ListingProperty[]; hasMore: boolean; nextOffset: number | null; total?: number };
}

export interface PropertyPageVariables {
  location?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  sort?: 'featured' | 'price_low' | 'price_high' | 'rating';
  limit: number;
  offset: number;
  /** Ask for the number of matches too (it costs a count on the server: only where it is shown). */
  withTotal?: boolean;
}

/**
 * One page of approved properties, searched and sorted on the server (the landing grid and the search results):
 * never the whole list, which at 10k listings is megabytes no phone should wait for.
 */
export const PROPERTY_PAGE: TypedDocumentNode<PropertyPageData, PropertyPageVariables> = gql`
  query PropertyPage(
    $location: String
    $checkIn: String
    $checkOut: String
    $guests: Int
    $sort: String
    $limit: Int
    $offset: Int
    $withTotal: Boolean = false
  ) {
    searchProperties(
      location: $location
      checkIn: $checkIn
      checkOut: $checkOut
      guests: $guests
      sort: $sort
      limit: $limit
      offset: $offset
    ) {
      items {
        ...ListingPropertyFields
      }
      hasMore
      nextOffset
      total @include(if: $withTotal)
    }
  }
  ${LISTING_PROPERTY_FIELDS}
`;
