// The JSON shapes of SPEC section 3 as the REST adapters answer them (components/schemas of the document).
import { CANCELLATION_POLICIES, CHECK_IN_HOUR_UTC, MAX_GUESTS, MIN_GUESTS } from '@stays/contracts';

type Schema = Record<string, unknown>;

const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
const int = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
const num = (extra: Schema = {}): Schema => ({ type: 'number', ...extra });
const bool: Schema = { type: 'boolean' };
const date = str({ format: 'date', example: '2026-12-01' });
const dateTime = str({ format: 'date-time' });
const object = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (name: string): Schema => ({ type: 'array', items: ref(name) });

const role = str({ enum: ['visitor', 'host', 'staff', 'admin'] });
const status = str({ enum: ['pending', 'approved', 'rejected'] });
/**
 * A booking's status: a cancelled one is a guest's cancellation (its refund on `cancellation`); an expired one
 * was still pending when its check-in passed.
 */
const bookingStatus = str({ enum: ['pending', 'approved', 'rejected', 'cancelled', 'expired'] });
const personFields = { id: str(), firstName: str({ nullable: true }), lastName: str({ nullable: true }) };
const person = object(personFields);
const personWithEmail = object({ ...personFields, email: str({ nullable: true }) });

const propertyFields: Record<string, Schema> = {
  id: str(),
  title: str(),
  description: str(),
  location: str(),
  pricePerNight: num({ example: 120 }),
  maxGuests: int({ minimum: MIN_GUESTS, maximum: MAX_GUESTS }),
  bedrooms: int({ nullable: true }),
  bathrooms: int({ nullable: true }),
  instantBook: bool,
  propertyType: str({ example: 'entire_home' }),
  amenities: { type: 'array', items: str() },
  images: { type: 'array', items: str({ example: '/images/665f1c2e9b1e8a0012345678' }) },
  rating: num({ nullable: true }),
  status,
  featured: bool,
  hostId: str(),
  host: { ...ref('Host'), nullable: true },
  createdAt: dateTime,
  reviewCount: int({ description: 'GET /api/properties/{id} only' }),
  rejectionReason: str({
    nullable: true,
    description: "The moderator's reason, in the host's and moderators' answers",
  }),
  cancellationPolicy: str({
    enum: [...CANCELLATION_POLICIES],
    description: 'The refund rule of a cancelled stay (SPEC section 9); moderate by default',
  }),
};
const PROPERTY_REQUIRED = ['id', 'title', 'location', 'pricePerNight', 'maxGuests', 'status', 'hostId'];

const participant = object({ ...personFields, profileImageUrl: str({ nullable: true }) });
/** A thread as the inbox lists it (issue 29); the thread itself adds its entries. */
const conversationFields: Record<string, Schema> = {
  id: str(),
  propertyId: str(),
  guestId: str(),
  hostId: str(),
  property: {
    ...object({ id: str(), title: str(), location: str(), images: { type: 'array', items: str() } }),
    nullable: true,
  },
  guest: { ...participant, nullable: true },
  host: { ...participant, nullable: true },
  lastEntry: { ...ref('ConversationEntry'), nullable: true },
  unreadCount: int({ description: 'Entries the caller did not write, newer than their read time' }),
  otherReadAt: { ...dateTime, nullable: true, description: "When the other side last read it ('Seen')" },
  reported: bool,
  createdAt: dateTime,
  updatedAt: dateTime,
};
const CONVERSATION_REQUIRED = [
  'id',
  'propertyId',
  'guestId',
  'hostId',
  'unreadCount',
  'reported',
  'createdAt',
];

