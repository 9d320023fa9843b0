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
    "Why it was rejected, for its host (set by the rejection, cleared by an approval)"
    rejectionReason: String
  }

  """
  A form value as the add and edit forms send it: a text, a number, a list, or a list as JSON text.
  The server's validation decides what it means (SPEC sections 3 and 5).
  """
  scalar FormValue

  input PropertyInput {
    title: String
    description: String
    location: String
    propertyType: String
    "A number or numeric text"
    pricePerNight: FormValue
    "Falls back to 1 (host) or 2 (admin) when empty or invalid"
    maxGuests: FormValue
    bedrooms: FormValue
    bathrooms: FormValue
    "A list of amenity names, or JSON text of one"
    amenities: FormValue
    "Image URLs from uploads (/images/<id>), or JSON text of such a list; at most 10"
    images: FormValue
    "Admins only: the host the property is listed for"
    hostId: ID
  }

  "One page of a search; offset + limit page through it ('Load More')."
  type PropertyPage {
    items: [Property!]!
    hasMore: Boolean!
    "The offset of the next page, null on the last one"
    nextOffset: Int
    "Every match (costs a count: ask only when shown)"
    total: Int!
  }

  type PropertyCreated {
    property: Property!
    "'Your property has been submitted for review.' (host) or the admin's auto-approval notice"
    message: String!
  }

  type PropertyDeleted {
    id: ID!
    message: String!
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
    """
    Approved properties: location a case-insensitive part of the location, guests within maxGuests, dates
    (YYYY-MM-DD, both) excluding properties with an overlapping approved booking, filter ids of SPEC section 3
    (all must match; property types are alternatives), sort featured (newest first), price_low, price_high or
    rating; limit 1 to 100 (default 50), offset from 0.
    """
    searchProperties(
      location: String
      checkIn: String
      checkOut: String
      guests: Int
      filters: [String!]
      sort: String
      limit: Int
      offset: Int
    ): PropertyPage!
    "Approved and featured properties, newest first, narrowed by filter ids; limit 1 to 100 (default 7)."
    featuredProperties(filters: [String!], limit: Int): [Property!]!
    "A host's properties, newest first: every status for that host and moderators, approved ones otherwise."
    hostProperties(hostId: ID!): [Property!]!
  }

  type Mutation {
    "Hosts list their own (pending review); admins list for any host id (approved at once)."
    createProperty(input: PropertyInput!): PropertyCreated!
    "The fields given are changed; the host who owns it or an admin."
    updateProperty(id: ID!, input: PropertyInput!): Property!
    "Deletes the property, its reviews and its images; the host who owns it or an admin."
    deleteProperty(id: ID!): PropertyDeleted!
    "Staff and admins decide a pending property: decision approved or rejected (with a reason)."
    reviewProperty(id: ID!, decision: String!, reason: String): Property!
    "Admins: any status change SPEC section 4 allows (409 otherwise)."
    setPropertyStatus(id: ID!, status: String!, reason: String): Property!
    "Admins feature or unfeature an approved property (409 otherwise)."
    setPropertyFeatured(id: ID!, featured: Boolean!): Property!
  }
`;
