import gql from 'graphql-tag';

export const notificationTypeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])

  type Notification @key(fields: "id") {
    id: ID!
    recipientId: ID!
    title: String!
    message: String!
    isRead: Boolean!
    relatedEntityType: String
    relatedEntityId: String
    createdAt: String!
  }

  type Query {
    "The signed-in caller's notifications, newest first; empty for anonymous callers."
    myNotifications(limit: Int): [Notification!]!
  }
`;
