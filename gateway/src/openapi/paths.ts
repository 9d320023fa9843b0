// Every `/api` call the gateway answers (SPEC section 7 and the calls the server-side rules added).
// coverage.test.ts checks this list against the routes the REST adapters register, both ways.
import type { Method, OperationSpec } from './builder';
import { arrayOf, ref } from './schemas';

type Schema = Record<string, unknown>;
const obj = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
const text: Schema = { type: 'string' };
const credentials = obj({ username: text, password: text }, ['username', 'password']);
const statusBody = (values: string[]) => obj({ status: { type: 'string', enum: values } }, ['status']);
const decision = statusBody(['approved', 'rejected']);

export const apiCalls: Array<[Method, string, OperationSpec]> = [
  // Identity
  [
    'get',
    '/user',
    { tag: 'Identity', summary: 'The signed-in user', access: 'signed-in', ok: { schema: ref('User') } },
  ],
  [
    'get',
    '/login',
    {
      tag: 'Identity',
      summary: 'A browser sent here (an admin screen whose session ended) is redirected to the sign-in page',
      access: 'anyone',
      ok: { status: 302, description: 'Found: Location /login' },
    },
  ],
  [
    'post',
    '/login',
    {
      tag: 'Identity',
      summary: 'Sign in; sets the session cookie',
      access: 'anyone',
      body: credentials,
      ok: { schema: ref('User') },
      errors: [401, 403, 429],
    },
  ],
  [
    'post',
    '/register',
    {
      tag: 'Identity',
      summary: 'Create an account (visitor, or host from the host flows); signs in',
      access: 'anyone',
      body: obj(
        {
          username: text,
          password: text,
          email: text,
          firstName: text,
          lastName: text,
          role: { type: 'string', enum: ['visitor', 'host'] },
        },
        ['username', 'password', 'email'],
      ),
      ok: { status: 201, schema: ref('User') },
      errors: [409, 429],
    },
  ],
  [
    'post',
    '/check-user',
    {
      tag: 'Identity',
      summary: 'Whether an email or username has an account, and whether it is a host',
      access: 'anyone',
      body: obj({ identifier: text }, ['identifier']),
      ok: { schema: obj({ exists: { type: 'boolean' }, isHost: { type: 'boolean' } }) },
      errors: [429],
    },
  ],
  [
    'post',
    '/upgrade-to-host',
    {
      tag: 'Identity',
      summary: 'The signed-in visitor becomes a host',
      access: 'signed-in',
      ok: { schema: ref('User') },
      errors: [403],
    },
  ],
  [
    'post',
    '/auth/staff-login',
    {
      tag: 'Identity',
      summary: 'Staff portal sign-in (staff and admin accounts only)',
      access: 'anyone',
      body: credentials,
      ok: { schema: obj({ user: ref('User'), message: text }) },
      errors: [401, 403, 429],
    },
  ],
  [
    'post',
    '/logout',
    {
      tag: 'Identity',
      summary: "Sign out of this browser; the account's other sessions stay signed in",
      access: 'anyone',
      ok: { schema: ref('Message') },
    },
  ],
  [
    'post',
    '/logout/everywhere',
    {
      tag: 'Identity',
      summary: 'Sign out everywhere: every session of the account ends, this one included',
      access: 'anyone',
      ok: { schema: ref('Message') },
    },
  ],
  [
    'get',
    '/config',
    {
      tag: 'Identity',
      summary: 'What the sign-in pages may offer: demoLogins is false under NODE_ENV=production',
      access: 'anyone',
      ok: { schema: obj({ demoLogins: { type: 'boolean' } }, ['demoLogins']) },
    },
  ],
  // Users (admin and staff)
  [
    'get',
    '/admin/users',
    {
      tag: 'Users',
      summary: 'All accounts, searchable and filterable',
      access: 'admin',
      query: [
        { name: 'search', description: 'Matches first name, last name, username or email' },
        { name: 'role', description: 'visitor, host, staff or admin' },
      ],
      ok: { schema: arrayOf('User') },
    },
  ],
  [
    'put',
    '/admin/users/{id}/role',
    {
      tag: 'Users',
      summary: "Change an account's role (takes effect at its next request)",
      access: 'admin',
      body: obj({ role: { type: 'string', enum: ['visitor', 'host', 'staff', 'admin'] } }, ['role']),
      ok: { schema: ref('User') },
      errors: [404],
    },
  ],
  [
    'put',
    '/admin/users/{id}/block',
    {
      tag: 'Users',
      summary: 'Block or unblock an account (toggles)',
      access: 'admin',
      ok: { schema: ref('User') },
      errors: [404],
    },
  ],
  [
    'get',
    '/dashboard/users',
    {
      tag: 'Users',
      summary: 'Host and visitor accounts for the staff portal',
      access: 'staff or admin',
      query: [
        { name: 'search', description: 'Matches first name, last name, username or email' },
        { name: 'role', description: 'host or visitor' },
      ],
      ok: { schema: arrayOf('User') },
    },
  ],
  [
    'patch',
    '/dashboard/users/{id}/block',
    {
      tag: 'Users',
      summary: 'Block or unblock a host or visitor account',
      access: 'staff or admin',
      body: obj({ isBlocked: { type: 'boolean' } }, ['isBlocked']),
      ok: { schema: ref('User') },
      errors: [404],
    },
  ],
  // Host applications
  [
    'post',
    '/host-applications',
    {
      tag: 'Host applications',
      summary: 'Submit a host application for the signed-in visitor',
      access: 'signed-in',
      body: obj({ reason: text, phone: text, address: text }, ['reason', 'phone', 'address']),
      ok: { status: 201, schema: ref('HostApplication') },
      errors: [409],
    },
  ],
  [
    'get',
    '/host-applications',
    {
      tag: 'Host applications',
      summary: 'Host applications, optionally by status',
      access: 'staff or admin',
      query: [{ name: 'status', description: 'pending, approved or rejected' }],
      ok: { schema: arrayOf('HostApplication') },
    },
  ],
  [
    'put',
    '/host-applications/{id}',
    {
      tag: 'Host applications',
      summary: 'Approve (the user becomes a host) or reject an application',
      access: 'staff or admin',
      description:
        'A rejection needs a reason (1 to 500 characters): the applicant reads it and is notified.',
      body: obj({ status: { type: 'string', enum: ['approved', 'rejected'] }, reason: text }, ['status']),
      ok: { schema: ref('HostApplication') },
      errors: [400, 404, 409],
    },
  ],
  // Properties
  [
    'get',
    '/properties',
    {
      tag: 'Properties',
      summary: 'Properties by status (public: approved only)',
      access: 'anyone',
      query: [
        { name: 'status', description: 'approved (the default for everyone but moderators)' },
        { name: 'limit', description: 'Page size, 1 to 1000 (the whole list without it)' },
        { name: 'offset', description: 'Items to skip' },
      ],
      ok: { schema: arrayOf('Property') },
      errors: [400],
    },
  ],
  [
    'get',
    '/properties/featured',
    {
      tag: 'Properties',
      summary: 'Featured approved properties matching the filters',
      access: 'anyone',
      query: [
        { name: 'filters', description: 'Comma-separated filter ids (SPEC section 3)' },
        {
          name: 'limit',
          description: 'At most this many',
          schema: { type: 'integer', minimum: 1, maximum: 100 },
        },
      ],
      ok: { schema: arrayOf('Property') },
      errors: [400],
    },
  ],
  [
    'get',
    '/properties/search',
    {
      tag: 'Properties',
      summary: 'Search approved properties',
      access: 'anyone',
      description:
        'Location is a case-insensitive substring; guests not above maxGuests; dates exclude properties with an overlapping approved stay.',
      query: [
        { name: 'location', description: 'Part of the location' },
        { name: 'checkIn', description: 'YYYY-MM-DD' },
        { name: 'checkOut', description: 'YYYY-MM-DD' },
        { name: 'guests', description: '1 to 16' },
        { name: 'filters', description: 'Comma-separated filter ids' },
        { name: 'sort', description: 'featured, price_low, price_high or rating' },
        { name: 'limit', description: 'Page size' },
        { name: 'offset', description: 'Items to skip (Load More)' },
        { name: 'minPrice', description: 'Lowest nightly price (0 to 100000)' },
        { name: 'maxPrice', description: 'Highest nightly price (0 to 100000, not below minPrice)' },
        { name: 'saved', description: "true: only the signed-in caller's saved properties (401 signed out)" },
        { name: 'instantBook', description: 'true: only properties that take Instant Book' },
      ],
      ok: {
        schema: arrayOf('Property'),
        headers: {
          'X-Has-More': {
            description: 'true when more results follow this page',
            schema: { type: 'string', enum: ['true', 'false'] },
          },
          'X-Next-Offset': {
            description: "The offset of the next page (only when X-Has-More is true): 'Load More' sends it",
            schema: { type: 'integer' },
          },
        },
      },
      errors: [400, 401],
    },
  ],
  [
    'get',
    '/properties/host/{hostId}',
    {
      tag: 'Properties',
      summary: "A host's properties (all statuses for the host and moderators)",
      access: 'anyone',
      ok: { schema: arrayOf('Property') },
    },
  ],
  [
    'get',
    '/properties/{id}',
    {
      tag: 'Properties',
      summary: 'One property with its host',
      access: 'anyone',
      ok: { schema: ref('Property') },
      errors: [404],
    },
  ],
  [
    'get',
    '/properties/{id}/reviews',
    {
      tag: 'Properties',
      summary: "A property's reviews",
      access: 'anyone',
      ok: { schema: arrayOf('Review') },
    },
  ],
  [
    'post',
    '/properties',
    {
      tag: 'Properties',
      summary: 'List a property (host: pending review; admin: approved, for any host)',
      access: 'host',
      body: ref('PropertyInput'),
      ok: { status: 201, schema: ref('PropertyCreated') },
    },
  ],
  [
    'put',
    '/properties/{id}',
    {
      tag: 'Properties',
      summary: 'Edit a property (its host or an admin)',
      access: 'host',
      body: ref('PropertyInput'),
      ok: { schema: ref('Property') },
      errors: [404],
    },
  ],
  [
    'delete',
    '/properties/{id}',
    {
      tag: 'Properties',
      summary: 'Delete a property and its images (its host or an admin)',
      access: 'host',
      description:
        'Refused (409) while an approved stay is still to come. Otherwise its pending requests are declined (their guests are told), no new ones are taken, and past stays stay on record.',
      ok: { schema: ref('Message') },
      errors: [404, 409, 503],
    },
  ],
  [
    'post',
    '/upload-image',
    {
      tag: 'Properties',
      summary: 'Upload one image (JPEG, PNG, WebP or GIF, at most 5 MB)',
      access: 'host',
      multipart: { image: { type: 'string', format: 'binary' } },
      description:
        'Errors answer `{ error }` as SPEC section 7 documents; 10 images per property, 60 uploads per account in 10 minutes.',
      ok: { status: 201, schema: obj({ url: text }, ['url']) },
      errors: [413, 415, 429],
      errorSchema: 'UploadError',
    },
  ],
  [
    'get',
    '/admin/properties',
    {
      tag: 'Properties',
      summary: 'Every property, any status',
      access: 'admin',
      ok: { schema: arrayOf('Property') },
    },
  ],
  [
    'put',
    '/admin/properties/{id}/status',
    {
      tag: 'Properties',
      summary: "Set a property's status (allowed transitions only)",
      access: 'admin',
      body: statusBody(['pending', 'approved', 'rejected']),
      ok: { schema: ref('Property') },
      errors: [404, 409],
    },
  ],
  [
    'put',
    '/admin/properties/{id}/featured',
    {
      tag: 'Properties',
      summary: 'Feature or unfeature an approved property',
      access: 'admin',
      body: obj({ featured: { type: 'boolean' } }, ['featured']),
      ok: { schema: ref('Property') },
      errors: [404, 409],
    },
  ],
  [
    'get',
    '/dashboard/pending-properties',
    {
      tag: 'Properties',
      summary: 'The review queue',
      access: 'staff or admin',
      ok: { schema: arrayOf('Property') },
    },
  ],
  [
    'patch',
    '/dashboard/properties/{id}/approve',
    {
      tag: 'Properties',
      summary: 'Approve a pending property (the host is notified)',
      access: 'staff or admin',
      ok: { schema: ref('Property') },
      errors: [404, 409],
    },
  ],
  [
    'patch',
    '/dashboard/properties/{id}/reject',
    {
      tag: 'Properties',
      summary: 'Reject a pending property with a reason (the host is notified)',
      access: 'staff or admin',
      body: obj({ reason: text }),
      ok: { schema: ref('Property') },
      errors: [404, 409],
    },
  ],
  // Bookings
  [
    'post',
    '/bookings',
    {
      tag: 'Bookings',
      summary: 'Request a stay; the server computes the price',
      access: 'signed-in',
      description:
        '409 "You already have a request for these dates." when the guest has a pending or approved request ' +
        'overlapping these nights of the same property, or when the host blocked some of them.',
      body: ref('BookingInput'),
      ok: { status: 201, schema: ref('Booking') },
      // 429: more booking requests than BOOKING_REQUEST_RATE_LIMIT (10 an hour) from one guest.
      errors: [403, 404, 409, 429],
    },
  ],
  [
    'get',
    '/bookings/quote',
    {
      tag: 'Bookings',
      summary: 'Nights, subtotal, 14% service fee and total for a stay',
      access: 'anyone',
      query: [
        { name: 'propertyId', description: 'The property', required: true },
        { name: 'checkIn', description: 'YYYY-MM-DD', required: true },
        { name: 'checkOut', description: 'YYYY-MM-DD', required: true },
        { name: 'guests', description: '1 to 16' },
      ],
      ok: { schema: ref('Quote') },
      errors: [400, 404],
    },
  ],
  [
    'get',
    '/bookings/mine',
    {
      tag: 'Bookings',
      summary: "The signed-in guest's bookings (trips)",
      access: 'signed-in',
      ok: { schema: arrayOf('Booking') },
    },
  ],
  [
    'get',
    '/bookings',
    { tag: 'Bookings', summary: 'Every booking', access: 'admin', ok: { schema: arrayOf('Booking') } },
  ],
  [
    'get',
    '/bookings/host/{hostId}',
    {
      tag: 'Bookings',
      summary: "Bookings of a host's properties",
      access: 'host',
      ok: { schema: arrayOf('Booking') },
    },
  ],
  [
    'put',
    '/bookings/{id}/status',
    {
      tag: 'Bookings',
      summary: 'Approve or reject a pending booking (409 when it overlaps an approved stay)',
      access: 'host',
      description: "The property's host, staff or an admin.",
      body: decision,
      ok: { schema: ref('Booking') },
      errors: [404, 409],
    },
  ],
  [
    'get',
    '/bookings/{id}/refund',
    {
      tag: 'Bookings',
      summary: 'What cancelling this booking now would refund (SPEC section 9 policies; the fee is kept)',
      access: 'signed-in',
      description:
        "The booking's guest, staff or an admin. Check-in counts from 15:00 UTC of the check-in date; a pending request refunds everything.",
      ok: { schema: ref('RefundQuote') },
      errors: [403, 404],
    },
  ],
  [
    'post',
    '/bookings/{id}/cancel',
    {
      tag: 'Bookings',
      summary: 'Cancel a pending or approved booking: the refund is stored, the nights are free again',
      access: 'signed-in',
      description:
        "The booking's guest, or staff and admins for them (the host: 403). 409 when it is already rejected or cancelled, or the stay has ended.",
      ok: { schema: ref('Booking') },
      errors: [403, 404, 409],
    },
  ],
  [
    'get',
    '/properties/{id}/availability',
    {
      tag: 'Bookings',
      summary: "A property's taken nights from today on (approved stays and host blocks), no guest data",
      access: 'anyone',
      ok: { schema: arrayOf('TakenNights') },
    },
  ],
  [
    'post',
    '/reviews',
    {
      tag: 'Properties',
      summary: "Review your ended, approved stay; the property's rating becomes the average",
      access: 'signed-in',
      description: 'Only the guest of the stay (403 otherwise), once per stay (409 the second time).',
      body: ref('ReviewInput'),
      ok: { status: 201, schema: ref('Review') },
      errors: [403, 404, 409],
    },
  ],
  [
    'get',
    '/dashboard/pending-bookings',
    {
      tag: 'Bookings',
      summary: 'Pending booking requests',
      access: 'staff or admin',
      ok: { schema: arrayOf('Booking') },
    },
  ],
  // Notifications and contact
  [
    'get',
    '/dashboard/notifications',
    {
      tag: 'Notifications',
      summary: "The caller's notifications, newest first",
      access: 'signed-in',
      ok: { schema: arrayOf('Notification') },
    },
  ],
  [
    'post',
    '/dashboard/notifications',
    {
      tag: 'Notifications',
      summary: 'Send a message to a host',
      access: 'signed-in',
      description:
        "Staff and admins message any host; a guest may message the host of an approved property (the property page's message dialog), naming it in relatedEntityId.",
      body: ref('NotificationInput'),
      ok: { status: 201, schema: ref('Notification') },
      // 429: a guest's messages over MESSAGE_RATE_LIMIT (10 per 10 minutes).
      errors: [403, 404, 429],
    },
  ],
  [
    'get',
    '/favorites',
    {
      tag: 'Favourites',
      summary: 'Your saved properties: their ids, newest saved first',
      access: 'signed-in',
      ok: { schema: { type: 'array', items: text } },
    },
  ],
  [
    'put',
    '/favorites/{propertyId}',
    {
      tag: 'Favourites',
      summary: 'Save a property (saving it again changes nothing); answers your saved ids',
      access: 'signed-in',
      ok: { schema: { type: 'array', items: text } },
      errors: [400, 404, 409],
    },
  ],
  [
    'delete',
    '/favorites/{propertyId}',
    {
      tag: 'Favourites',
      summary: 'Remove a saved property; answers your saved ids',
      access: 'signed-in',
      ok: { schema: { type: 'array', items: text } },
      errors: [400],
    },
  ],
  [
    'get',
    '/destinations',
    {
      tag: 'Properties',
      summary: 'Destination and region names for what a guest typed (the search bar suggestions)',
      access: 'anyone',
      query: [{ name: 'q', description: 'What the guest typed (empty: every name)' }],
      ok: { schema: { type: 'array', items: text } },
      errors: [400],
    },
  ],
  [
    'patch',
    '/dashboard/notifications/{id}/read',
    {
      tag: 'Notifications',
      summary: 'Mark one of your notifications read',
      access: 'signed-in',
      ok: { schema: ref('Notification') },
      errors: [404],
    },
  ],
  [
    'post',
    '/contact',
    {
      tag: 'Notifications',
      summary: 'The contact form: the message reaches the staff desk',
      access: 'anyone',
      body: obj({ name: text, email: text, subject: text, message: text }, [
        'name',
        'email',
        'subject',
        'message',
      ]),
      ok: { status: 201, schema: ref('Message') },
      errors: [429],
    },
  ],
  // Conversations (issue 29) and the live event stream
  [
    'get',
    '/conversations',
    {
      tag: 'Conversations',
      summary: "The caller's threads, as guest or as host, newest first, with unread counts",
      access: 'signed-in',
      query: [
        { name: 'limit', description: '1 to 100 (default 25)', schema: { type: 'integer' } },
        {
          name: 'offset',
          description: 'Threads to skip (nextOffset of the previous page)',
          schema: { type: 'integer' },
        },
      ],
      ok: { schema: ref('ConversationPage') },
      errors: [400],
    },
  ],
  [
    'post',
    '/conversations',
    {
      tag: 'Conversations',
      summary: "Start, or continue, the caller's thread with the host about an approved property",
      access: 'signed-in',
      description: 'The message is plain text of 1 to 5,000 characters. Never about your own property.',
      body: obj({ propertyId: text, message: text }, ['propertyId', 'message']),
      ok: { status: 201, schema: ref('Conversation') },
      // 429: the message rate limit (MESSAGE_RATE_LIMIT).
      errors: [403, 404, 429],
    },
  ],
  [
    'get',
    '/conversations/{id}',
    {
      tag: 'Conversations',
      summary: 'A thread with its messages and booking events, newest page first',
      access: 'signed-in',
      description:
        'Participants only (404 for anyone else); staff and admins may read a reported thread, read-only.',
      query: [
        { name: 'before', description: 'An entry id: the page of entries older than it' },
        { name: 'limit', description: '1 to 100 entries (default 50)', schema: { type: 'integer' } },
      ],
      ok: { schema: ref('ConversationThread') },
      errors: [400, 404],
    },
  ],
  [
    'post',
    '/conversations/{id}/messages',
    {
      tag: 'Conversations',
      summary: 'Write in a thread',
      access: 'signed-in',
      description: 'Plain text of 1 to 5,000 characters; over it, 400 names the limit.',
      body: obj({ body: text }, ['body']),
      ok: { status: 201, schema: ref('ConversationEntry') },
      errors: [403, 404, 429],
    },
  ],
  [
    'post',
    '/conversations/{id}/read',
    {
      tag: 'Conversations',
      summary: 'Mark a thread read up to now (the other side sees "Seen")',
      access: 'signed-in',
      ok: { schema: ref('Conversation') },
      errors: [404],
    },
  ],
  [
    'post',
    '/conversations/{id}/report',
    {
      tag: 'Conversations',
      summary: 'Report a thread to the staff desk; staff and admins can then read it',
      access: 'signed-in',
      body: obj({ reason: text }),
      ok: { schema: ref('Conversation') },
      errors: [404],
    },
  ],
  [
    'get',
    '/events',
    {
      tag: 'Conversations',
      summary: "The caller's live events as Server-Sent Events, for as long as the session lasts",
      access: 'signed-in',
      description:
        'Each event: `id:` its sequence number, `event:` message, conversation, booking or notification, `data:` ' +
        'JSON; a comment line every 15 s. A reconnect with the Last-Event-ID header (or ?lastEventId=) first ' +
        'gets every event after it. The stream ends when the session does (logout, block, role change).',
      query: [
        {
          name: 'lastEventId',
          description: 'The last id received, for a client that cannot send the header',
        },
      ],
      ok: { schema: { type: 'string' }, contentType: 'text/event-stream' },
    },
  ],
  // Dashboards and reports
  [
    'get',
    '/dashboard/stats',
    {
      tag: 'Dashboard',
      summary: 'Pending properties, users, pending bookings, earnings this month',
      access: 'staff or admin',
      ok: { schema: ref('Stats') },
    },
  ],
  [
    'get',
    '/dashboard/reports',
    {
      tag: 'Dashboard',
      summary: 'Stored reports, newest first',
      access: 'staff or admin',
      ok: { schema: arrayOf('Report') },
    },
  ],
  [
    'post',
    '/dashboard/reports',
    {
      tag: 'Dashboard',
      summary: 'Generate and store a report over the last 30 days',
      access: 'staff or admin',
      body: obj(
        {
          type: { type: 'string', enum: ['user_activity', 'properties', 'bookings', 'earnings'] },
          title: text,
          description: text,
          dateRange: text,
        },
        ['type'],
      ),
      ok: { status: 201, schema: ref('Report') },
    },
  ],
  [
    'get',
    '/dashboard/reports/{id}/csv',
    {
      tag: 'Dashboard',
      summary: 'A stored report as CSV',
      access: 'staff or admin',
      ok: { schema: { type: 'string' }, contentType: 'text/csv' },
      errors: [404],
    },
  ],
  [
    'get',
    '/host/analytics',
    {
      tag: 'Dashboard',
      summary: "The host's revenue, average booking value, approval rate, this month and top properties",
      access: 'host',
      query: [{ name: 'hostId', description: 'Admins only: the host to report on (the caller otherwise)' }],
      ok: { schema: ref('HostAnalytics') },
    },
  ],
];
