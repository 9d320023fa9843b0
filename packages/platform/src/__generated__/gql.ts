/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation DecideBooking($id: ID!, $status: BookingStatus!) {\n  setBookingStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}": typeof types.DecideBookingDocument,
    "query InboxUnread {\n  myConversations(limit: 1) {\n    unread\n  }\n}": typeof types.InboxUnreadDocument,
    "fragment PropertyFormFields on Property {\n  id\n  title\n  location\n  latitude\n  longitude\n  description\n  propertyType\n  pricePerNight\n  maxGuests\n  bedrooms\n  bathrooms\n  instantBook\n  amenities\n  images\n  status\n  rejectionReason\n  cancellationPolicy\n  hostId\n  pricePerMonth\n  weeklyDiscountPercent\n  monthlyDiscountPercent\n  minNights\n  maxNights\n  utilitiesIncluded\n  furnished\n}": typeof types.PropertyFormFieldsFragmentDoc,
    "mutation CreateProperty($input: PropertyInput!) {\n  createProperty(input: $input) {\n    message\n    property {\n      ...PropertyFormFields\n    }\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n  updateProperty(id: $id, input: $input) {\n    ...PropertyFormFields\n  }\n}": typeof types.CreatePropertyDocument,
    "fragment SessionUser on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  role\n  profileImageUrl\n}": typeof types.SessionUserFragmentDoc,
    "query PlatformStats {\n  platformStats {\n    id\n    verifiedStays\n    guestsHosted\n    averageRating\n    verifiedHosts\n  }\n}": typeof types.PlatformStatsDocument,
};
const documents: Documents = {
    "mutation DecideBooking($id: ID!, $status: BookingStatus!) {\n  setBookingStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}": types.DecideBookingDocument,
    "query InboxUnread {\n  myConversations(limit: 1) {\n    unread\n  }\n}": types.InboxUnreadDocument,
    "fragment PropertyFormFields on Property {\n  id\n  title\n  location\n  latitude\n  longitude\n  description\n  propertyType\n  pricePerNight\n  maxGuests\n  bedrooms\n  bathrooms\n  instantBook\n  amenities\n  images\n  status\n  rejectionReason\n  cancellationPolicy\n  hostId\n  pricePerMonth\n  weeklyDiscountPercent\n  monthlyDiscountPercent\n  minNights\n  maxNights\n  utilitiesIncluded\n  furnished\n}": types.PropertyFormFieldsFragmentDoc,
    "mutation CreateProperty($input: PropertyInput!) {\n  createProperty(input: $input) {\n    message\n    property {\n      ...PropertyFormFields\n    }\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n  updateProperty(id: $id, input: $input) {\n    ...PropertyFormFields\n  }\n}": types.CreatePropertyDocument,
    "fragment SessionUser on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  role\n  profileImageUrl\n}": types.SessionUserFragmentDoc,
    "query PlatformStats {\n  platformStats {\n    id\n    verifiedStays\n    guestsHosted\n    averageRating\n    verifiedHosts\n  }\n}": types.PlatformStatsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideBooking($id: ID!, $status: BookingStatus!) {\n  setBookingStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation DecideBooking($id: ID!, $status: BookingStatus!) {\n  setBookingStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InboxUnread {\n  myConversations(limit: 1) {\n    unread\n  }\n}"): (typeof documents)["query InboxUnread {\n  myConversations(limit: 1) {\n    unread\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PropertyFormFields on Property {\n  id\n  title\n  location\n  latitude\n  longitude\n  description\n  propertyType\n  pricePerNight\n  maxGuests\n  bedrooms\n  bathrooms\n  instantBook\n  amenities\n  images\n  status\n  rejectionReason\n  cancellationPolicy\n  hostId\n  pricePerMonth\n  weeklyDiscountPercent\n  monthlyDiscountPercent\n  minNights\n  maxNights\n  utilitiesIncluded\n  furnished\n}"): (typeof documents)["fragment PropertyFormFields on Property {\n  id\n  title\n  location\n  latitude\n  longitude\n  description\n  propertyType\n  pricePerNight\n  maxGuests\n  bedrooms\n  bathrooms\n  instantBook\n  amenities\n  images\n  status\n  rejectionReason\n  cancellationPolicy\n  hostId\n  pricePerMonth\n  weeklyDiscountPercent\n  monthlyDiscountPercent\n  minNights\n  maxNights\n  utilitiesIncluded\n  furnished\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProperty($input: PropertyInput!) {\n  createProperty(input: $input) {\n    message\n    property {\n      ...PropertyFormFields\n    }\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n  updateProperty(id: $id, input: $input) {\n    ...PropertyFormFields\n  }\n}"): (typeof documents)["mutation CreateProperty($input: PropertyInput!) {\n  createProperty(input: $input) {\n    message\n    property {\n      ...PropertyFormFields\n    }\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n  updateProperty(id: $id, input: $input) {\n    ...PropertyFormFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  role\n  profileImageUrl\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  role\n  profileImageUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlatformStats {\n  platformStats {\n    id\n    verifiedStays\n    guestsHosted\n    averageRating\n    verifiedHosts\n  }\n}"): (typeof documents)["query PlatformStats {\n  platformStats {\n    id\n    verifiedStays\n    guestsHosted\n    averageRating\n    verifiedHosts\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;