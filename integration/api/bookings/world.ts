// What the suites of bookings.test.ts share: the file's one stack (importing this module registers its start and
// stop hooks, so only that file's suites import it), its fixtures and helpers.
import {
  type Account,
  type BookingJson,
  type NotificationJson,
  type PropertyJson,
  stackWithCast,
} from '../../fixtures/client';
import { databaseForFile } from '../../fixtures/database';

export const { stack, cast, call } = stackWithCast();
export let property: PropertyJson;
export let host: Account;
export let student: Account;
export let staff: Account;
export let admin: Account;
export const database = databaseForFile(stack);

beforeAll(() => {
  ({ property, host, student, staff, admin } = cast);
});

/** SPEC section 9: nights x price, plus 14% of that rounded to whole dollars. */
export const expectedTotal = (nights: number, price: number) => {
  const subtotal = Math.round(nights * price * 100) / 100;
  return Math.round((subtotal + Math.round(subtotal * 0.14)) * 100) / 100;
};

export function book(
  stay: { checkInDate: string; checkOutDate: string },
  extra: Record<string, unknown> = {},
  who = student,
) {
  return call<BookingJson & { message: string; errors?: Record<string, string> }>(
    'POST',
    '/api/bookings',
    { propertyId: property.id, guests: 1, ...stay, ...extra },
    { cookie: who.cookie },
  );
}

export const decide = (id: string, status: string, who: Account) =>
  call<BookingJson & { message: string }>(
    'PUT',
    `/api/bookings/${id}/status`,
    { status },
    { cookie: who.cookie },
  );

/** A new visitor account, signed in: one guest may not hold two open requests for the same nights. */
export async function newGuest(): Promise<Account> {
  const name = `guest-${Math.random().toString(36).slice(2, 10)}`;
  const answer = await fetch(`${stack().url}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${name.length}.${Date.now() % 250}`,
    },
    body: JSON.stringify({
      username: `${name}@stays.test`,
      password: 'secret123',
      email: `${name}@stays.test`,
      firstName: 'Guest',
      lastName: 'Test',
    }),
  });
  const cookie = /token=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
  if (answer.status !== 201 || !cookie) throw new Error(`registration: ${answer.status}`);
  return { cookie, id: ((await answer.json()) as { id: string }).id };
}

export const inbox = async (who: Account) =>
  (await call<NotificationJson[]>('GET', '/api/dashboard/notifications', undefined, { cookie: who.cookie }))
    .json;
