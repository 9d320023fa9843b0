import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ListingProperty } from './types';

export interface ApprovedPropertiesData {
  properties: ListingProperty[];
}

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

/** The landing grid and the search results read the same list, so the second screen is a cache hit. */
export const APPROVED_PROPERTIES: TypedDocumentNode<ApprovedPropertiesData, Record<string, never>> = gql`
  query ApprovedProperties {
    properties(status: "approved") {
      ...ListingPropertyFields
    }
  }
  ${LISTING_PROPERTY_FIELDS}
`;
