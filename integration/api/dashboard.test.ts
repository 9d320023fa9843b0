// Notifications, the contact form, the staff stats, reports with their CSV and host analytics, through the API
// as clients see them (issues 5 and 6). One real stack.
import { bookingPrice } from '../../subgraphs/bookings/src/booking/pricing';
import {
  type Account,
  type BookingJson,
  futureStay,
  type NotificationJson,
  type PropertyJson,
  stackWithCast,
} from '../fixtures/client';

const { stack, cast, call } = stackWithCast();
let property: PropertyJson;
let host: Account;
let student: Account;
let staff: Account;
let admin: Account;

beforeAll(() => {
  ({ property, host, student, staff, admin } = cast);
});

const inbox = async (who: Account) => {
  const answer = await call<NotificationJson[]>('GET', '/api/dashboard/notifications', undefined, {
    cookie: who.cookie,
  });
  expect(answer.status).toBe(200);
  return answer.json;
};

async function approvedBooking(slot: number): Promise<BookingJson> {
  const created = await call<BookingJson>(
    'POST',
    '/api/bookings',
    { propertyId: property.id, guests: 1, ...futureStay(slot) },
    { cookie: student.cookie },
  );
  expect(created.status).toBe(201);
  const approved = await call<BookingJson>(
    'PUT',
    `/api/bookings/${created.json.id}/status`,
    { status: 'approved' },
    { cookie: host.cookie },
  );
  expect(approved.status).toBe(200);
  return approved.json;
}

describe('notifications', () => {
  it('POST /api/dashboard/notifications: staff message a host (SPEC payload); the host reads it, newest first', async () => {
    const payload = {
      recipientId: host.id,
      title: 'About your listing',
      message: 'Please add more photos.',
      relatedEntityType: 'property',
      relatedEntityId: property.id,
    };
    const sent = await call<NotificationJson>('POST', '/api/dashboard/notifications', payload, {
      cookie: staff.cookie,
    });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ ...payload, isRead: false });
    const [newest] = await inbox(host);
    expect(newest).toMatchObject({ id: sent.json.id, title: 'About your listing' });
    expect((await inbox(student)).map((item) => item.id)).not.toContain(sent.json.id);
  });

  it('lets a signed-in guest message the host of an approved property (the message dialog), and no one else', async () => {
    const payload = {
      recipientId: host.id,
      title: `Question about ${property.title}`,
      message: 'Is there parking?',
      relatedEntityType: 'property',
      relatedEntityId: property.id,
    };
    const sent = await call<NotificationJson & { sender: { id: string } }>(
      'POST',
      '/api/dashboard/notifications',
      payload,
      {
        cookie: student.cookie,
      },
    );
    expect(sent.status).toBe(201);
    expect(sent.json.sender.id).toBe(student.id);
    expect((await inbox(host)).map((item) => item.id)).toContain(sent.json.id);

    const send = (body: Record<string, unknown>, who?: Account) =>
      call(
        'POST',
        '/api/dashboard/notifications',
        { ...payload, ...body },
        who ? { cookie: who.cookie } : {},
      );
    expect((await send({})).status).toBe(401);
    expect((await send({}, host)).status).toBe(403); // to oneself about one's own property
    expect((await send({ relatedEntityType: undefined, relatedEntityId: undefined }, student)).status).toBe(
      403,
    );
    expect((await send({ recipientId: admin.id }, student)).status).toBe(400);
    expect((await send({ relatedEntityId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, student)).status).toBe(404);
    const pending = await call<PropertyJson[]>('GET', '/api/properties?status=pending', undefined, {
      cookie: admin.cookie,
    });
    const unlisted = pending.json.find((candidate) => candidate.hostId !== student.id)!;
    expect((await send({ recipientId: unlisted.hostId, relatedEntityId: unlisted.id }, student)).status).toBe(
      403,
    );
  });

  it('answers bad payloads with field messages', async () => {
    const bad = await call<{ message: string; errors: Record<string, string> }>(
      'POST',
      '/api/dashboard/notifications',
      { recipientId: 'nobody', title: '', message: 'x'.repeat(6000) },
      { cookie: admin.cookie },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['message', 'recipientId', 'title']);
  });

  it('PATCH /api/dashboard/notifications/{id}/read: own only (404 for anyone else)', async () => {
    const sent = await call<NotificationJson>(
      'POST',
      '/api/dashboard/notifications',
      { recipientId: host.id, title: 'Read me', message: 'Soon' },
      { cookie: admin.cookie },
    );
    const path = `/api/dashboard/notifications/${sent.json.id}/read`;
    expect((await call('PATCH', path, undefined, { cookie: student.cookie })).status).toBe(404);
    expect((await call('PATCH', path, undefined, { cookie: staff.cookie })).status).toBe(404);
    expect(
      (await call('PATCH', '/api/dashboard/notifications/nope/read', undefined, { cookie: host.cookie }))
        .status,
    ).toBe(404);
    const read = await call<NotificationJson>('PATCH', path, undefined, { cookie: host.cookie });
    expect(read).toMatchObject({ status: 200, json: { id: sent.json.id, isRead: true } });
    expect((await inbox(host)).find((item) => item.id === sent.json.id)?.isRead).toBe(true);
  });

  it('POST /internal/notifications (peers): 201 { id } for a user or the staff desk, 400 otherwise', async () => {
    const post = (body: unknown) =>
      fetch(`http://127.0.0.1:${stack().subgraphs.notifications.port}/internal/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': stack().internalToken },
        body: JSON.stringify(body),
      });
    const toUser = await post({ recipientId: student.id, title: 'Property approved', message: 'Yes' });
    expect(toUser.status).toBe(201);
    const { id } = (await toUser.json()) as { id: string };
    expect((await inbox(student)).map((item) => item.id)).toContain(id);
    expect((await post({ title: 'No one', message: 'x' })).status).toBe(400);
    const withoutToken = await fetch(
      `http://127.0.0.1:${stack().subgraphs.notifications.port}/internal/notifications`,
      {
        method: 'POST',
      },
    );
    expect(withoutToken.status).toBe(401);
  });
});

