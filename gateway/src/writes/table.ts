import type { Caller } from '@stays/contracts';
import type { CacheChange } from '../cache/invalidation';

/** The kinds of live events a write's subgraph stores for `GET /api/events` (live/hub.ts). */
export type LiveEventKind = 'message' | 'conversation' | 'booking' | 'notification';

/** One write as it happened: its arguments, the answer of its field (what the door selected of it), its caller. */
export interface Write {
  args: Record<string, unknown>;
  /** The field's answer; only what the operation selected is there (a REST door selects what its row needs). */
  data: unknown;
  caller: Caller;
}

/** What a write changed, without its reason (the plugin names the mutation). */
export type WriteChange = Omit<CacheChange, 'reason'>;

export interface WriteRow {
  /**
   * The caches it empties and the sessions it ends: the listing (`propertyIds`), the lists and pages that show
   * it (`lists`), accounts' public facts (`accountIds`), the images' bytes (`images`), sessions checked again
   * (`userIds`). A row that cannot name what it changed from the write (a `/graphql` client that did not select
   * the id) says so more broadly, never less.
   */
  change(write: Write): WriteChange;
  /** The live events its subgraph stores: open streams read them at once (the hub is nudged). */
  events: readonly LiveEventKind[];
}

/** A field of a value, as text when it is a non-empty one. */
function textAt(value: unknown, ...path: string[]): string | undefined {
  let at = value;
  for (const name of path) at = (at as Record<string, unknown> | null | undefined)?.[name];
  return typeof at === 'string' && at !== '' ? at : undefined;
}

/** Listings changed, the lists too; every cache when the listing is not known (better emptied than stale). */
const listingAndLists = (propertyId: string | undefined, extra: WriteChange = {}): WriteChange =>
  propertyId ? { propertyIds: [propertyId], lists: true, ...extra } : { all: true, ...extra };

/** An account's sessions end (and its public facts, when `publicFacts`); all sessions when it is not known. */
const sessionsOf = (userId: string | undefined, publicFacts = false): WriteChange =>
  userId
    ? { userIds: [userId], ...(publicFacts ? { accountIds: [userId], lists: true } : {}) }
    : { allSessions: true, ...(publicFacts ? { all: true } : {}) };

const NOTHING: WriteChange = {};

/**
 * Every write of the graph, by its mutation field, whichever door it came through (REST rows run the same
 * operations through the same server): what it empties, which sessions it ends, which events it stores. A
 * mutation of the supergraph without a row fails `writes/table.test.ts`; docs/backend.md ("Writes: one table")
 * says how a new one is added.
 */
