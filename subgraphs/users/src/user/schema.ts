import gql from 'graphql-tag';

export const userTypeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable"])

  "An account. Its public profile travels with properties (host) and reviews (author)."
  type User @key(fields: "id") {
    id: ID!
    username: String!
    firstName: String
    lastName: String
    email: String
    "visitor | host | staff | admin"
    role: String!
    isBlocked: Boolean!
    profileImageUrl: String
    createdAt: String!
  }

  type Query {
    "The signed-in caller's own account, null for anonymous callers."
    me: User
  }
`;
