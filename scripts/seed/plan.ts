import {
  checkInInstant,
  type GeoPoint,
  geoPoint,
  maxNightsOf,
  minNightsOf,
  ratingOf,
  timeZoneOfLocation,
} from '@stays/contracts';
import { Types } from 'mongoose';
import { addDays, formatDay, stayPrice, staysOverlap } from '../../subgraphs/bookings/src/booking/pricing';
import { SEED_ACCOUNTS, type SeedAccount } from './accounts';
import { BLUEPRINT_STATUSES, PROPERTY_BLUEPRINTS } from './catalog';
import { DESTINATIONS, type SceneKind } from './destinations';
import { BLUEPRINT_POINTS } from './points';
import { BLUEPRINT_TERMS } from './terms';
import { BOOKING_MESSAGES, REVIEW_COMMENTS } from './guestTexts';
import { type PlannedConversation, plannedConversations, type PlannedEntry } from './conversations';
import { createRandom, type Random } from './random';

/**
 * The demo data as plain records, computed without touching the database (so its rules are unit-tested):
 * who hosts what, which stays are booked when, who reviewed what. `index.ts` writes it.
 */
const DAY = 86_400_000;

export interface PlannedUser extends SeedAccount {
  _id: Types.ObjectId;
  createdAt: Date;
}

export interface PlannedImage {
  scene: SceneKind;
  palette: number;
  seed: number;
}

export interface PlannedProperty {
  _id: Types.ObjectId;
  title: string;
  location: string;
  description: string;
  pricePerNight: number;
  maxGuests: number;
  bedrooms: number;
  bathrooms: number;
  rating?: number;
  status: string;
  featured: boolean;
  propertyType: string;
  amenities: string[];
  hostId: Types.ObjectId;
  createdAt: Date;
  images: PlannedImage[];
  instantBook: boolean;
  point: GeoPoint;
  pricePerMonth?: number;
  weeklyDiscountPercent?: number;
  monthlyDiscountPercent?: number;
  minNights?: number;
  maxNights?: number;
  utilitiesIncluded?: boolean;
  furnished?: boolean;
}

export interface PlannedReview {
  propertyId: Types.ObjectId;
  userId: Types.ObjectId;
  /** The past approved stay of that guest at that property which the review is of. */
  bookingId: Types.ObjectId;
  rating: number;
  comment: string;
  createdAt: Date;
}

export interface PlannedBooking {
  _id: Types.ObjectId;
  propertyId: Types.ObjectId;
  guestId: Types.ObjectId;
  hostId: Types.ObjectId;
  checkInDate: string;
  checkOutDate: string;
  /** When the stay starts on the listing's clock, as the product stores it with a request. */
  checkInAt: Date;
  guests: number;
  message?: string;
  totalPrice: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: Date;
}

export interface PlannedNotification {
  recipientId: Types.ObjectId;
  title: string;
  message: string;
  isRead: boolean;
  relatedEntityType?: string;
  relatedEntityId?: string;
  createdAt: Date;
}

export interface PlannedHostApplication {
  userId: Types.ObjectId;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  phone: string;
  address: string;
  reviewedBy?: Types.ObjectId;
  reviewedAt?: Date;
  createdAt: Date;
}

export interface SeedPlan {
  users: PlannedUser[];
  properties: PlannedProperty[];
  reviews: PlannedReview[];
  bookings: PlannedBooking[];
  notifications: PlannedNotification[];
  hostApplications: PlannedHostApplication[];
  conversations: PlannedConversation[];
  conversationEntries: PlannedEntry[];
}

/** A blueprint's hand-placed point (points.ts); a blueprint without one is a mistake in the seed. */
function pointOf(title: string): GeoPoint {
  const point = BLUEPRINT_POINTS[title];
  if (!point) throw new Error(`seed: no point for '${title}' in scripts/seed/points.ts`);
  return geoPoint(point[0], point[1]);
}

/**
 * The staff portal's host application queue: two visitors waiting, one turned down, and the approved application
 * of a host who came in through the host sign-up.
 */