export const WRITE_TABLE: Record<string, WriteRow> = {
  // Bookings. A request takes no night and no public answer shows it (only approved stays and blocks take nights;
  // the host's figures are read signed in, never cached), unless Instant Book approved it at once.
  createBooking: {
    change: ({ args, data }) =>
      textAt(data, 'status') === 'pending' ? NOTHING : listingAndLists(textAt(args, 'input', 'propertyId')),
    events: ['booking', 'notification'],
  },
  // Nights taken or freed: the listing's availability and every date search.
  setBookingStatus: {
    change: ({ data }) => listingAndLists(textAt(data, 'propertyId')),
    events: ['booking', 'notification'],
  },
  cancelBooking: {
    change: ({ data }) => listingAndLists(textAt(data, 'propertyId')),
    events: ['booking', 'notification'],
  },
  blockNights: {
    change: ({ args }) => listingAndLists(textAt(args, 'propertyId')),
    events: [],
  },
  unblockNights: {
    change: ({ args }) => listingAndLists(textAt(args, 'propertyId')),
    events: [],
  },
  // The feed's secret and the reports are read by signed-in callers only: nothing cached.
  resetCalendarFeed: { change: () => NOTHING, events: [] },
  // Nights a followed calendar blocks or frees (issue 47): the listing's availability and every date search; a
  // conflict with a confirmed stay is told to the host.
  addCalendarImport: {
    change: ({ args }) => listingAndLists(textAt(args, 'propertyId')),
    events: ['notification'],
  },
  syncCalendarImport: {
    change: ({ args }) => listingAndLists(textAt(args, 'propertyId')),
    events: ['notification'],
  },
  removeCalendarImport: {
    change: ({ args }) => listingAndLists(textAt(args, 'propertyId')),
    events: [],
  },
  generateReport: { change: () => NOTHING, events: [] },

  // Notifications and conversations: read by their participants only, never cached; their events go live.
  sendNotification: { change: () => NOTHING, events: ['notification'] },
  markNotificationRead: { change: () => NOTHING, events: ['notification'] },
  startConversation: { change: () => NOTHING, events: ['message', 'conversation'] },
  sendMessage: { change: () => NOTHING, events: ['message', 'conversation'] },
  markConversationRead: { change: () => NOTHING, events: ['conversation'] },
  reportConversation: { change: () => NOTHING, events: ['conversation', 'notification'] },

  // Listings.
  createProperty: {
    change: ({ data }) => listingAndLists(textAt(data, 'property', 'id')),
    events: ['notification'],
  },
  updateProperty: {
    change: ({ args }) => listingAndLists(textAt(args, 'id'), { images: true }),
    events: ['notification'],
  },
  deleteProperty: {
    change: ({ args }) => listingAndLists(textAt(args, 'id'), { images: true }),
    events: ['notification'],
  },
  reviewProperty: {
    change: ({ args }) => listingAndLists(textAt(args, 'id')),
    events: ['notification'],
  },
  setPropertyStatus: {
    change: ({ args }) => listingAndLists(textAt(args, 'id')),
    events: ['notification'],
  },
  setPropertyFeatured: {
    change: ({ args }) => listingAndLists(textAt(args, 'id')),
    events: [],
  },
  // The caller's own saved list, never cached; no public answer counts favourites.
  setFavorite: { change: () => NOTHING, events: [] },
  // A new image id: nothing cached names it yet.
  uploadImage: { change: () => NOTHING, events: [] },
  // The listing's rating and reviews, and every list sorted or showing by rating.
  createReview: {
    change: ({ data }) => listingAndLists(textAt(data, 'propertyId')),
    events: ['notification'],
  },

  // Accounts and sessions. A sign-in reads its account's state afresh (a new session version is accepted at once).
  login: { change: ({ data }) => signedIn(data), events: [] },
  staffLogin: { change: ({ data }) => signedIn(data), events: [] },
  register: { change: ({ data }) => signedIn(data), events: [] },
  upgradeToHost: { change: ({ data }) => signedIn(data), events: [] },
  // A question, not a change.
  checkUser: { change: () => NOTHING, events: [] },
  logout: {
    change: ({ data, caller }) => (data === true ? sessionsOf(caller.userId ?? undefined) : NOTHING),
    events: [],
  },
  logoutEverywhere: {
    change: ({ data, caller }) => (data === true ? sessionsOf(caller.userId ?? undefined) : NOTHING),
    events: [],
  },
  // The account page and password reset (issue 46 #12). A reset link is a notification; the reset itself ends
  // every session of the account. A new name travels with the account's listings and reviews; a changed password
  // ends the other sessions (this one continues with the new cookie the door signs); a deleted account's sessions
  // end and its name leaves what it wrote.
  requestPasswordReset: { change: () => NOTHING, events: ['notification'] },
  resetPassword: {
    change: ({ data }) => sessionsOf(typeof data === 'string' ? data : undefined),
    events: [],
  },
  updateProfile: {
    change: ({ data, caller }) => sessionsOf(textAt(data, 'id') ?? caller.userId ?? undefined, true),
    events: [],
  },
  changePassword: { change: ({ caller }) => sessionsOf(caller.userId ?? undefined), events: [] },
  deleteAccount: {
    change: ({ data, caller }) => (data === true ? sessionsOf(caller.userId ?? undefined, true) : NOTHING),
    events: [],
  },
  // The account's sessions end; its listings' host card and whether its listings are shown may change.
  setUserRole: { change: ({ args }) => sessionsOf(textAt(args, 'id'), true), events: [] },
  setUserBlocked: { change: ({ args }) => sessionsOf(textAt(args, 'id'), true), events: [] },
  submitHostApplication: { change: () => NOTHING, events: ['notification'] },
  // An approval makes the applicant a host: their sessions end so they sign in afresh with the new role.
  reviewHostApplication: {
    change: ({ data }) =>
      textAt(data, 'status') === 'rejected' ? NOTHING : sessionsOf(textAt(data, 'userId')),
    events: ['notification'],
  },
};

/** A sign-in: its account's session state is read again (nothing public changes). */
function signedIn(data: unknown): WriteChange {
  const userId = textAt(data, 'user', 'id');
  return userId ? { userIds: [userId] } : NOTHING;
}
