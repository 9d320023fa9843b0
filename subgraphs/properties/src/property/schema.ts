import gql from 'graphql-tag';

export const propertyTypeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])

  # A user, resolved by the users subgraph.
  type User @key(fields: "id", resolvable: false) {
    id: ID!
  }

  type Property @key(fields: "id") {
    id: ID!
    title: String!
    location: String!
    description: String
    pricePerNight: Float!
    maxGuests: Int!
    bedrooms: Int
    bathrooms: Int
    rating: Float
    "pending | approved | rejected"
    status: String!
    featured: Boolean!
    propertyType: String!
    amenities: [String!]!
    "URLs, the first is the cover"
    images: [String!]!
    "ISO 8601"
    createdAt: String!
    hostId: ID!
    host: User
    "Newest first"
    reviews: [Review!]!
    reviewCount: Int!
  }

  type Query {
    """
    Properties newest first. The public may list only approved ones: without a status, callers who may see
    every status (staff, admin) get all of them and everyone else the approved ones.
    limit (1 to 1000) and offset page through the list; without them the whole list is answered.
    """
    properties(status: String, limit: Int, offset: Int): [Property!]!
    "Null when missing, malformed or not visible to the caller."
    property(id: ID!): Property
    "How many properties have this status (as the properties list would count them: moderators for non-approved)."
    propertyCount(status: String): Int!
  }
`;