export const schemas: Record<string, Schema> = {
  Error: object(
    {
      message: str({ example: 'Invalid username or password' }),
      errors: { type: 'object', additionalProperties: str(), description: 'Field errors (400 only)' },
    },
    ['message'],
  ),
  UploadError: object(
    {
      error: str({ example: 'Only JPEG, PNG, WebP or GIF images are accepted' }),
      message: str({ description: 'The same text, as every other error carries it' }),
    },
    ['error'],
  ),
  User: object(
    {
      id: str(),
      username: str(),
      firstName: str({ nullable: true }),
      lastName: str({ nullable: true }),
      email: str({ format: 'email' }),
      role,
      isBlocked: bool,
      profileImageUrl: str({ nullable: true }),
      createdAt: dateTime,
    },
    ['id', 'username', 'email', 'role'],
  ),
  Host: object({
    id: str(),
    firstName: str({ nullable: true }),
    lastName: str({ nullable: true }),
    email: str({ nullable: true }),
    role,
    profileImageUrl: str({ nullable: true }),
  }),
  Property: object(propertyFields, PROPERTY_REQUIRED),
  PropertyCreated: object(
    { ...propertyFields, message: str({ example: 'Property submitted for review' }) },
    PROPERTY_REQUIRED,
  ),
  PropertyInput: object(
    {
      title: str(),
      description: str(),
      location: str(),
      propertyType: str(),
      pricePerNight: { oneOf: [str(), num()] },
      maxGuests: int({ minimum: MIN_GUESTS, maximum: MAX_GUESTS }),
      bedrooms: { oneOf: [str(), int({ minimum: 0 })], description: 'Optional; shown only when given' },
      bathrooms: { oneOf: [str(), int({ minimum: 0 })], description: 'Optional; shown only when given' },
      instantBook: {
        oneOf: [bool, str({ enum: ['true', 'false'] })],
        description: 'A request for free nights is approved at once; false by default',
      },
      amenities: { oneOf: [{ type: 'array', items: str() }, str({ description: 'JSON text of an array' })] },
      images: { oneOf: [{ type: 'array', items: str() }, str({ description: 'JSON text of an array' })] },
      hostId: str({ description: 'Admins only: the host the property is listed for' }),
      status: str({ description: 'Ignored for hosts (always pending)' }),
      cancellationPolicy: str({
        enum: [...CANCELLATION_POLICIES],
        description: 'Moderate when a new property gives none; another value answers 400',
      }),
    },
    ['title', 'description', 'location', 'propertyType', 'pricePerNight', 'maxGuests'],
  ),
  Review: object({
    id: str(),
    propertyId: str(),
    bookingId: str({ nullable: true }),
    rating: num(),
    comment: str(),
    createdAt: dateTime,
    user: object({ id: str(), firstName: str(), lastName: str(), profileImageUrl: str({ nullable: true }) }),
  }),
  Booking: object(
    {
      id: str(),
      propertyId: str(),
      guestId: str(),
      checkInDate: date,
      checkOutDate: date,
      checkIn: { ...date, description: 'The same as checkInDate (the admin list reads this name)' },
      checkOut: { ...date, description: 'The same as checkOutDate' },
      guests: int(),
      message: str({ nullable: true }),
      totalPrice: str({ example: '684' }),
      status: bookingStatus,
      createdAt: dateTime,
      hostId: str({ description: "The property's host at the time of the request" }),
      cancellation: {
        ...object({
          cancelledAt: dateTime,
          cancelledBy: str({ nullable: true }),
          policy: str({ enum: [...CANCELLATION_POLICIES] }),
          refundPercent: int({ minimum: 0, maximum: 100 }),
          refundAmount: num(),
        }),
        nullable: true,
        description: 'Set when cancelled: the refund computed at that moment',
      },
      nights: int(),
      guest: { ...personWithEmail, nullable: true },
      property: {
        ...object({
          id: str(),
          title: str(),
          location: str(),
          images: { type: 'array', items: str() },
          pricePerNight: num(),
          hostId: str(),
          host: { ...personWithEmail, nullable: true },
        }),
        nullable: true,
      },
    },
    ['id', 'propertyId', 'guestId', 'checkInDate', 'checkOutDate', 'guests', 'totalPrice', 'status'],
  ),
  BookingInput: object(
    {
      checkInDate: date,
      checkOutDate: date,
      guests: int({ minimum: MIN_GUESTS, maximum: MAX_GUESTS }),
      message: str(),
      totalPrice: str({ description: 'Checked against the server computation; a mismatch is refused' }),
      propertyId: str(),
      guestId: str({ description: 'Must be the caller' }),
    },
    ['checkInDate', 'checkOutDate', 'guests', 'propertyId'],
  ),
  RefundQuote: object(
    {
      bookingId: str(),
      policy: str({ enum: [...CANCELLATION_POLICIES] }),
      refundPercent: int({ description: '100, 50 or 0 of the nights (0 for a pending request)' }),
      charged: bool,
      refundAmount: num({ example: 200 }),
      total: num(),
      serviceFee: num({ description: 'Never refunded' }),
      hoursBeforeCheckIn: int({ description: 'Negative during the stay' }),
      checkInAt: str({
        format: 'date-time',
        description: `Check-in: ${CHECK_IN_HOUR_UTC}:00 UTC of the check-in date`,
      }),
      cancellable: bool,
    },
    ['bookingId', 'policy', 'refundPercent', 'refundAmount', 'cancellable'],
  ),
  TakenNights: object(
    {
      start: str({ format: 'date', description: 'The first taken night' }),
      end: str({ format: 'date', description: 'The morning after the last taken night' }),
    },
    ['start', 'end'],
  ),
  ReviewInput: object(
    {
      bookingId: str({ description: 'The approved stay, ended, of the caller' }),
      rating: int({ minimum: 1, maximum: 5 }),
      comment: str({ minLength: 10, maxLength: 1000 }),
    },
    ['bookingId', 'rating', 'comment'],
  ),
  Quote: object({
    propertyId: str(),
    checkInDate: date,
    checkOutDate: date,
    guests: int(),
    totalPrice: str({ example: '164', description: 'The total as the booking request sends it' }),
    nights: int(),
    pricePerNight: num(),
    subtotal: num(),
    serviceFee: num(),
    total: num(),
  }),
  Notification: object(
    {
      id: str(),
      recipientId: str({ nullable: true }),
      recipientRole: str({ nullable: true, description: 'Set for messages to a whole desk (staff)' }),
      senderId: str({ nullable: true }),
      sender: { ...person, nullable: true },
      title: str(),
      message: str(),
      isRead: bool,
      relatedEntityType: str({ nullable: true }),
      relatedEntityId: str({ nullable: true }),
      createdAt: dateTime,
    },
    ['id', 'title', 'message', 'isRead', 'createdAt'],
  ),
  NotificationInput: object(
    {
      recipientId: str(),
      title: str(),
      message: str(),
      relatedEntityType: str({ example: 'property' }),
      relatedEntityId: str(),
    },
    ['recipientId', 'title', 'message'],
  ),
  HostApplication: object({
    id: str(),
    userId: str(),
    status,
    reason: str(),
    phone: str(),
    address: str(),
    reviewedBy: str({ nullable: true }),
    reviewedAt: { ...dateTime, nullable: true },
    reviewNote: str({ nullable: true }),
    createdAt: dateTime,
    user: {
      ...object({ ...personFields, email: str(), profileImageUrl: str({ nullable: true }) }),
      nullable: true,
    },
    reviewer: { ...person, nullable: true },
  }),
  Stats: object({
    pendingProperties: int(),
    totalUsers: int(),
    pendingBookings: int(),
    monthlyEarnings: num(),
  }),
  Report: object({
    id: str(),
    type: str({ enum: ['user_activity', 'properties', 'bookings', 'earnings'] }),
    title: str(),
    description: str(),
    dateRange: str({ example: 'Last 30 days' }),
    from: dateTime,
    to: dateTime,
    createdBy: str({ nullable: true }),
    createdAt: dateTime,
    data: {
      type: 'object',
      additionalProperties: true,
      description:
        'Each figure by its key, plus `figures` [{key, label, value}]; a freshly generated report also has `columns` and `rows` (the CSV table)',
    },
  }),
  HostAnalytics: object({
    hostId: str(),
    totalRevenue: num({ description: 'Sum of approved totalPrice' }),
    revenue: str({ example: '1240.00', description: 'The same with 2 decimals' }),
    totalBookings: int(),
    approvedBookings: int(),
    pendingRequests: int(),
    averageBookingValue: num({ description: 'Revenue / approved bookings, or 0' }),
    approvalRate: int({ description: 'Rounded percentage of approved bookings out of all' }),
    thisMonth: int({ description: 'Bookings created this calendar month' }),
    thisMonthRevenue: num(),
    cancelledBookings: int({ description: 'Bookings their guests cancelled' }),
    refundedTotal: num({ description: 'Refunded to guests over those cancellations (fees kept)' }),
    recentBookings: {
      type: 'array',
      description: 'The 5 newest',
      items: object({
        id: str(),
        propertyId: str(),
        checkInDate: date,
        checkOutDate: date,
        guests: int(),
        totalPrice: str(),
        status: bookingStatus,
        createdAt: dateTime,
        guest: { ...person, nullable: true },
        property: { ...object({ id: str(), title: str(), location: str() }), nullable: true },
      }),
    },
    topProperties: {
      type: 'array',
      description: 'The top 3 by booking count',
      items: object({
        propertyId: str(),
        bookings: int(),
        approvedBookings: int(),
        revenue: num(),
        property: { ...object({ id: str(), title: str(), location: str() }), nullable: true },
      }),
    },
  }),
  ConversationEntry: object(
    {
      id: str(),
      kind: str({ enum: ['message', 'request', 'approved', 'declined', 'cancelled', 'expired', 'review'] }),
      senderId: str({ nullable: true, description: 'Null for events nobody caused (an expiry)' }),
      body: str({
        nullable: true,
        description: "A message's text (shown as text, never HTML), a request's note",
      }),
      bookingId: str({ nullable: true }),
      checkIn: str({ nullable: true, format: 'date' }),
      checkOut: str({ nullable: true, format: 'date' }),
      amount: num({ nullable: true, description: 'request: the total price; cancelled: the refund' }),
      rating: int({ nullable: true, minimum: 1, maximum: 5 }),
      createdAt: dateTime,
    },
    ['id', 'kind', 'createdAt'],
  ),
  Conversation: object(conversationFields, CONVERSATION_REQUIRED),
  ConversationThread: object(
    {
      ...conversationFields,
      entries: object(
        {
          items: { ...arrayOf('ConversationEntry'), description: 'Oldest first; the newest page by default' },
          hasMore: { ...bool, description: 'Older entries exist: ask again with before = items[0].id' },
        },
        ['items', 'hasMore'],
      ),
    },
    [...CONVERSATION_REQUIRED, 'entries'],
  ),
  ConversationPage: object(
    {
      items: arrayOf('Conversation'),
      hasMore: bool,
      nextOffset: int({ nullable: true }),
      total: int(),
      unread: int({ description: "Unread entries over all the caller's conversations (the header's badge)" }),
    },
    ['items', 'hasMore', 'total', 'unread'],
  ),
  Message: object({ message: str() }, ['message']),
};
