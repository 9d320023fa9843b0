import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ReviewUser {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

export interface PropertyReview {
  id: string;
  rating: number;
  comment?: string | null;
  createdAt: string;
  user?: ReviewUser | null;
}

export interface PropertyDetails {
  id: string;
  title: string;
  location: string;
  description?: string | null;
  pricePerNight: number;
  maxGuests: number;
  bedrooms?: number | null;
  bathrooms?: number | null;
  rating?: number | null;
  status: string;
  propertyType: string;
  amenities: string[];
  images: string[];
  createdAt: string;
  reviewCount: number;
  host?: { id: string; firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null; role?: string | null } | null;
  reviews: PropertyReview[];
}

export interface PropertyDetailsData {
  property: PropertyDetails | null;
}

export const PROPERTY_DETAILS: TypedDocumentNode<PropertyDetailsData, { id: string }> = gql`
  query PropertyDetails($id: ID!) {
    property(id: $id) {
      id
      title
      location
      description
      pricePerNight
      maxGuests
      bedrooms
      bathrooms
      rating
      status
      propertyType
      amenities
      images
      createdAt
      reviewCount
      host {
        id
        firstName
        lastName
        profileImageUrl
        role
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
`;
