import type { Caller, Role } from './caller';

/**
 * What a rule may look at: the owner and the status of the thing being read or changed.
 * Subgraphs translate their documents into this shape (a property's owner is its host, a booking's its guest).
 */
export interface Resource {
  ownerId?: string | null;
  status?: string | null;
  /** For a user resource: that user's role; for a notification: the desk it is addressed to ('staff'). */
  role?: string | null;
  /**
   * For a booking: the host of its property (the owner is its guest). For a user: a host they have booked with
   * (the reader, when the bookings subgraph says so).
   */
  hostId?: string | null;
  /** For a property: its host's account is blocked, so it is out of public view (issue 18 #8). */
  hidden?: boolean | null;
  /** For a property: the caller has a confirmed stay there (the bookings subgraph says so). */
  stayConfirmed?: boolean | null;
}

type Rule = (caller: Caller, resource?: Resource) => boolean;

const hasRole = (caller: Caller, ...roles: Role[]) => caller.role !== null && roles.includes(caller.role);
const isSignedIn = (caller: Caller) => caller.userId !== null;
const isOwner = (caller: Caller, resource?: Resource) =>
  caller.userId !== null && resource?.ownerId != null && String(resource.ownerId) === caller.userId;
const isModerator = (caller: Caller) => hasRole(caller, 'staff', 'admin');
const isBookingHost = (caller: Caller, booking?: Resource) =>
  caller.userId !== null && booking?.hostId != null && String(booking.hostId) === caller.userId;
/** An approved property whose host is not blocked: what everyone may see. */
const isPublicProperty = (property?: Resource) => property?.status === 'approved' && !property.hidden;
/** Host and visitor accounts: the ones staff manage. */
const isCustomerRole = (role: string | null | undefined) => role === 'host' || role === 'visitor';

/**
 * The one authorization table of the back end: every resolver asks it (through the subgraphs' `assertCan`), the
 * gateway asks it where a REST call decides before any operation runs (uploads, the admin lists), and its test
 * walks it as a matrix.
 */
