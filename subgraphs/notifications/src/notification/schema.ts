import gql from 'graphql-tag';

export const notificationTypeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])

  type User @key(fields: "id", resolvable: false) {
    id: ID!
  }

  type Notification @key(fields: "id") {
    id: ID!
    "The user it is for; null for a staff-desk notification."
    recipientId: ID
    "'staff' for the staff desk (seen by every staff and admin account)."
    recipientRole: String
    "Who wrote it (a staff member, or a guest writing to a host); null for system notifications."
    senderId: ID
    sender: User
    title: String!
    message: String!
    isRead: Boolean!
    relatedEntityType: String
    relatedEntityId: String
    createdAt: String!
  }

  "SPEC section 3's notification payload (a staff message to a host)."
  input NotificationInput {
    recipientId: ID
    title: String
    message: String
    relatedEntityType: String
    relatedEntityId: String
  }

  type Query {
    """
    The signed-in caller's notifications, newest first (staff and admins also get the staff desk's);
    empty for anonymous callers.
    """
    myNotifications(limit: Int): [Notification!]!
  }

  type Mutation {
    """
    SPEC's POST /api/dashboard/notifications: staff and admins message any user; any other signed-in user
    messages the host of an approved property (relatedEntityType 'property', relatedEntityId its id).
    """
    sendNotification(input: NotificationInput!): Notification!
    "Marks one of the caller's notifications (or a staff-desk one, for staff/admin) read; NOT_FOUND otherwise."
    markNotificationRead(id: ID!): Notification!
  }
`;
