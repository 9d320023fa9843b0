// What the suites of dashboard.test.ts share: the file's one stack (importing this module registers its start and
// stop hooks, so only that file's suites import it), its cast and helpers.
import {
  type Account,
  type BookingJson,
  futureStay,
  type NotificationJson,
  type PropertyJson,
  stackWithCast,
} from '../../fixtures/client';

export const { stack, cast, call } = stackWithCast();
export let property: PropertyJson;
export let host: Account;
export let student: Account;
export let staff: Account;
export let admin: Account;

beforeAll(() => {
  property = cast.property;
  host = cast.host;
  student = cast.student;
  staff = cast.staff;
  admin = cast.admin;
});

export const inbox = async (who: Account) => {
  const answer = await call<NotificationJson[]>('GET', '/api/dashboard/notifications', undefined, {
    cookie: who.cookie,
  });
  expect(answer.status).toBe(200);
  return answer.json;
};

export async function approvedBooking(slot: number): Promise<BookingJson> {
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