describe("the staff desk hears of a host's listing waiting for review (issue 46 #7)", () => {
  it('a new listing and a resubmitted one reach every staff and admin account, not hosts; an admin listing does not', async () => {
    const created = await call<PropertyJson>(
      'POST',
      '/api/properties',
      {
        title: 'Desk Notice Loft',
        description: 'A loft the staff desk should hear about.',
        location: 'Martil, Morocco',
        propertyType: 'apartment',
        pricePerNight: '60',
        maxGuests: 2,
        latitude: 35.62,
        longitude: -5.27,
      },
      { cookie: host.cookie },
    );
    expect(created.status).toBe(201);
    expect(created.json.status).toBe('pending');
    const noticeOf = async (who: Account, title: string) =>
      (await inbox(who)).find((item) => item.title === title && item.relatedEntityId === created.json.id);
    for (const who of [staff, admin]) {
      const found = await noticeOf(who, 'New listing to review');
      expect(found).toMatchObject({ recipientRole: 'staff', isRead: false, relatedEntityType: 'property' });
      expect(found?.message).toContain('"Desk Notice Loft"');
    }
    expect(await noticeOf(host, 'New listing to review')).toBeUndefined();

    // Rejected, then edited by its host: back in the queue, and the desk is told again.
    const rejected = await call(
      'PATCH',
      `/api/dashboard/properties/${created.json.id}/reject`,
      {
        reason: 'Add a photo of the kitchen',
      },
      { cookie: staff.cookie },
    );
    expect(rejected.status).toBe(200);
    const edited = await call<PropertyJson>(
      'PUT',
      `/api/properties/${created.json.id}`,
      { description: 'A loft the staff desk should hear about, now with its kitchen.' },
      { cookie: host.cookie },
    );
    expect(edited).toMatchObject({ status: 200, json: { status: 'pending' } });
    for (const who of [staff, admin])
      expect(await noticeOf(who, 'Listing resubmitted for review')).toMatchObject({ recipientRole: 'staff' });

    // An admin's listing is approved at once: nothing to review.
    const byAdmin = await call<PropertyJson>(
      'POST',
      '/api/properties',
      {
        title: 'Admin Listed Flat',
        description: 'A flat an admin lists for a host.',
        location: 'Martil, Morocco',
        propertyType: 'apartment',
        pricePerNight: '50',
        hostId: host.id,
        latitude: 35.63,
        longitude: -5.28,
      },
      { cookie: admin.cookie },
    );
    expect(byAdmin).toMatchObject({ status: 201, json: { status: 'approved' } });
    expect((await inbox(staff)).some((item) => item.relatedEntityId === byAdmin.json.id)).toBe(false);
  });
});

