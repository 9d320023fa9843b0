import gql from 'graphql-tag';

// Shares the document set of property/schema.ts (which declares the federation link and the User stub).
export const reviewTypeDefs = gql`
  type Review {
    id: ID!
    "1 to 5"
    rating: Int!
    comment: String
    createdAt: String!
    user: User
  }

  extend type Query {
    "The reviews of a visible property, newest first; empty otherwise."
    propertyReviews(propertyId: ID!): [Review!]!
  }
`;
