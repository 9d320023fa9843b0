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
    "The property's host when the booking was made."
    hostId: ID!
    "YYYY-MM-DD"
    checkInDate: String!
    checkOutDate: String!
    "The same as checkInDate (the admin list reads this name)."
    checkIn: String!
    "The same as checkOutDate."
    checkOut: String!
    nights: Int!
    guests: Int!
    message: String
    totalPrice: String!
    "pending | approved | rejected"
    status: String!
    createdAt: String!
    guest: User
    property: Property
  }

  "The server's price of a stay (SPEC section 9)."
  type BookingQuote {
    propertyId: ID!
    checkInDate: String!
    checkOutDate: String!
    guests: Int!
    nights: Int!
    pricePerNight: Float!
    subtotal: Float!
    "14% of the subtotal, rounded to whole dollars."
    serviceFee: Float!
    total: Float!
    "The total as a booking stores it."
    totalPrice: String!
  }

  "SPEC section 7's booking payload; nullable fields so that missing ones get field messages."
  input BookingInput {
    propertyId: ID
    checkInDate: String
    checkOutDate: String
    guests: Int
    message: String
    "Checked against the server's total; a different amount is refused."
    totalPrice: String
    "Must be the caller when given."
    guestId: ID
  }

  type Query {
    "A booking its guest, its host or a moderator may see; null otherwise."
    booking(id: ID!): Booking
    "Nights, subtotal, service fee and total of a stay at an approved property."
    bookingQuote(propertyId: ID!, checkIn: String!, checkOut: String!, guests: Int): BookingQuote!
    "The signed-in caller's own bookings (trips), newest first."
    myBookings: [Booking!]!
    "Bookings of a host's properties, newest first: that host or an admin."
    hostBookings(hostId: ID!): [Booking!]!
    "Every booking (admin), newest first, optionally by status."
    bookings(status: String): [Booking!]!
    "Pending booking requests (staff and admin), newest first."
    pendingBookings: [Booking!]!
  }

  type Mutation {
    "Requests a stay (pending); the server computes the price and notifies the host."
    createBooking(input: BookingInput!): Booking!
    "Approves or rejects a pending booking: its property's host, staff or admin. CONFLICT when it overlaps an approved stay."
    setBookingStatus(id: ID!, status: String!): Booking!
  }
`;
