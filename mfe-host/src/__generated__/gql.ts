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
    "query HostAnalytics($hostId: ID) {\n  hostAnalytics(hostId: $hostId) {\n    hostId\n    totalRevenue\n    revenue\n    totalBookings\n    approvedBookings\n    pendingRequests\n    averageBookingValue\n    approvalRate\n    thisMonth\n    thisMonthRevenue\n    propertiesListed\n    recentBookings {\n      ...HostBookingFields\n    }\n    topProperties {\n      propertyId\n      bookings\n      approvedBookings\n      revenue\n      property {\n        id\n        title\n      }\n    }\n    revenueByMonth {\n      month\n      revenue\n      bookings\n    }\n  }\n}": typeof types.HostAnalyticsDocument,
    "query MyHostApplication {\n  myHostApplication {\n    id\n    status\n    reviewNote\n    createdAt\n    reviewedAt\n  }\n}": typeof types.MyHostApplicationDocument,
    "query HostCalendar($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    id\n    title\n    status\n  }\n  hostBookings(hostId: $hostId) {\n    ...HostBookingFields\n  }\n  blockedNights(hostId: $hostId) {\n    id\n    propertyId\n    startDate\n    endDate\n    note\n  }\n}\n\nmutation DecideBooking($id: ID!, $status: BookingStatus!) {\n  setBookingStatus(id: $id, status: $status) {\n    ...HostBookingFields\n  }\n}\n\nmutation BlockNights($propertyId: ID!, $startDate: String!, $endDate: String!, $note: String) {\n  blockNights(\n    propertyId: $propertyId\n    startDate: $startDate\n    endDate: $endDate\n    note: $note\n  ) {\n    id\n    propertyId\n    startDate\n    endDate\n    note\n  }\n}\n\nmutation UnblockNights($propertyId: ID!, $id: ID!) {\n  unblockNights(propertyId: $propertyId, id: $id)\n}\n\nquery CalendarFeed($propertyId: ID!) {\n  calendarFeed(propertyId: $propertyId) {\n    propertyId\n    path\n  }\n}\n\nmutation ResetCalendarFeed($propertyId: ID!) {\n  resetCalendarFeed(propertyId: $propertyId) {\n    propertyId\n    path\n  }\n}": typeof types.HostCalendarDocument,
    "fragment HostPropertyFields on Property {\n  id\n  title\n  location\n  description\n  propertyType\n  pricePerNight\n  maxGuests\n  bedrooms\n  bathrooms\n  instantBook\n  amenities\n  images\n  status\n  rejectionReason\n  cancellationPolicy\n  hostId\n  createdAt\n}\n\nfragment HostBookingFields on Booking {\n  id\n  propertyId\n  checkInDate\n  checkOutDate\n  guests\n  totalPrice\n  status\n  createdAt\n  guest {\n    id\n    firstName\n    lastName\n  }\n  property {\n    id\n    title\n  }\n}": typeof types.HostPropertyFieldsFragmentDoc,
    "query HostOverview($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    ...HostPropertyFields\n  }\n  hostBookings(hostId: $hostId) {\n    ...HostBookingFields\n  }\n  hostAnalytics(hostId: $hostId) {\n    hostId\n    propertiesListed\n    activeProperties\n    pendingRequests\n    approvedBookings\n    totalRevenue\n  }\n}": typeof types.HostOverviewDocument,
    "query HostProperties($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    ...HostPropertyFields\n  }\n}\n\nmutation DeleteProperty($id: ID!) {\n  deleteProperty(id: $id) {\n    id\n    message\n  }\n}": typeof types.HostPropertiesDocument,
    "query EditableProperty($id: ID!) {\n  property(id: $id) {\n    ...HostPropertyFields\n  }\n}\n\nmutation CreateProperty($input: PropertyInput!) {\n  createProperty(input: $input) {\n    message\n    property {\n      ...HostPropertyFields\n    }\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n  updateProperty(id: $id, input: $input) {\n    ...HostPropertyFields\n  }\n}": typeof types.EditablePropertyDocument,
};
const documents: Documents = {
    "query HostAnalytics($hostId: ID) {\n  hostAnalytics(hostId: $hostId) {\n    hostId\n    totalRevenue\n    revenue\n    totalBookings\n    approvedBookings\n    pendingRequests\n    averageBookingValue\n    approvalRate\n    thisMonth\n    thisMonthRevenue\n    propertiesListed\n    recentBookings {\n      ...HostBookingFields\n    }\n    topProperties {\n      propertyId\n      bookings\n      approvedBookings\n      revenue\n      property {\n        id\n        title\n      }\n    }\n    revenueByMonth {\n      month\n      revenue\n      bookings\n    }\n  }\n}": types.HostAnalyticsDocument,
    "query MyHostApplication {\n  myHostApplication {\n    id\n    status\n    reviewNote\n    createdAt\n    reviewedAt\n  }\n}": types.MyHostApplicationDocument,
    "query HostCalendar($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    id\n    title\n    status\n  }\n  hostBookings(hostId: $hostId) {\n    ...HostBookingFields\n  }\n  blockedNights(hostId: $hostId) {\n    id\n    propertyId\n    startDate\n    endDate\n    note\n  }\n}\n\nmutation DecideBooking($id: ID!, $status: BookingStatus!) {\n  setBookingStatus(id: $id, status: $status) {\n    ...HostBookingFields\n  }\n}\n\nmutation BlockNights($propertyId: ID!, $startDate: String!, $endDate: String!, $note: String) {\n  blockNights(\n    propertyId: $propertyId\n    startDate: $startDate\n    endDate: $endDate\n    note: $note\n  ) {\n    id\n    propertyId\n    startDate\n    endDate\n    note\n  }\n}\n\nmutation UnblockNights($propertyId: ID!, $id: ID!) {\n  unblockNights(propertyId: $propertyId, id: $id)\n}\n\nquery CalendarFeed($propertyId: ID!) {\n  calendarFeed(propertyId: $propertyId) {\n    propertyId\n    path\n  }\n}\n\nmutation ResetCalendarFeed($propertyId: ID!) {\n  resetCalendarFeed(propertyId: $propertyId) {\n    propertyId\n    path\n  }\n}": types.HostCalendarDocument,
    "fragment HostPropertyFields on Property {\n  id\n  title\n  location\n  description\n  propertyType\n  pricePerNight\n  maxGuests\n  bedrooms\n  bathrooms\n  instantBook\n  amenities\n  images\n  status\n  rejectionReason\n  cancellationPolicy\n  hostId\n  createdAt\n}\n\nfragment HostBookingFields on Booking {\n  id\n  propertyId\n  checkInDate\n  checkOutDate\n  guests\n  totalPrice\n  status\n  createdAt\n  guest {\n    id\n    firstName\n    lastName\n  }\n  property {\n    id\n    title\n  }\n}": types.HostPropertyFieldsFragmentDoc,
    "query HostOverview($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    ...HostPropertyFields\n  }\n  hostBookings(hostId: $hostId) {\n    ...HostBookingFields\n  }\n  hostAnalytics(hostId: $hostId) {\n    hostId\n    propertiesListed\n    activeProperties\n    pendingRequests\n    approvedBookings\n    totalRevenue\n  }\n}": types.HostOverviewDocument,
    "query HostProperties($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    ...HostPropertyFields\n  }\n}\n\nmutation DeleteProperty($id: ID!) {\n  deleteProperty(id: $id) {\n    id\n    message\n  }\n}": types.HostPropertiesDocument,
    "query EditableProperty($id: ID!) {\n  property(id: $id) {\n    ...HostPropertyFields\n  }\n}\n\nmutation CreateProperty($input: PropertyInput!) {\n  createProperty(input: $input) {\n    message\n    property {\n      ...HostPropertyFields\n    }\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n  updateProperty(id: $id, input: $input) {\n    ...HostPropertyFields\n  }\n}": types.EditablePropertyDocument,
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
export function graphql(source: "query HostAnalytics($hostId: ID) {\n  hostAnalytics(hostId: $hostId) {\n    hostId\n    totalRevenue\n    revenue\n    totalBookings\n    approvedBookings\n    pendingRequests\n    averageBookingValue\n    approvalRate\n    thisMonth\n    thisMonthRevenue\n    propertiesListed\n    recentBookings {\n      ...HostBookingFields\n    }\n    topProperties {\n      propertyId\n      bookings\n      approvedBookings\n      revenue\n      property {\n        id\n        title\n      }\n    }\n    revenueByMonth {\n      month\n      revenue\n      bookings\n    }\n  }\n}"): (typeof documents)["query HostAnalytics($hostId: ID) {\n  hostAnalytics(hostId: $hostId) {\n    hostId\n    totalRevenue\n    revenue\n    totalBookings\n    approvedBookings\n    pendingRequests\n    averageBookingValue\n    approvalRate\n    thisMonth\n    thisMonthRevenue\n    propertiesListed\n    recentBookings {\n      ...HostBookingFields\n    }\n    topProperties {\n      propertyId\n      bookings\n      approvedBookings\n      revenue\n      property {\n        id\n        title\n      }\n    }\n    revenueByMonth {\n      month\n      revenue\n      bookings\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyHostApplication {\n  myHostApplication {\n    id\n    status\n    reviewNote\n    createdAt\n    reviewedAt\n  }\n}"): (typeof documents)["query MyHostApplication {\n  myHostApplication {\n    id\n    status\n    reviewNote\n    createdAt\n    reviewedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HostCalendar($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    id\n    title\n    status\n  }\n  hostBookings(hostId: $hostId) {\n    ...HostBookingFields\n  }\n  blockedNights(hostId: $hostId) {\n    id\n    propertyId\n    startDate\n    endDate\n    note\n  }\n}\n\nmutation DecideBooking($id: ID!, $status: BookingStatus!) {\n  setBookingStatus(id: $id, status: $status) {\n    ...HostBookingFields\n  }\n}\n\nmutation BlockNights($propertyId: ID!, $startDate: String!, $endDate: String!, $note: String) {\n  blockNights(\n    propertyId: $propertyId\n    startDate: $startDate\n    endDate: $endDate\n    note: $note\n  ) {\n    id\n    propertyId\n    startDate\n    endDate\n    note\n  }\n}\n\nmutation UnblockNights($propertyId: ID!, $id: ID!) {\n  unblockNights(propertyId: $propertyId, id: $id)\n}\n\nquery CalendarFeed($propertyId: ID!) {\n  calendarFeed(propertyId: $propertyId) {\n    propertyId\n    path\n  }\n}\n\nmutation ResetCalendarFeed($propertyId: ID!) {\n  resetCalendarFeed(propertyId: $propertyId) {\n    propertyId\n    path\n  }\n}"): (typeof documents)["query HostCalendar($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    id\n    title\n    status\n  }\n  hostBookings(hostId: $hostId) {\n    ...HostBookingFields\n  }\n  blockedNights(hostId: $hostId) {\n    id\n    propertyId\n    startDate\n    endDate\n    note\n  }\n}\n\nmutation DecideBooking($id: ID!, $status: BookingStatus!) {\n  setBookingStatus(id: $id, status: $status) {\n    ...HostBookingFields\n  }\n}\n\nmutation BlockNights($propertyId: ID!, $startDate: String!, $endDate: String!, $note: String) {\n  blockNights(\n    propertyId: $propertyId\n    startDate: $startDate\n    endDate: $endDate\n    note: $note\n  ) {\n    id\n    propertyId\n    startDate\n    endDate\n    note\n  }\n}\n\nmutation UnblockNights($propertyId: ID!, $id: ID!) {\n  unblockNights(propertyId: $propertyId, id: $id)\n}\n\nquery CalendarFeed($propertyId: ID!) {\n  calendarFeed(propertyId: $propertyId) {\n    propertyId\n    path\n  }\n}\n\nmutation ResetCalendarFeed($propertyId: ID!) {\n  resetCalendarFeed(propertyId: $propertyId) {\n    propertyId\n    path\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HostPropertyFields on Property {\n  id\n  title\n  location\n  description\n  propertyType\n  pricePerNight\n  maxGuests\n  bedrooms\n  bathrooms\n  instantBook\n  amenities\n  images\n  status\n  rejectionReason\n  cancellationPolicy\n  hostId\n  createdAt\n}\n\nfragment HostBookingFields on Booking {\n  id\n  propertyId\n  checkInDate\n  checkOutDate\n  guests\n  totalPrice\n  status\n  createdAt\n  guest {\n    id\n    firstName\n    lastName\n  }\n  property {\n    id\n    title\n  }\n}"): (typeof documents)["fragment HostPropertyFields on Property {\n  id\n  title\n  location\n  description\n  propertyType\n  pricePerNight\n  maxGuests\n  bedrooms\n  bathrooms\n  instantBook\n  amenities\n  images\n  status\n  rejectionReason\n  cancellationPolicy\n  hostId\n  createdAt\n}\n\nfragment HostBookingFields on Booking {\n  id\n  propertyId\n  checkInDate\n  checkOutDate\n  guests\n  totalPrice\n  status\n  createdAt\n  guest {\n    id\n    firstName\n    lastName\n  }\n  property {\n    id\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HostOverview($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    ...HostPropertyFields\n  }\n  hostBookings(hostId: $hostId) {\n    ...HostBookingFields\n  }\n  hostAnalytics(hostId: $hostId) {\n    hostId\n    propertiesListed\n    activeProperties\n    pendingRequests\n    approvedBookings\n    totalRevenue\n  }\n}"): (typeof documents)["query HostOverview($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    ...HostPropertyFields\n  }\n  hostBookings(hostId: $hostId) {\n    ...HostBookingFields\n  }\n  hostAnalytics(hostId: $hostId) {\n    hostId\n    propertiesListed\n    activeProperties\n    pendingRequests\n    approvedBookings\n    totalRevenue\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HostProperties($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    ...HostPropertyFields\n  }\n}\n\nmutation DeleteProperty($id: ID!) {\n  deleteProperty(id: $id) {\n    id\n    message\n  }\n}"): (typeof documents)["query HostProperties($hostId: ID!) {\n  hostProperties(hostId: $hostId) {\n    ...HostPropertyFields\n  }\n}\n\nmutation DeleteProperty($id: ID!) {\n  deleteProperty(id: $id) {\n    id\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditableProperty($id: ID!) {\n  property(id: $id) {\n    ...HostPropertyFields\n  }\n}\n\nmutation CreateProperty($input: PropertyInput!) {\n  createProperty(input: $input) {\n    message\n    property {\n      ...HostPropertyFields\n    }\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n  updateProperty(id: $id, input: $input) {\n    ...HostPropertyFields\n  }\n}"): (typeof documents)["query EditableProperty($id: ID!) {\n  property(id: $id) {\n    ...HostPropertyFields\n  }\n}\n\nmutation CreateProperty($input: PropertyInput!) {\n  createProperty(input: $input) {\n    message\n    property {\n      ...HostPropertyFields\n    }\n  }\n}\n\nmutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n  updateProperty(id: $id, input: $input) {\n    ...HostPropertyFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;