export const policy = {
  /** Approved properties of unblocked hosts are public; the rest only for their host and the moderators. */
  'property.read': (caller, property) =>
    isPublicProperty(property) || isModerator(caller) || isOwner(caller, property),
  /**
   * A listing's exact point (issue 44): its host, the moderators and a guest with a confirmed stay there; everyone
   * else is answered the approximate point (approximatePoint).
   */
  'property.readExactLocation': (caller, property) =>
    isModerator(caller) ||
    isOwner(caller, property) ||
    (isSignedIn(caller) && property?.stayConfirmed === true),
  /** Listing by a status other than approved (pending queues, rejected lists) is for moderators. */
  'property.listAnyStatus': (caller) => isModerator(caller),
  /** Every status of one host's list (the resource's owner is that host): the host and the moderators. */
  'property.listHostAll': (caller, host) => isModerator(caller) || isOwner(caller, host),
  /** The admin panel's list of every property. */
  'property.adminList': (caller) => hasRole(caller, 'admin'),
  /** Hosts list their own properties (pending review); admins list for any host (SPEC section 6). */
  'property.create': (caller) => hasRole(caller, 'host', 'admin'),
  /** Listing for another host, auto-approved: admins only. */
  'property.createForAnyHost': (caller) => hasRole(caller, 'admin'),
  /** Edit and delete: the host who owns it, or an admin. */
  'property.update': (caller, property) =>
    hasRole(caller, 'admin') || (hasRole(caller, 'host') && isOwner(caller, property)),
  'property.delete': (caller, property) =>
    hasRole(caller, 'admin') || (hasRole(caller, 'host') && isOwner(caller, property)),
  /** Deciding a pending property (approve, reject): staff and admins. */
  'property.review': (caller) => isModerator(caller),
  /** The other allowed status changes (reject an approved one, re-approve a rejected one): admins. */
  'property.setStatus': (caller) => hasRole(caller, 'admin'),
  /** Feature or unfeature an approved property: admins. */
  'property.feature': (caller) => hasRole(caller, 'admin'),
  /**
   * Uploading an image: every signed-in account (a profile photo, issue 46 #12). An upload is not tied to a use:
   * attaching it to a listing is property.create / property.update (hosts and admins), and only one's own uploads.
   */
  'image.upload': (caller) => isSignedIn(caller),
  /** Reviews of a visible property are public. */
  'review.read': () => true,
  /** A review of a stay: only its guest (the owner of the booking); the stay rules are the bookings subgraph's. */
  'review.create': (caller, booking) => isOwner(caller, booking),
  /** One's own reviews (the trips page marks the reviewed stays). */
  'review.listMine': (caller) => isSignedIn(caller),
  /** A guest's saved properties (favourites): any signed-in account keeps and reads its own. */
  'favorite.list': (caller) => isSignedIn(caller),
  'favorite.save': (caller) => isSignedIn(caller),
  /** The public profile of a user (name, picture, role) travels with properties and reviews. */
  'user.readProfile': () => true,
  /**
   * An email address is never public (issue 46 #5: not a host's either; guests reach a host through the product's
   * messages): it is shown to its owner, to moderators, and a guest's to the host they booked with (the
   * resource's hostId: set when that guest has a booking at the caller's property).
   */
  'user.readEmail': (caller, user) =>
    isOwner(caller, user) || isModerator(caller) || (hasRole(caller, 'host') && isBookingHost(caller, user)),
  /** "me": any signed-in caller reads their own account. */
  'user.readSelf': (caller) => isSignedIn(caller),
  /** A signed-in visitor becomes a host (a host asking again is a no-op); staff and admins may not. */
  'user.upgradeToHost': (caller) => hasRole(caller, 'visitor', 'host'),
  /** The staff sign-in admits an account (the resource, by its role) of staff or admin, whoever asks. */
  'user.staffSignIn': (_caller, account) => account?.role === 'staff' || account?.role === 'admin',
  /**
   * The admin sign-in page admits an admin account only (SPEC 5: 'Access denied...' for any other); the server's
   * login signs any account in, so the page asks this and ends the session it refuses.
   */
  'user.adminSignIn': (_caller, account) => account?.role === 'admin',
  // User management and host applications (issue 4). A user resource is { ownerId: the account's id, role }.
  /** Account lists and counts are for the moderators; which accounts each one sees is user.see. */
  'user.list': (caller) => isModerator(caller),
  /** Admins see every account; staff only host and visitor accounts (admin and staff are not visible to staff). */
  'user.see': (caller, user) =>
    hasRole(caller, 'admin') || (hasRole(caller, 'staff') && isCustomerRole(user?.role)),
  /** Only an admin changes a role, and never their own. */
  'user.changeRole': (caller, user) => hasRole(caller, 'admin') && !isOwner(caller, user),
  /** Block and unblock: an account the caller sees (staff: hosts and visitors), never their own. */
  'user.block': (caller, user) =>
    (hasRole(caller, 'admin') || (hasRole(caller, 'staff') && isCustomerRole(user?.role))) &&
    !isOwner(caller, user),
  /** A signed-in visitor applies to become a host (a host already is one; staff and admins never apply). */
  'hostApplication.submit': (caller) => hasRole(caller, 'visitor'),
  /** One's own name and profile photo (the account page): every signed-in account. */
  'account.updateProfile': (caller) => isSignedIn(caller),
  /** A guest deletes their own account (the account page); host, staff and admin accounts are closed by an admin. */
  'account.delete': (caller) => hasRole(caller, 'visitor'),
  /** The review queue is for the moderators. */
  'hostApplication.list': (caller) => isModerator(caller),
  /** A moderator decides an application (the resource's owner is the applicant), never their own. */
  'hostApplication.review': (caller, application) => isModerator(caller) && !isOwner(caller, application),
  // Bookings (resource: ownerId = the guest, hostId = the property's host; for create, ownerId = the host).
  /** A booking is seen by its guest, the host of its property and the moderators. */
  'booking.read': (caller, booking) =>
    isModerator(caller) || isOwner(caller, booking) || isBookingHost(caller, booking),
  /** Prices are public: the booking dialog shows them before sign-in. */
  'booking.quote': () => true,
  /** Any signed-in account requests a stay, never at its own property (the resource is the property). */
  'booking.create': (caller, property) => isSignedIn(caller) && !isOwner(caller, property),
  /** The caller's own trips. */
  'booking.listMine': (caller) => isSignedIn(caller),
  /** A host's bookings: that host (resource owner) or an admin. */
  'booking.listForHost': (caller, host) => hasRole(caller, 'admin') || isOwner(caller, host),
  /** Every booking: the admin list. */
  'booking.listAll': (caller) => hasRole(caller, 'admin'),
  /** The pending queue of the staff portal. */
  'booking.listPending': (caller) => isModerator(caller),
  /** Approve or reject: the property's host, staff or an admin. */
  'booking.decide': (caller, booking) => isModerator(caller) || isBookingHost(caller, booking),
  /** Cancel a stay (its refund by the property's policy): its guest, or staff and admins for them. */
  'booking.cancel': (caller, booking) => isModerator(caller) || isOwner(caller, booking),
  /** A property's booked and blocked nights, without guest data: public (the booking dialog's calendar). */
  'booking.availability': () => true,
  // Notifications (resource: ownerId = the recipient, role = 'staff' for the staff desk).
  /** A notification is read by its recipient and by the moderators. */
  'notification.read': (caller, notification) => isModerator(caller) || isOwner(caller, notification),
  /** Any signed-in caller lists (and marks read) their own inbox. */
  'notification.list': (caller) => isSignedIn(caller),
  /** The staff desk (contact form messages) is every staff and admin account's. */
  'notification.readStaffDesk': (caller) => isModerator(caller),
  /** Marking read: one's own, or a staff-desk one for staff and admins. */
  'notification.markRead': (caller, notification) =>
    isOwner(caller, notification) || (notification?.role === 'staff' && isModerator(caller)),
  /** A message from the staff portal to a user. */
  'notification.send': (caller) => isModerator(caller),
  /**
   * SPEC's message dialog: a signed-in user writes to the host of an approved property (the resource: that
   * property, owner = its host), never to themselves.
   */
  'notification.messageHost': (caller, property) =>
    isSignedIn(caller) && isPublicProperty(property) && !isOwner(caller, property),
  // Conversations (issue 29; resource: ownerId = the guest, hostId = the property's host, status 'reported' once a
  // participant reported it).
  /** Any signed-in caller lists their own threads, as guest or as host. */
  'conversation.list': (caller) => isSignedIn(caller),
  /** A thread starts about an approved property (the resource, owner = its host), never one's own. */
  'conversation.start': (caller, property) =>
    isSignedIn(caller) && isPublicProperty(property) && !isOwner(caller, property),
  /** Writing, marking read and reporting: the thread's guest and host only. */
  'conversation.participate': (caller, conversation) =>
    isOwner(caller, conversation) || isBookingHost(caller, conversation),
  /** Reading: the participants, and the moderators once it was reported (read-only for them). */
  'conversation.read': (caller, conversation) =>
    isOwner(caller, conversation) ||
    isBookingHost(caller, conversation) ||
    (conversation?.status === 'reported' && isModerator(caller)),
  /** The contact form is open to everyone (rate-limited per address by the gateway). */
  'notification.contact': () => true,
  /** Block nights and read or reset the iCal feed of a property: the host who owns it, or an admin. */
  'calendar.manage': (caller, property) =>
    hasRole(caller, 'admin') || (hasRole(caller, 'host') && isOwner(caller, property)),
  // Dashboards and reports.
  /** The staff portal's stat cards. */
  'dashboard.stats': (caller) => isModerator(caller),
  /** Host analytics of a host's own bookings (resource owner = the host); admins may read any host's. */
  'dashboard.hostAnalytics': (caller, host) =>
    hasRole(caller, 'admin') || (hasRole(caller, 'host') && isOwner(caller, host)),
  /** Generate a report (stored). */
  'report.generate': (caller) => isModerator(caller),
  /** List stored reports and download them as CSV. */
  'report.read': (caller) => isModerator(caller),
} satisfies Record<string, Rule>;

export type Operation = keyof typeof policy;

export function can(operation: Operation, caller: Caller, resource?: Resource): boolean {
  return policy[operation](caller, resource);
}