function plannedHostApplications(users: PlannedUser[], now: Date): PlannedHostApplication[] {
  const byName = (firstName: string) => users.find((user) => user.firstName === firstName)!;
  const staff = users.find((user) => user.role === 'staff')!;
  const admin = users.find((user) => user.role === 'admin')!;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  return [
    {
      userId: byName('Lina')._id,
      status: 'pending',
      reason:
        'My family has a two-bedroom flat in Martil that stays empty outside July and August. I would like to rent it to visitors and students the rest of the year.',
      phone: '+212 661 234 567',
      address: '14 Rue Moulay Ismail, Martil, Morocco',
      createdAt: daysAgo(2),
    },
    {
      userId: byName('Priya')._id,
      status: 'pending',
      reason:
        'I am finishing my master’s at Texas A&M and my lease runs through May; I would like to host visiting students in my spare room near Northgate.',
      phone: '+1 979 555 0142',
      address: '402 Church Avenue, College Station, TX 77840',
      createdAt: daysAgo(5),
    },
    {
      userId: byName('Carlos')._id,
      status: 'rejected',
      reason:
        'I want to list a few rooms of a house I am still renovating, so that I can start taking bookings for next summer before the work is done.',
      phone: '+1 979 555 0187',
      address: '1200 Harvey Road, College Station, TX 77840',
      reviewedBy: staff._id,
      reviewedAt: daysAgo(20),
      createdAt: daysAgo(24),
    },
    {
      userId: byName('Rachel')._id,
      status: 'approved',
      reason:
        'I own a furnished townhouse five minutes from campus and have hosted exchange students for years; I would like to take bookings here as well.',
      phone: '+1 979 555 0110',
      address: '3100 Wellborn Road, Bryan, TX 77801',
      reviewedBy: admin._id,
      reviewedAt: daysAgo(180),
      createdAt: daysAgo(182),
    },
  ];
}

/** Approved listings created within the last week (they get the 'New' badge and no reviews yet). */
const NEW_LISTINGS = new Set([2, 9, 16, 23]);
const FEATURED = new Set([0, 1, 6, 13, 15, 22, 27]);
const WITHOUT_IMAGES = new Set([19, 29, 33]);
const MANY_REVIEWS = new Set([0, 6, 13, 22, 24]);
/** Listings that take Instant Book (issue 29), so the badge and the filter have something to show. */
const INSTANT_BOOK = new Set([1, 4, 6, 11, 17, 22, 26]);

function plannedUsers(now: Date, rng: Random): PlannedUser[] {
  return SEED_ACCOUNTS.map((account, index) => ({
    ...account,
    _id: new Types.ObjectId(),
    createdAt: new Date(now.getTime() - (400 - index * 25 - rng.int(0, 10)) * DAY),
  }));
}

function pickRating(rng: Random): number {
  const roll = rng.next();
  return roll < 0.5 ? 5 : roll < 0.85 ? 4 : roll < 0.95 ? 3 : 2;
}

function images(destinationScenes: SceneKind[], rng: Random): PlannedImage[] {
  const count = rng.int(3, 5);
  return Array.from({ length: count }, (_, i) => ({
    scene: destinationScenes[i % destinationScenes.length],
    palette: rng.int(0, 4),
    seed: rng.int(1, 1_000_000),
  }));
}

