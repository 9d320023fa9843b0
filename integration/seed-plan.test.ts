// The seed lives in scripts/, which has no jest project of its own: its plan is checked here against the server's
// own pricing and overlap rules.
import { formatDay, stayPrice, staysOverlap } from '../subgraphs/bookings/src/booking/pricing';
import { AMENITY_OPTIONS, nightsBetween, ratingOf, stayLengthProblem } from '@stays/contracts';
import { buildSeedPlan } from '../scripts/seed/plan';

const now = new Date('2025-07-24T12:00:00Z');
const plan = buildSeedPlan(now);
const DAY = 86_400_000;

describe('seed plan', () => {
  it('has one account of each role with the demo credentials', () => {
    const find = (username: string) => plan.users.find((user) => user.username === username);
    expect(find('admin')).toMatchObject({ role: 'admin', password: 'admin123' });
    expect(find('staff')).toMatchObject({ role: 'staff', password: 'staff123' });
    expect(find('host@stays.test')).toMatchObject({
      role: 'host',
      password: 'host123',
      email: 'host@stays.test',
    });
    expect(find('student@stays.test')).toMatchObject({ role: 'visitor', password: 'student123' });
    expect(new Set(plan.users.map((user) => user.username)).size).toBe(plan.users.length);
    expect(plan.users.filter((user) => user.role === 'host').length).toBeGreaterThan(1);
  });

  it('covers every destination, property type and status', () => {
    const approved = plan.properties.filter((property) => property.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(24);
    for (const place of ['Cabo Negro', 'Martil', 'Tetouan Marina', 'Belyounech', 'College Station']) {
      expect(
        approved.filter((property) => property.location.startsWith(place)).length,
      ).toBeGreaterThanOrEqual(3);
    }
    const types = new Set(plan.properties.map((property) => property.propertyType));
    for (const type of [
      'apartment',
      'house',
      'condo',
      'townhouse',
      'studio',
      'room',
      'entire_home',
      'private_room',
      'shared_room',
    ]) {
      expect(types).toContain(type);
    }
    expect(new Set(plan.properties.map((property) => property.status))).toEqual(
      new Set(['approved', 'pending', 'rejected']),
    );
  });

  it('keeps listings within the spec: prices, amenities, images, ratings, badges', () => {
    for (const property of plan.properties) {
      expect(property.pricePerNight).toBeGreaterThanOrEqual(35);
      expect(property.pricePerNight).toBeLessThanOrEqual(450);
      for (const amenity of property.amenities) expect(AMENITY_OPTIONS).toContain(amenity);
      expect(
        property.images.length === 0 || (property.images.length >= 3 && property.images.length <= 5),
      ).toBe(true);
    }
    const approved = plan.properties.filter((property) => property.status === 'approved');
    expect(approved.some((property) => property.rating === undefined)).toBe(true);
    expect(approved.some((property) => property.featured)).toBe(true);
    expect(
      approved.filter((property) => now.getTime() - property.createdAt.getTime() < 7 * DAY).length,
    ).toBeGreaterThanOrEqual(3);
    expect(plan.properties.some((property) => property.images.length === 0)).toBe(true);
  });

  it('has several reviews per property, some with more than 6', () => {
    const counts = new Map<string, number>();
    for (const review of plan.reviews) {
      counts.set(review.propertyId.toHexString(), (counts.get(review.propertyId.toHexString()) ?? 0) + 1);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    expect([...counts.values()].some((count) => count > 6)).toBe(true);
  });

  it('prices bookings as the server does and never overlaps approved stays', () => {
    const propertyOf = (id: string) => plan.properties.find((property) => property._id.toHexString() === id)!;
    expect(new Set(plan.bookings.map((booking) => booking.status))).toEqual(
      new Set(['pending', 'approved', 'rejected']),
    );
    for (const booking of plan.bookings) {
      const property = propertyOf(booking.propertyId.toHexString());
      expect(booking.totalPrice).toBe(
        stayPrice(booking.checkInDate, booking.checkOutDate, property).totalPrice,
      );
      expect(
        stayLengthProblem(nightsBetween(booking.checkInDate, booking.checkOutDate), property),
      ).toBeNull();
      expect(booking.guests).toBeLessThanOrEqual(property.maxGuests);
      expect(booking.hostId.equals(property.hostId)).toBe(true);
      expect(booking.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const approved = plan.bookings.filter((booking) => booking.status === 'approved');
    for (const a of approved) {
      for (const b of approved) {
        if (a !== b && a.propertyId.equals(b.propertyId)) expect(staysOverlap(a, b)).toBe(false);
      }
    }
    const student = plan.users.find((user) => user.username === 'student@stays.test')!;
    expect(plan.bookings.filter((booking) => booking.guestId.equals(student._id)).length).toBeGreaterThan(2);
  });

  it('derives every review from a past approved stay of that guest at that listing, one review a stay (issue 46 #6)', () => {
    const bookingById = new Map(plan.bookings.map((booking) => [booking._id.toHexString(), booking]));
    expect(plan.reviews.length).toBeGreaterThan(40);
    for (const review of plan.reviews) {
      const stay = bookingById.get(review.bookingId.toHexString());
      expect(stay).toBeDefined();
      expect(stay!.status).toBe('approved');
      expect(stay!.guestId.equals(review.userId)).toBe(true);
      expect(stay!.propertyId.equals(review.propertyId)).toBe(true);
      // Written after checking out, and not in the future.
      expect(stay!.checkOutDate <= formatDay(now)).toBe(true);
      expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(
        Date.parse(`${stay!.checkOutDate}T00:00:00Z`),
      );
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const reviewed = plan.reviews.map((review) => review.bookingId.toHexString());
    expect(new Set(reviewed).size).toBe(reviewed.length);
  });

  it("never has one guest in two places: no guest's approved or waiting stays overlap (issue 46 #6)", () => {
    const held = plan.bookings.filter((booking) => booking.status !== 'rejected');
    const overlapping = held.flatMap((a) =>
      held
        .filter((b) => a !== b && a.guestId.equals(b.guestId) && staysOverlap(a, b))
        .map((b) => `${a.checkInDate}..${a.checkOutDate} / ${b.checkInDate}..${b.checkOutDate}`),
    );
    expect(overlapping).toEqual([]);
  });

  it("rates each listing by its reviews alone: the average of its stays' reviews, none without reviews", () => {
    for (const property of plan.properties) {
      const ratings = plan.reviews
        .filter((review) => review.propertyId.equals(property._id))
        .map((review) => review.rating);
      expect({ title: property.title, rating: property.rating ?? null }).toEqual({
        title: property.title,
        rating: ratingOf(ratings),
      });
    }
    // The demo student's past stays are theirs to review (the trips page offers it).
    const student = plan.users.find((user) => user.username === 'student@stays.test')!;
    const pastStays = plan.bookings.filter(
      (booking) =>
        booking.guestId.equals(student._id) &&
        booking.status === 'approved' &&
        booking.checkOutDate <= formatDay(now),
    );
    expect(pastStays.length).toBeGreaterThan(0);
    expect(plan.reviews.filter((review) => review.userId.equals(student._id))).toEqual([]);
  });

  it('notifies hosts, guests and moderators', () => {
    expect(plan.notifications.some((n) => n.title === 'New booking request')).toBe(true);
    expect(plan.notifications.some((n) => n.title === 'Property pending review')).toBe(true);
    expect(plan.notifications.some((n) => !n.isRead)).toBe(true);
  });

  it('is the same on every run', () => {
    const again = buildSeedPlan(now);
    expect(
      again.bookings.map((booking) => [booking.checkInDate, booking.totalPrice, booking.status]),
    ).toEqual(plan.bookings.map((booking) => [booking.checkInDate, booking.totalPrice, booking.status]));
  });

  it('fills the host application queue: applicants are visitors, decided ones name a moderator', () => {
    const byId = new Map(plan.users.map((user) => [String(user._id), user]));
    expect(plan.hostApplications.map((application) => application.status).sort()).toEqual([
      'approved',
      'pending',
      'pending',
      'rejected',
    ]);
    for (const application of plan.hostApplications) {
      const applicant = byId.get(String(application.userId))!;
      // An approved application made its applicant a host; the others still wait or were turned down.
      expect(applicant.role).toBe(application.status === 'approved' ? 'host' : 'visitor');
      // The server's own rules: at least 50 characters of reason, 10 of phone and address.
      expect(application.reason.length).toBeGreaterThanOrEqual(50);
      expect(application.phone.length).toBeGreaterThanOrEqual(10);
      expect(application.address.length).toBeGreaterThanOrEqual(10);
      if (application.status === 'pending') expect(application.reviewedBy).toBeUndefined();
      else expect(['staff', 'admin']).toContain(byId.get(String(application.reviewedBy))?.role);
    }
  });

  it('threads every booking and gives the demo host and student lived-in inboxes (issue 29)', () => {
    const key = (thread: { guestId: unknown; hostId: unknown; propertyId: unknown }) =>
      `${String(thread.guestId)}:${String(thread.hostId)}:${String(thread.propertyId)}`;
    // One thread per guest, host and property (the subgraph's unique index).
    expect(new Set(plan.conversations.map(key)).size).toBe(plan.conversations.length);
    const threadOf = new Map(plan.conversations.map((thread) => [key(thread), thread]));
    for (const booking of plan.bookings) {
      const thread = threadOf.get(key(booking))!;
      const entries = plan.conversationEntries.filter((entry) => entry.conversationId.equals(thread._id));
      expect(
        entries.filter((entry) => entry.bookingId?.equals(booking._id)).map((entry) => entry.kind),
      ).toEqual(
        booking.status === 'pending'
          ? ['request']
          : ['request', booking.status === 'approved' ? 'approved' : 'declined'],
      );
    }
    for (const entry of plan.conversationEntries) {
      if (entry.body !== undefined) expect(entry.body.length).toBeGreaterThan(0);
      expect(entry.body?.length ?? 0).toBeLessThanOrEqual(5000);
    }
    const host = plan.users.find((user) => user.email === 'host@stays.test')!;
    const student = plan.users.find((user) => user.email === 'student@stays.test')!;
    expect(
      plan.conversations.filter((thread) => thread.hostId.equals(host._id)).length,
    ).toBeGreaterThanOrEqual(20);
    const studentThreads = plan.conversations.filter((thread) => thread.guestId.equals(student._id));
    expect(studentThreads.length).toBeGreaterThanOrEqual(5);
    expect(studentThreads.some((thread) => thread.guestUnread > 0)).toBe(true);
    expect(plan.properties.some((property) => property.instantBook)).toBe(true);
  });
});

describe('seed plan: where the listings are', () => {
  const towns: Record<string, { latitude: [number, number]; longitude: [number, number] }> = {
    'College Station, TX': { latitude: [30.58, 30.64], longitude: [-96.37, -96.29] },
    'Martil, Morocco': { latitude: [35.6, 35.635], longitude: [-5.29, -5.268] },
    'Cabo Negro, Morocco': { latitude: [35.66, 35.73], longitude: [-5.345, -5.28] },
    'Tetouan Marina, Morocco': { latitude: [35.735, 35.76], longitude: [-5.35, -5.335] },
    'Belyounech, Morocco': { latitude: [35.895, 35.915], longitude: [-5.4, -5.38] },
  };

  it('gives every listing a GeoJSON point inside its own town, the same on every run', () => {
    for (const property of plan.properties) {
      const town = towns[property.location];
      expect(town).toBeDefined();
      const [longitude, latitude] = property.point.coordinates;
      expect(property.point.type).toBe('Point');
      expect(latitude).toBeGreaterThanOrEqual(town.latitude[0]);
      expect(latitude).toBeLessThanOrEqual(town.latitude[1]);
      expect(longitude).toBeGreaterThanOrEqual(town.longitude[0]);
      expect(longitude).toBeLessThanOrEqual(town.longitude[1]);
    }
    const again = buildSeedPlan(now);
    expect(again.properties.map((property) => property.point)).toEqual(
      plan.properties.map((property) => property.point),
    );
  });

  it('spreads the listings of a town: no two share a point', () => {
    const points = plan.properties.map((property) => property.point.coordinates.join(','));
    expect(new Set(points).size).toBe(points.length);
  });
});

describe('seed plan: long-stay terms', () => {
  const approvedIn = (town: string) =>
    plan.properties.filter(
      (property) => property.status === 'approved' && property.location.startsWith(town),
    );

  it('College Station rents by the month: monthly prices, a month or a semester at least, bills and furniture', () => {
    const college = approvedIn('College Station');
    const monthly = college.filter((property) => property.pricePerMonth !== undefined);
    expect(monthly.length).toBeGreaterThanOrEqual(5);
    for (const property of monthly) {
      // A month costs less than 30 nights at the nightly price: the reason to rent by the month.
      expect(property.pricePerMonth!).toBeLessThan(property.pricePerNight * 30);
    }
    expect(college.filter((property) => (property.minNights ?? 1) >= 28).length).toBeGreaterThanOrEqual(4);
    expect(college.some((property) => (property.minNights ?? 1) >= 120)).toBe(true);
    expect(college.some((property) => property.utilitiesIncluded)).toBe(true);
    expect(college.some((property) => property.furnished)).toBe(true);
  });

  it('a few coastal listings stay nightly with weekly discounts; the rest have no terms', () => {
    const coast = plan.properties.filter((property) => !property.location.startsWith('College Station'));
    expect(coast.every((property) => property.pricePerMonth === undefined)).toBe(true);
    const weekly = coast.filter((property) => property.weeklyDiscountPercent !== undefined);
    expect(weekly.length).toBeGreaterThanOrEqual(3);
    expect(coast.filter((property) => property.weeklyDiscountPercent === undefined).length).toBeGreaterThan(
      weekly.length,
    );
  });
});
