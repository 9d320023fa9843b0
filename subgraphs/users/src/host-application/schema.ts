import gql from 'graphql-tag';

export const hostApplicationTypeDefs = gql`
  "A visitor's request to become a host (SPEC 'Host application signup'), reviewed by staff or an admin."
  type HostApplication {
    id: ID!
    userId: ID!
    "pending | approved | rejected"
    status: String!
    reason: String!
    phone: String!
    address: String!
    "The reviewer's user id, once decided."
    reviewedBy: ID
    reviewedAt: String
    createdAt: String!
    "The applicant."
    user: User
    "Who decided it."
    reviewer: User
  }

  "Fields are nullable so that missing ones get the spec's messages (BAD_USER_INPUT with extensions.errors)."
  input HostApplicationInput {
    reason: String
    phone: String
    address: String
  }

  extend type Query {
    "Staff and admin: applications, newest first, optionally of one status."
    hostApplications(status: String): [HostApplication!]!
  }

  extend type Mutation {
    "The signed-in visitor applies to become a host. 409 while one of theirs is pending."
    submitHostApplication(input: HostApplicationInput!): HostApplication!
    """
    Staff and admin: approve (the applicant becomes a host and signs in afresh) or reject a pending application.
    404 unknown id, 409 already decided, 400 any other status.
    """
    reviewHostApplication(id: ID!, status: String): HostApplication!
  }
`;
