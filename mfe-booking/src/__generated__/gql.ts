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
    "query BookingQuote($propertyId: ID!, $checkIn: String!, $checkOut: String!, $guests: Int) {\n  bookingQuote(\n    propertyId: $propertyId\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n  ) {\n    propertyId\n    nights\n    pricePerNight\n    subtotal\n    serviceFee\n    total\n    totalPrice\n  }\n}\n\nquery PropertyAvailability($propertyId: ID!) {\n  propertyAvailability(propertyId: $propertyId) {\n    start\n    end\n  }\n}\n\nmutation RequestBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    id\n    status\n    checkInDate\n    checkOutDate\n    guests\n    totalPrice\n  }\n}": typeof types.BookingQuoteDocument,
    "mutation MessageHost($input: NotificationInput!) {\n  sendNotification(input: $input) {\n    id\n  }\n}": typeof types.MessageHostDocument,
    "fragment TripFields on Booking {\n  id\n  propertyId\n  checkInDate\n  checkOutDate\n  nights\n  guests\n  totalPrice\n  status\n  createdAt\n  cancellation {\n    cancelledAt\n    refundPercent\n    refundAmount\n    policy\n  }\n  property {\n    id\n    title\n    location\n    images\n  }\n}\n\nquery MyTrips {\n  myBookings {\n    ...TripFields\n  }\n  myReviews {\n    id\n    bookingId\n    rating\n  }\n}\n\nquery CancellationQuote($bookingId: ID!) {\n  cancellationQuote(bookingId: $bookingId) {\n    bookingId\n    policy\n    refundPercent\n    refundAmount\n    total\n    serviceFee\n    hoursBeforeCheckIn\n    cancellable\n  }\n}\n\nmutation CancelTrip($id: ID!) {\n  cancelBooking(id: $id) {\n    ...TripFields\n  }\n}\n\nmutation ReviewStay($input: ReviewInput!) {\n  createReview(input: $input) {\n    id\n    bookingId\n    rating\n    comment\n    createdAt\n  }\n}": typeof types.TripFieldsFragmentDoc,
};
const documents: Documents = {
    "query BookingQuote($propertyId: ID!, $checkIn: String!, $checkOut: String!, $guests: Int) {\n  bookingQuote(\n    propertyId: $propertyId\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n  ) {\n    propertyId\n    nights\n    pricePerNight\n    subtotal\n    serviceFee\n    total\n    totalPrice\n  }\n}\n\nquery PropertyAvailability($propertyId: ID!) {\n  propertyAvailability(propertyId: $propertyId) {\n    start\n    end\n  }\n}\n\nmutation RequestBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    id\n    status\n    checkInDate\n    checkOutDate\n    guests\n    totalPrice\n  }\n}": types.BookingQuoteDocument,
    "mutation MessageHost($input: NotificationInput!) {\n  sendNotification(input: $input) {\n    id\n  }\n}": types.MessageHostDocument,
    "fragment TripFields on Booking {\n  id\n  propertyId\n  checkInDate\n  checkOutDate\n  nights\n  guests\n  totalPrice\n  status\n  createdAt\n  cancellation {\n    cancelledAt\n    refundPercent\n    refundAmount\n    policy\n  }\n  property {\n    id\n    title\n    location\n    images\n  }\n}\n\nquery MyTrips {\n  myBookings {\n    ...TripFields\n  }\n  myReviews {\n    id\n    bookingId\n    rating\n  }\n}\n\nquery CancellationQuote($bookingId: ID!) {\n  cancellationQuote(bookingId: $bookingId) {\n    bookingId\n    policy\n    refundPercent\n    refundAmount\n    total\n    serviceFee\n    hoursBeforeCheckIn\n    cancellable\n  }\n}\n\nmutation CancelTrip($id: ID!) {\n  cancelBooking(id: $id) {\n    ...TripFields\n  }\n}\n\nmutation ReviewStay($input: ReviewInput!) {\n  createReview(input: $input) {\n    id\n    bookingId\n    rating\n    comment\n    createdAt\n  }\n}": types.TripFieldsFragmentDoc,
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
export function graphql(source: "query BookingQuote($propertyId: ID!, $checkIn: String!, $checkOut: String!, $guests: Int) {\n  bookingQuote(\n    propertyId: $propertyId\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n  ) {\n    propertyId\n    nights\n    pricePerNight\n    subtotal\n    serviceFee\n    total\n    totalPrice\n  }\n}\n\nquery PropertyAvailability($propertyId: ID!) {\n  propertyAvailability(propertyId: $propertyId) {\n    start\n    end\n  }\n}\n\nmutation RequestBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    id\n    status\n    checkInDate\n    checkOutDate\n    guests\n    totalPrice\n  }\n}"): (typeof documents)["query BookingQuote($propertyId: ID!, $checkIn: String!, $checkOut: String!, $guests: Int) {\n  bookingQuote(\n    propertyId: $propertyId\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n  ) {\n    propertyId\n    nights\n    pricePerNight\n    subtotal\n    serviceFee\n    total\n    totalPrice\n  }\n}\n\nquery PropertyAvailability($propertyId: ID!) {\n  propertyAvailability(propertyId: $propertyId) {\n    start\n    end\n  }\n}\n\nmutation RequestBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    id\n    status\n    checkInDate\n    checkOutDate\n    guests\n    totalPrice\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessageHost($input: NotificationInput!) {\n  sendNotification(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation MessageHost($input: NotificationInput!) {\n  sendNotification(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TripFields on Booking {\n  id\n  propertyId\n  checkInDate\n  checkOutDate\n  nights\n  guests\n  totalPrice\n  status\n  createdAt\n  cancellation {\n    cancelledAt\n    refundPercent\n    refundAmount\n    policy\n  }\n  property {\n    id\n    title\n    location\n    images\n  }\n}\n\nquery MyTrips {\n  myBookings {\n    ...TripFields\n  }\n  myReviews {\n    id\n    bookingId\n    rating\n  }\n}\n\nquery CancellationQuote($bookingId: ID!) {\n  cancellationQuote(bookingId: $bookingId) {\n    bookingId\n    policy\n    refundPercent\n    refundAmount\n    total\n    serviceFee\n    hoursBeforeCheckIn\n    cancellable\n  }\n}\n\nmutation CancelTrip($id: ID!) {\n  cancelBooking(id: $id) {\n    ...TripFields\n  }\n}\n\nmutation ReviewStay($input: ReviewInput!) {\n  createReview(input: $input) {\n    id\n    bookingId\n    rating\n    comment\n    createdAt\n  }\n}"): (typeof documents)["fragment TripFields on Booking {\n  id\n  propertyId\n  checkInDate\n  checkOutDate\n  nights\n  guests\n  totalPrice\n  status\n  createdAt\n  cancellation {\n    cancelledAt\n    refundPercent\n    refundAmount\n    policy\n  }\n  property {\n    id\n    title\n    location\n    images\n  }\n}\n\nquery MyTrips {\n  myBookings {\n    ...TripFields\n  }\n  myReviews {\n    id\n    bookingId\n    rating\n  }\n}\n\nquery CancellationQuote($bookingId: ID!) {\n  cancellationQuote(bookingId: $bookingId) {\n    bookingId\n    policy\n    refundPercent\n    refundAmount\n    total\n    serviceFee\n    hoursBeforeCheckIn\n    cancellable\n  }\n}\n\nmutation CancelTrip($id: ID!) {\n  cancelBooking(id: $id) {\n    ...TripFields\n  }\n}\n\nmutation ReviewStay($input: ReviewInput!) {\n  createReview(input: $input) {\n    id\n    bookingId\n    rating\n    comment\n    createdAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;