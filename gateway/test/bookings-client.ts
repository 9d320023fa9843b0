// What the bookings and dashboard API tests share: a JSON client of one running stack, sign-in, and a stay
// at an approved seeded property with the host who owns it.
import { randomBytes } from 'node:crypto';
import { type RunningStack, type StackOptions, startStack } from '../../scripts/stack';

export interface Answer<T = unknown> {
  status: number;
  json: T;
  text: string;
  headers: Headers;
}

export interface Account {
  cookie: string;
  id: string;
}

export interface PropertyJson {
  id: string;
  title: string;
  status: string;
  hostId: string;
  pricePerNight: number;
  maxGuests: number;
  host: { id: string; email: string | null } | null;
}

export interface BookingJson {
  id: string;
  propertyId: string;
  guestId: string;
  hostId: string;
  checkInDate: string;
  checkOutDate: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  totalPrice: string;
  status: string;
  property: { id: string; title: string } | null;
  guest: { id: string; firstName: string; email: string | null } | null;
}

export interface NotificationJson {
  id: string;
  title: string;
  message: string;
  isRead: boolean;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  recipientRole: string | null;
}

const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]).join('.')}`;

export function client(stack: () => RunningStack) {
  async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: { cookie?: string; ip?: string } = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${stack().url}${path}`, {
      method,
      headers: {
        // Each call from its own address, so per-address limits never couple the tests (unless asked).
        'x-forwarded-for': options.ip ?? randomIp(),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json: json as T, text, headers: response.headers };
  }

  async function signIn(username: string, password: string): Promise<Account> {
    const response = await call<{ id: string }>('POST', '/api/login', { username, password });
    if (response.status !== 200)
      throw new Error(`sign-in of ${username}: ${response.status} ${response.text}`);
    const token = /(?:^|,\s*)token=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    return { cookie: `token=${token}`, id: response.json.id };
  }

  /** An approved seeded property (the first whose host's password the seed tells) and its host, signed in. */
  async function approvedPropertyWithHost(
    skip: string[] = [],
  ): Promise<{ property: PropertyJson; host: Account }> {
    const listed = await call<PropertyJson[]>('GET', '/api/properties?status=approved');
    const property = listed.json.find((candidate) => candidate.host?.email && !skip.includes(candidate.id))!;
    const email = property.host!.email!;
    const host = await signIn(email, email === 'host@stays.test' ? 'host123' : 'demo123');
    return { property, host };
  }

  return { call, signIn, approvedPropertyWithHost };
}

export interface Cast {
  property: PropertyJson;
  host: Account;
  student: Account;
  staff: Account;
  admin: Account;
}

/**
 * One stack for the test file (started before its tests, stopped after) and the demo cast signed in: an approved
 * property with its host, the student, staff and admin. `cast` is filled in before the first test runs.
 */
export function stackWithCast(options: Partial<StackOptions> = {}) {
  let stack: RunningStack | undefined;
  const api = client(() => stack!);
  const cast = {} as Cast;
  beforeAll(async () => {
    stack = await startStack({ port: 0, inMemory: true, log: () => {}, ...options });
    Object.assign(cast, await api.approvedPropertyWithHost());
    [cast.student, cast.staff, cast.admin] = await Promise.all([
      api.signIn('student@stays.test', 'student123'),
      api.signIn('staff', 'staff123'),
      api.signIn('admin', 'admin123'),
    ]);
  }, 110_000);
  afterAll(async () => {
    await stack?.stop();
  });
  return { stack: () => stack!, cast, ...api };
}

/** YYYY-MM-DD, `days` from today (UTC). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A stay window far enough ahead that the seeded bookings never reach it; `slot` keeps tests apart. */
export function futureStay(slot: number, nights = 3): { checkInDate: string; checkOutDate: string } {
  const start = 900 + slot * 20;
  return { checkInDate: dayFromNow(start), checkOutDate: dayFromNow(start + nights) };
}
