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
    "fragment ListingPropertyFields on Property {\n  id\n  title\n  location\n  pricePerNight\n  maxGuests\n  rating\n  reviewCount\n  status\n  propertyType\n  amenities\n  images\n  createdAt\n  description\n  featured\n  instantBook\n  trending\n  hostIsSuperhost\n}\n\nquery PropertyPage($location: String, $checkIn: String, $checkOut: String, $guests: Int, $sort: PropertySort, $filters: [String!], $minPrice: Float, $maxPrice: Float, $savedOnly: Boolean, $instantBook: Boolean, $limit: Int, $offset: Int, $withTotal: Boolean = false) {\n  searchProperties(\n    location: $location\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n    sort: $sort\n    filters: $filters\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    savedOnly: $savedOnly\n    instantBook: $instantBook\n    limit: $limit\n    offset: $offset\n  ) {\n    items {\n      ...ListingPropertyFields\n    }\n    hasMore\n    nextOffset\n    total @include(if: $withTotal)\n  }\n}\n\nquery FeaturedProperties($limit: Int) {\n  featuredProperties(limit: $limit) {\n    ...ListingPropertyFields\n  }\n}\n\nquery MyFavoriteIds {\n  myFavoriteIds\n}\n\nmutation SetFavorite($propertyId: ID!, $saved: Boolean!) {\n  setFavorite(propertyId: $propertyId, saved: $saved)\n}\n\nquery ApprovedCount {\n  propertyCount(status: approved)\n}": typeof types.ListingPropertyFieldsFragmentDoc,
    "fragment ReviewFields on Review {\n  id\n  rating\n  comment\n  createdAt\n  user {\n    id\n    firstName\n    lastName\n    profileImageUrl\n  }\n}\n\nfragment PropertyDetailsFields on Property {\n  ...ListingPropertyFields\n  description\n  bedrooms\n  bathrooms\n  reviewCount\n  host {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    createdAt\n  }\n  reviews {\n    ...ReviewFields\n  }\n}\n\nquery PropertyDetails($id: ID!) {\n  property(id: $id) {\n    ...PropertyDetailsFields\n  }\n}\n\nquery BookingQuote($propertyId: ID!, $checkIn: String!, $checkOut: String!, $guests: Int) {\n  bookingQuote(\n    propertyId: $propertyId\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n  ) {\n    nights\n    subtotal\n    serviceFee\n    total\n  }\n}": typeof types.ReviewFieldsFragmentDoc,
    "query DestinationSuggestions($text: String!) {\n  destinationSuggestions(text: $text)\n}": typeof types.DestinationSuggestionsDocument,
};
const documents: Documents = {
    "fragment ListingPropertyFields on Property {\n  id\n  title\n  location\n  pricePerNight\n  maxGuests\n  rating\n  reviewCount\n  status\n  propertyType\n  amenities\n  images\n  createdAt\n  description\n  featured\n  instantBook\n  trending\n  hostIsSuperhost\n}\n\nquery PropertyPage($location: String, $checkIn: String, $checkOut: String, $guests: Int, $sort: PropertySort, $filters: [String!], $minPrice: Float, $maxPrice: Float, $savedOnly: Boolean, $instantBook: Boolean, $limit: Int, $offset: Int, $withTotal: Boolean = false) {\n  searchProperties(\n    location: $location\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n    sort: $sort\n    filters: $filters\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    savedOnly: $savedOnly\n    instantBook: $instantBook\n    limit: $limit\n    offset: $offset\n  ) {\n    items {\n      ...ListingPropertyFields\n    }\n    hasMore\n    nextOffset\n    total @include(if: $withTotal)\n  }\n}\n\nquery FeaturedProperties($limit: Int) {\n  featuredProperties(limit: $limit) {\n    ...ListingPropertyFields\n  }\n}\n\nquery MyFavoriteIds {\n  myFavoriteIds\n}\n\nmutation SetFavorite($propertyId: ID!, $saved: Boolean!) {\n  setFavorite(propertyId: $propertyId, saved: $saved)\n}\n\nquery ApprovedCount {\n  propertyCount(status: approved)\n}": types.ListingPropertyFieldsFragmentDoc,
    "fragment ReviewFields on Review {\n  id\n  rating\n  comment\n  createdAt\n  user {\n    id\n    firstName\n    lastName\n    profileImageUrl\n  }\n}\n\nfragment PropertyDetailsFields on Property {\n  ...ListingPropertyFields\n  description\n  bedrooms\n  bathrooms\n  reviewCount\n  host {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    createdAt\n  }\n  reviews {\n    ...ReviewFields\n  }\n}\n\nquery PropertyDetails($id: ID!) {\n  property(id: $id) {\n    ...PropertyDetailsFields\n  }\n}\n\nquery BookingQuote($propertyId: ID!, $checkIn: String!, $checkOut: String!, $guests: Int) {\n  bookingQuote(\n    propertyId: $propertyId\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n  ) {\n    nights\n    subtotal\n    serviceFee\n    total\n  }\n}": types.ReviewFieldsFragmentDoc,
    "query DestinationSuggestions($text: String!) {\n  destinationSuggestions(text: $text)\n}": types.DestinationSuggestionsDocument,
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
export function graphql(source: "fragment ListingPropertyFields on Property {\n  id\n  title\n  location\n  pricePerNight\n  maxGuests\n  rating\n  reviewCount\n  status\n  propertyType\n  amenities\n  images\n  createdAt\n  description\n  featured\n  instantBook\n  trending\n  hostIsSuperhost\n}\n\nquery PropertyPage($location: String, $checkIn: String, $checkOut: String, $guests: Int, $sort: PropertySort, $filters: [String!], $minPrice: Float, $maxPrice: Float, $savedOnly: Boolean, $instantBook: Boolean, $limit: Int, $offset: Int, $withTotal: Boolean = false) {\n  searchProperties(\n    location: $location\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n    sort: $sort\n    filters: $filters\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    savedOnly: $savedOnly\n    instantBook: $instantBook\n    limit: $limit\n    offset: $offset\n  ) {\n    items {\n      ...ListingPropertyFields\n    }\n    hasMore\n    nextOffset\n    total @include(if: $withTotal)\n  }\n}\n\nquery FeaturedProperties($limit: Int) {\n  featuredProperties(limit: $limit) {\n    ...ListingPropertyFields\n  }\n}\n\nquery MyFavoriteIds {\n  myFavoriteIds\n}\n\nmutation SetFavorite($propertyId: ID!, $saved: Boolean!) {\n  setFavorite(propertyId: $propertyId, saved: $saved)\n}\n\nquery ApprovedCount {\n  propertyCount(status: approved)\n}"): (typeof documents)["fragment ListingPropertyFields on Property {\n  id\n  title\n  location\n  pricePerNight\n  maxGuests\n  rating\n  reviewCount\n  status\n  propertyType\n  amenities\n  images\n  createdAt\n  description\n  featured\n  instantBook\n  trending\n  hostIsSuperhost\n}\n\nquery PropertyPage($location: String, $checkIn: String, $checkOut: String, $guests: Int, $sort: PropertySort, $filters: [String!], $minPrice: Float, $maxPrice: Float, $savedOnly: Boolean, $instantBook: Boolean, $limit: Int, $offset: Int, $withTotal: Boolean = false) {\n  searchProperties(\n    location: $location\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n    sort: $sort\n    filters: $filters\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    savedOnly: $savedOnly\n    instantBook: $instantBook\n    limit: $limit\n    offset: $offset\n  ) {\n    items {\n      ...ListingPropertyFields\n    }\n    hasMore\n    nextOffset\n    total @include(if: $withTotal)\n  }\n}\n\nquery FeaturedProperties($limit: Int) {\n  featuredProperties(limit: $limit) {\n    ...ListingPropertyFields\n  }\n}\n\nquery MyFavoriteIds {\n  myFavoriteIds\n}\n\nmutation SetFavorite($propertyId: ID!, $saved: Boolean!) {\n  setFavorite(propertyId: $propertyId, saved: $saved)\n}\n\nquery ApprovedCount {\n  propertyCount(status: approved)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewFields on Review {\n  id\n  rating\n  comment\n  createdAt\n  user {\n    id\n    firstName\n    lastName\n    profileImageUrl\n  }\n}\n\nfragment PropertyDetailsFields on Property {\n  ...ListingPropertyFields\n  description\n  bedrooms\n  bathrooms\n  reviewCount\n  host {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    createdAt\n  }\n  reviews {\n    ...ReviewFields\n  }\n}\n\nquery PropertyDetails($id: ID!) {\n  property(id: $id) {\n    ...PropertyDetailsFields\n  }\n}\n\nquery BookingQuote($propertyId: ID!, $checkIn: String!, $checkOut: String!, $guests: Int) {\n  bookingQuote(\n    propertyId: $propertyId\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n  ) {\n    nights\n    subtotal\n    serviceFee\n    total\n  }\n}"): (typeof documents)["fragment ReviewFields on Review {\n  id\n  rating\n  comment\n  createdAt\n  user {\n    id\n    firstName\n    lastName\n    profileImageUrl\n  }\n}\n\nfragment PropertyDetailsFields on Property {\n  ...ListingPropertyFields\n  description\n  bedrooms\n  bathrooms\n  reviewCount\n  host {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    createdAt\n  }\n  reviews {\n    ...ReviewFields\n  }\n}\n\nquery PropertyDetails($id: ID!) {\n  property(id: $id) {\n    ...PropertyDetailsFields\n  }\n}\n\nquery BookingQuote($propertyId: ID!, $checkIn: String!, $checkOut: String!, $guests: Int) {\n  bookingQuote(\n    propertyId: $propertyId\n    checkIn: $checkIn\n    checkOut: $checkOut\n    guests: $guests\n  ) {\n    nights\n    subtotal\n    serviceFee\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DestinationSuggestions($text: String!) {\n  destinationSuggestions(text: $text)\n}"): (typeof documents)["query DestinationSuggestions($text: String!) {\n  destinationSuggestions(text: $text)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;