import { gql, type TypedDocumentNode } from '@apollo/client';
import { LISTING_PROPERTY_FIELDS } from '../listing/listing.graphql';
import type { ListingHost, ListingProperty } from '../listing/types';

export type ReviewUser = Omit<ListingHost, 'role'>;

export interface PropertyReview {
  id: string;
  rating: number;
  comment?: string | null;
  createdAt: string;
  user?: ReviewUser | null;
}

/** A card's fields plus what only the property page shows. */
export interface PropertyDetails extends ListingProperty {
  description?: string | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  reviewCount: number;
  reviews: PropertyReview[];
}

export interface PropertyDetailsData {
  property: PropertyDetails | null;
}

export const PROPERTY_DETAILS: TypedDocumentNode<PropertyDetailsData, { id: string }> = gql`
  query PropertyDetails($id: ID!) {
    property(id: $id) {
      ...ListingPropertyFields
      description
      bedrooms
      bathrooms
      reviewCount
      host {
        id
        firstName
        lastName
        profileImageUrl
      }
      reviews {
        id
        rating
        comment
        createdAt
        user {
          id
          firstName
          lastName
          profileImageUrl
        }
      }
    }
  }
  ${LISTING_PROPERTY_FIELDS}
`;
