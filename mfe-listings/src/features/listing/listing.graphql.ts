import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ListingProperty } from './types';

export interface ApprovedPropertiesData {
  properties: ListingProperty[];
}

/** The landing grid and the search results read the same list, so the second screen is a cache hit. */
export const APPROVED_PROPERTIES: TypedDocumentNode<ApprovedPropertiesData, Record<string, never>> = gql`
  query ApprovedProperties {
    properties(status: "approved") {
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
  }
`;
