// What the suites of properties.test.ts share: the file's one stack (importing this module registers its start and
// stop hooks, so only that file's suites import it), its fixtures and helpers.
import { signIn, stackForFile } from '../../fixtures/client';

export const running = stackForFile();

export interface PropertyJson {
  id: string;
  title: string;
  location: string;
  status: string;
  featured: boolean;
  hostId: string;
  pricePerNight: number;
  maxGuests: number;
  rating: number | null;
  instantBook: boolean;
  bedrooms: number | null;
  propertyType: string;
  amenities: string[];
  images: string[];
  createdAt: string;
  host: { id: string; firstName: string } | null;
  message?: string;
  rejectionReason?: string | null;
}

export const cookies: Record<'admin' | 'staff' | 'host' | 'otherHost' | 'visitor', string> = {
  admin: '',
  staff: '',
  host: '',
  otherHost: '',
  visitor: '',
};
export let hostId = '';
export let otherHostId = '';

beforeAll(async () => {
  const [admin, staff, host, otherHost, visitor] = await Promise.all([
    signIn(running(), 'admin'),
    signIn(running(), 'staff'),
    signIn(running(), 'host'),
    signIn(running(), { username: 'karim.tazi@stays.test', password: 'demo123' }),
    signIn(running(), 'visitor'),
  ]);
  Object.assign(cookies, {
    admin: admin.cookie,
    staff: staff.cookie,
    host: host.cookie,
    otherHost: otherHost.cookie,
    visitor: visitor.cookie,
  });
  hostId = host.id;
  otherHostId = otherHost.id;
});

export type Who = keyof typeof cookies | 'anonymous';

export async function call<T = unknown>(
  method: string,
  path: string,
  who: Who = 'anonymous',
  body?: unknown,
) {
  const response = await fetch(`${running().url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(who !== 'anonymous' ? { cookie: cookies[who] } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

export async function graphql<T>(query: string, variables: Record<string, unknown>, who: Who = 'anonymous') {
  const response = await fetch(`${running().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(who !== 'anonymous' ? { cookie: cookies[who] } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

export const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quiet Flat by the Marina',
  description: 'Two rooms and a balcony.',
  location: 'Tetouan Marina, Morocco',
  propertyType: 'apartment',
  pricePerNight: '88',
  maxGuests: 3,
  amenities: ['Wi-Fi', 'Kitchen'],
  images: [],
  // Its pin, by the marina (a listing is created only with one, issue 44).
  latitude: 35.6272,
  longitude: -5.2748,
  hostId,
  ...overrides,
});

export async function createAs(who: Who, overrides: Record<string, unknown> = {}) {
  const created = await call<PropertyJson>('POST', '/api/properties', who, listing(overrides));
  expect(created.status).toBe(201);
  return created.body;
}

export async function upload(who: Who, data: Buffer, filename: string, type: string, field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  const response = await fetch(`${running().url}/api/upload-image`, {
    method: 'POST',
    headers: who !== 'anonymous' ? { cookie: cookies[who] } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
}