describe('POST /api/contact', () => {
  const message = {
    name: 'Lina',
    email: 'lina@example.org',
    subject: 'Parking',
    message: 'Is parking included?',
  };

  it('answers 201 { message: "Message sent" } and reaches every staff and admin account, not hosts', async () => {
    const answer = await call('POST', '/api/contact', { ...message, subject: 'Parking near campus' });
    expect(answer).toMatchObject({ status: 201, json: { message: 'Message sent' } });
    for (const who of [staff, admin]) {
      const found = (await inbox(who)).find((item) => item.title === 'Contact form: Parking near campus');
      expect(found).toMatchObject({ recipientRole: 'staff', isRead: false });
      expect(found?.message).toContain('lina@example.org');
    }
    expect((await inbox(host)).some((item) => item.title.startsWith('Contact form:'))).toBe(false);
    // Signed in works too; the staff desk's notification can be marked read by staff.
    expect(
      (await call('POST', '/api/contact', { ...message, subject: 'Signed in' }, { cookie: student.cookie }))
        .status,
    ).toBe(201);
    const desk = (await inbox(staff)).find((item) => item.title === 'Contact form: Signed in')!;
    const read = await call('PATCH', `/api/dashboard/notifications/${desk.id}/read`, undefined, {
      cookie: staff.cookie,
    });
    expect(read.status).toBe(200);
    expect(
      (
        await call('PATCH', `/api/dashboard/notifications/${desk.id}/read`, undefined, {
          cookie: host.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it('validates with field messages (400) and bounded lengths', async () => {
    const answer = await call<{ message: string; errors: Record<string, string> }>('POST', '/api/contact', {
      name: '',
      email: 'not-an-email',
      subject: 'x'.repeat(201),
      message: 'short',
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at most 200 characters',
      message: 'Message must be at least 10 characters',
    });
    expect(answer.json.message).toBe('Name is required');
    expect((await call('POST', '/api/contact', { ...message, name: ['Lina'] })).status).toBe(400);
  });

  it('limits one address to a few messages (429 after 5 in the window)', async () => {
    const ip = '10.200.0.1';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('POST', '/api/contact', message, { ip })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await call('POST', '/api/contact', message, { ip: '10.200.0.2' })).status).toBe(201);
  });
});

describe('GET /api/dashboard/stats', () => {
  it("answers the four figures for staff and admin; monthly earnings grow by an approved booking's service fee (the platform's part)", async () => {
    const before = await call<Record<string, number>>('GET', '/api/dashboard/stats', undefined, {
      cookie: staff.cookie,
    });
    expect(before.status).toBe(200);
    expect(Object.keys(before.json).sort()).toEqual([
      'monthlyEarnings',
      'pendingBookings',
      'pendingProperties',
      'totalUsers',
    ]);
    const pending = await call<unknown[]>('GET', '/api/dashboard/pending-bookings', undefined, {
      cookie: staff.cookie,
    });
    expect(before.json.pendingBookings).toBe(pending.json.length);
    const pendingProperties = await call<unknown[]>('GET', '/api/dashboard/pending-properties', undefined, {
      cookie: staff.cookie,
    });
    expect(before.json.pendingProperties).toBe(pendingProperties.json.length);
    expect(before.json.totalUsers).toBeGreaterThan(0);

    const booking = await approvedBooking(1);
    const after = await call<Record<string, number>>('GET', '/api/dashboard/stats', undefined, {
      cookie: admin.cookie,
    });
    const { serviceFee } = bookingPrice(booking.checkInDate, booking.checkOutDate, property.pricePerNight);
    expect(serviceFee).toBeGreaterThan(0);
    expect(after.json.monthlyEarnings).toBeCloseTo(before.json.monthlyEarnings + serviceFee, 2);
    expect((await call('GET', '/api/dashboard/stats', undefined, { cookie: host.cookie })).status).toBe(403);
  });
});

interface ReportJson {
  id: string;
  type: string;
  title: string;
  dateRange: string;
  data: {
    figures: Array<{ key: string; value: number }>;
    columns: string[];
    rows: string[][];
    [key: string]: unknown;
  };
}

describe('reports', () => {
  it('POST /api/dashboard/reports: each of the four types over the last 30 days, stored and listed', async () => {
    const booking = await approvedBooking(2);
    const made: ReportJson[] = [];
    for (const type of ['user_activity', 'properties', 'bookings', 'earnings']) {
      const answer = await call<ReportJson>(
        'POST',
        '/api/dashboard/reports',
        { type, title: `${type} test`, description: 'Monthly review', dateRange: 'Last 30 days' },
        { cookie: staff.cookie },
      );
      expect(answer.status).toBe(201);
      expect(answer.json).toMatchObject({ type, title: `${type} test`, dateRange: 'Last 30 days' });
      expect(answer.json.data.figures.length).toBeGreaterThan(0);
      made.push(answer.json);
    }
    const bookingsReport = made[2];
    expect(bookingsReport.data.rows.map((row) => row[0])).toContain(booking.id);
    expect(bookingsReport.data.approved).toBeGreaterThanOrEqual(1);
    const earnings = made[3];
    const row = earnings.data.rows.find((cells) => cells[0] === property.id)!;
    expect(Number(row[4])).toBeGreaterThanOrEqual(Number(booking.totalPrice));

    const listed = await call<ReportJson[]>('GET', '/api/dashboard/reports', undefined, {
      cookie: admin.cookie,
    });
    expect(listed.json.slice(0, 4).map((report) => report.id)).toEqual(
      made.map((report) => report.id).reverse(),
    );
    expect(listed.json[3].data.figures).toEqual(made[0].data.figures);
  });

  it('GET /api/dashboard/reports/{id}/csv downloads the stored report as CSV', async () => {
    const report = (
      await call<ReportJson>('POST', '/api/dashboard/reports', { type: 'bookings' }, { cookie: admin.cookie })
    ).json;
    expect(report.title).toBe('Bookings report');
    const csv = await call('GET', `/api/dashboard/reports/${report.id}/csv`, undefined, {
      cookie: staff.cookie,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="report-bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('Report,Bookings report');
    expect(lines[1]).toBe('Period,Last 30 days');
    expect(lines).toContain(report.data.columns.join(','));
    expect(lines.length).toBeGreaterThanOrEqual(report.data.rows.length + report.data.figures.length + 4);
    expect(
      (
        await call('GET', `/api/dashboard/reports/aaaaaaaaaaaaaaaaaaaaaaaa/csv`, undefined, {
          cookie: staff.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/dashboard/reports/${report.id}/csv`, undefined, { cookie: host.cookie }))
        .status,
    ).toBe(403);
  });

  it('refuses unknown types (400) and non-moderators (403/401)', async () => {
    const bad = await call<{ errors: Record<string, string> }>(
      'POST',
      '/api/dashboard/reports',
      { type: 'gossip' },
      {
        cookie: staff.cookie,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty('type');
    expect(
      (await call('POST', '/api/dashboard/reports', { type: 'bookings' }, { cookie: student.cookie })).status,
    ).toBe(403);
    expect((await call('GET', '/api/dashboard/reports')).status).toBe(401);
  });
});

describe('GET /api/host/analytics', () => {
  it("computes the host's figures from the host's own bookings (SPEC section 9)", async () => {
    await approvedBooking(3);
    const answer = await call<Record<string, unknown>>('GET', '/api/host/analytics', undefined, {
      cookie: host.cookie,
    });
    expect(answer.status).toBe(200);
    const bookings = (
      await call<BookingJson[]>('GET', `/api/bookings/host/${host.id}`, undefined, { cookie: host.cookie })
    ).json;
    const approved = bookings.filter((booking) => booking.status === 'approved');
    const revenue =
      Math.round(approved.reduce((sum, booking) => sum + Number(booking.totalPrice), 0) * 100) / 100;
    expect(answer.json).toMatchObject({
      hostId: host.id,
      totalRevenue: revenue,
      revenue: revenue.toFixed(2),
      totalBookings: bookings.length,
      approvedBookings: approved.length,
      pendingRequests: bookings.filter((booking) => booking.status === 'pending').length,
      averageBookingValue: Math.round((revenue / approved.length) * 100) / 100,
      approvalRate: Math.round((approved.length / bookings.length) * 100),
    });
    expect((answer.json.recentBookings as unknown[]).length).toBe(Math.min(5, bookings.length));
    const top = answer.json.topProperties as Array<{
      propertyId: string;
      bookings: number;
      property: { title: string };
    }>;
    expect(top.length).toBeLessThanOrEqual(3);
    expect(top.map((row) => row.propertyId)).toContain(property.id);
    expect(top.find((row) => row.propertyId === property.id)?.property.title).toBe(property.title);
  });

  it('is for hosts (their own) and admins (any host); others 403, anonymous 401', async () => {
    expect(
      (await call('GET', `/api/host/analytics?hostId=${host.id}`, undefined, { cookie: admin.cookie }))
        .status,
    ).toBe(200);
    expect((await call('GET', '/api/host/analytics', undefined, { cookie: student.cookie })).status).toBe(
      403,
    );
    expect((await call('GET', '/api/host/analytics', undefined, { cookie: staff.cookie })).status).toBe(403);
    expect((await call('GET', '/api/host/analytics')).status).toBe(401);
  });
});
