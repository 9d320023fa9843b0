// The seed lives in scripts/, which has no jest project of its own: its plan is checked here against the server's
// own pricing and overlap rules.
import { bookingPrice, staysOverlap } from '../subgraphs/bookings/src/booking/pricing';
import { AMENITY_OPTIONS } from '@stays/contracts';
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
        bookingPrice(booking.checkInDate, booking.checkOutDate, property.pricePerNight).totalPrice,
      );
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
