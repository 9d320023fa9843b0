import gql from 'graphql-tag';

export const bookingTypeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])

  type User @key(fields: "id", resolvable: false) {
    id: ID!
  }

  type Property @key(fields: "id", resolvable: false) {
    id: ID!
  }

  type Booking @key(fields: "id") {
    id: ID!
    propertyId: ID!
    guestId: ID!
    "YYYY-MM-DD"
    checkInDate: String!
    checkOutDate: String!
    guests: Int!
    message: String
    totalPrice: String!
    "pending | approved | rejected"
    status: String!
    createdAt: String!
    guest: User
    property: Property
  }

  type Query {
    "A booking its guest or a moderator may see; null otherwise."
    booking(id: ID!): Booking
  }
`;