export function buildSeedPlan(now: Date = new Date(), seed = 20250724): SeedPlan {
  const rng = createRandom(seed);
  const users = plannedUsers(now, rng);
  const byEmail = (email: string) => users.find((user) => user.email === email)!;
  const hosts = users.filter((user) => user.role === 'host');
  const demoHost = byEmail('host@stays.test');
  const student = byEmail('student@stays.test');
  const visitors = users.filter((user) => user.role === 'visitor');
  const moderators = users.filter((user) => user.role === 'staff' || user.role === 'admin');

  const properties: PlannedProperty[] = PROPERTY_BLUEPRINTS.map((blueprint, index) => {
    const status = BLUEPRINT_STATUSES[index];
    const destination = DESTINATIONS[blueprint.destination];
    const host = status !== 'approved' && index < 32 ? demoHost : hosts[index % hosts.length];
    const daysAgo =
      status !== 'approved' ? rng.int(0, 5) : NEW_LISTINGS.has(index) ? rng.int(1, 6) : rng.int(12, 330);
    return {
      _id: new Types.ObjectId(),
      title: blueprint.title,
      location: destination.location,
      description: `${blueprint.highlight} ${destination.blurb}`,
      pricePerNight: blueprint.price,
      maxGuests: blueprint.maxGuests,
      bedrooms: blueprint.bedrooms,
      bathrooms: blueprint.bathrooms,
      status,
      featured: status === 'approved' && FEATURED.has(index),
      propertyType: blueprint.propertyType,
      amenities: blueprint.amenities,
      hostId: host._id,
      createdAt: new Date(now.getTime() - daysAgo * DAY - rng.int(0, 20) * 3_600_000),
      images: WITHOUT_IMAGES.has(index) ? [] : images(destination.scenes, rng),
      instantBook: status === 'approved' && INSTANT_BOOK.has(index),
      point: pointOf(blueprint.title),
      ...BLUEPRINT_TERMS[blueprint.title],
    };
  });

  const today = formatDay(now);
  const bookings: PlannedBooking[] = [];
  // What each guest has booked (approved or waiting): a guest is never in two places the same night.
  const staysOfGuest = new Map<string, PlannedBooking[]>();
  const isFree = (guest: PlannedUser, stay: { checkInDate: string; checkOutDate: string }) =>
    !(staysOfGuest.get(guest._id.toHexString()) ?? []).some((other) => staysOverlap(other, stay));
  let studentTurn = 0;
  properties.forEach((property, index) => {
    if (property.status !== 'approved') return;
    const isDemoHost = property.hostId.equals(demoHost._id);
    // A much-reviewed listing has a long history of stays, one after another; the others a few recent ones.
    const popular = MANY_REVIEWS.has(index);
    const count = popular ? rng.int(12, 14) : isDemoHost ? rng.int(3, 5) : rng.int(2, 4);
    const listedDay = formatDay(new Date(property.createdAt.getTime() + DAY));
    const earliest = addDays(today, popular ? -240 : -70 + rng.int(0, 20));
    // One cursor per property: stays follow each other, so no two stays of a property ever overlap.
    let cursor = listedDay > earliest ? listedDay : earliest;
    for (let i = 0; i < count; i++) {
      const drawn = property.location.includes('College Station') ? rng.int(3, 21) : rng.int(2, 7);
      // Within the listing's stay limits (terms.ts), as the server would require.
      const nights = Math.min(Math.max(drawn, minNightsOf(property)), maxNightsOf(property));
      const checkInDate = cursor;
      const checkOutDate = addDays(checkInDate, nights);
      cursor = addDays(checkOutDate, popular ? rng.int(0, 4) : rng.int(1, 12));
      const past = checkOutDate <= today;
      const roll = rng.next();
      const status: PlannedBooking['status'] = past
        ? popular || roll < 0.75
          ? 'approved'
          : 'rejected'
        : roll < 0.4
          ? 'approved'
          : roll < 0.8
            ? 'pending'
            : 'rejected';
      const stay = { checkInDate, checkOutDate };
      // The demo student gets a share of the stays, so their trips show every status; any guest is free then.
      const free = visitors.filter((visitor) => status === 'rejected' || isFree(visitor, stay));
      const studentsTurn = !popular && studentTurn++ % 4 === 0 && free.includes(student);
      if (free.length === 0) continue;
      const guest = studentsTurn ? student : rng.pick(free);
      const requested = new Date(Date.parse(`${checkInDate}T12:00:00Z`) - rng.int(3, 30) * DAY);
      const createdAt = new Date(
        Math.min(now.getTime(), Math.max(requested.getTime(), property.createdAt.getTime() + 3_600_000)),
      );
      const message = rng.pick(BOOKING_MESSAGES);
      const booking: PlannedBooking = {
        _id: new Types.ObjectId(),
        propertyId: property._id,
        guestId: guest._id,
        hostId: property.hostId,
        checkInDate,
        checkOutDate,
        checkInAt: checkInInstant(checkInDate, timeZoneOfLocation(property.location)),
        guests: rng.int(1, property.maxGuests),
        ...(message ? { message } : {}),
        totalPrice: stayPrice(checkInDate, checkOutDate, property).totalPrice,
        status,
        createdAt,
      };
      bookings.push(booking);
      if (status !== 'rejected') {
        const key = guest._id.toHexString();
        staysOfGuest.set(key, [...(staysOfGuest.get(key) ?? []), booking]);
      }
    }
  });

  // Reviews come from stays, as in the product: only the guest of a past approved stay reviews it, once, after
  // checking out. Most guests do (every one of a much-reviewed listing's); the demo student has left their past
  // stays unreviewed, so the trips page offers them a review to write. A listing opened this week has none yet.
  const reviews: PlannedReview[] = [];
  const ratingsOf = new Map<string, number[]>();
  bookings.forEach((booking) => {
    const index = properties.findIndex((property) => property._id.equals(booking.propertyId));
    const writes =
      booking.status === 'approved' &&
      booking.checkOutDate <= today &&
      !booking.guestId.equals(student._id) &&
      !NEW_LISTINGS.has(index) &&
      (MANY_REVIEWS.has(index) || rng.chance(0.85));
    if (!writes) return;
    const rating = pickRating(rng);
    const checkedOut = Date.parse(`${booking.checkOutDate}T12:00:00Z`);
    reviews.push({
      propertyId: booking.propertyId,
      userId: booking.guestId,
      bookingId: booking._id,
      rating,
      comment: rng.pick(REVIEW_COMMENTS[rating]),
      createdAt: new Date(
        Math.min(now.getTime(), checkedOut + rng.int(0, 6) * DAY + rng.int(0, 10) * 3_600_000),
      ),
    });
    const key = booking.propertyId.toHexString();
    ratingsOf.set(key, [...(ratingsOf.get(key) ?? []), rating]);
  });
  for (const property of properties) {
    // A listing's rating is its reviews' average; one without reviews has none yet (the card says 'New').
    const rating = ratingOf(ratingsOf.get(property._id.toHexString()) ?? []);
    if (rating !== null) property.rating = rating;
  }

  const notifications: PlannedNotification[] = [];
  const userById = new Map(users.map((user) => [user._id.toHexString(), user]));
  const propertyById = new Map(properties.map((property) => [property._id.toHexString(), property]));
  for (const booking of bookings) {
    const property = propertyById.get(booking.propertyId.toHexString())!;
    const guest = userById.get(booking.guestId.toHexString())!;
    const stay = `${property.title}, ${booking.checkInDate} to ${booking.checkOutDate}`;
    if (booking.status === 'pending') {
      notifications.push({
        recipientId: booking.hostId,
        title: 'New booking request',
        message: `${guest.firstName} ${guest.lastName} asked to stay at ${stay} (${booking.guests} guests).`,
        isRead: false,
        relatedEntityType: 'booking',
        relatedEntityId: booking._id.toHexString(),
        createdAt: booking.createdAt,
      });
    } else {
      notifications.push({
        recipientId: booking.guestId,
        title: booking.status === 'approved' ? 'Booking approved' : 'Booking declined',
        message: `Your booking request for ${stay} was ${booking.status}.`,
        isRead: booking.checkOutDate <= today,
        relatedEntityType: 'booking',
        relatedEntityId: booking._id.toHexString(),
        createdAt: new Date(Math.min(now.getTime(), booking.createdAt.getTime() + DAY)),
      });
    }
  }
  for (const property of properties) {
    if (property.status === 'pending') {
      for (const moderator of moderators) {
        notifications.push({
          recipientId: moderator._id,
          title: 'Property pending review',
          message: `"${property.title}" in ${property.location} is waiting for approval.`,
          isRead: false,
          relatedEntityType: 'property',
          relatedEntityId: property._id.toHexString(),
          createdAt: property.createdAt,
        });
      }
    }
    if (property.status === 'rejected') {
      notifications.push({
        recipientId: property.hostId,
        title: 'Property needs revision',
        message: `"${property.title}" was not approved: Needs revision.`,
        isRead: false,
        relatedEntityType: 'property',
        relatedEntityId: property._id.toHexString(),
        createdAt: property.createdAt,
      });
    }
  }
  for (const user of users) {
    notifications.push({
      recipientId: user._id,
      title: 'Welcome to Stays',
      message: `Hello ${user.firstName}, your account is ready.`,
      isRead: true,
      createdAt: user.createdAt,
    });
  }

  return {
    users,
    properties,
    reviews,
    bookings,
    notifications,
    hostApplications: plannedHostApplications(users, now),
    ...plannedConversations(
      bookings,
      properties,
      {
        demoHost: demoHost._id,
        student: student._id,
        visitors: visitors.filter((user) => !user.isBlocked && user !== student).map((user) => user._id),
      },
      now,
    ),
  };
}
