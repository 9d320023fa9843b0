// The OpenAPI document against the running API: every documented operation is called on a real stack, and each
// answer's status must be one the document lists for it and its JSON body must match the documented schema,
// with no field the document leaves out. A change to an answer that the document does not follow fails here.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { type Account, type Answer, type BookingJson, futureStay, stackWithCast } from '../fixtures/client';
import { tinyPng } from '../fixtures/images';

type Schema = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface OperationObject {
  responses: Record<
    string,
    { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }
  >;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, OperationObject>>>;
  components: { schemas: Record<string, Schema> };
}

const { stack, cast, call, signIn } = stackWithCast();
let document: OpenApiDocument;
let ajv: Ajv;
const exercised = new Set<string>();
const validators = new Map<string, ValidateFunction>();

/**
 * OpenAPI 3.0 schema to JSON Schema for Ajv: `nullable` becomes a null alternative, and every object that lists
 * its properties is closed, so a field the API answers but the document does not name is a failure.
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, example: _example, ...rest } = schema as Schema;
  const converted: Schema = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Schema).map(([name, child]) => [name, strict(child)]))
        : strict(value),
    ]),
  );
  if (converted.type === 'object' && converted.properties && converted.additionalProperties === undefined)
    converted.additionalProperties = false;
  if (!nullable) return converted;
  if (typeof converted.type === 'string') {
    const enumeration = converted.enum as unknown[] | undefined;
    return {
      ...converted,
      type: [converted.type, 'null'],
      ...(enumeration ? { enum: [...enumeration, null] } : {}),
    };
  }
  const { $ref, ...others } = converted;
  return { ...others, anyOf: [{ $ref }, { type: 'null' }] };
}

function validatorFor(method: Method, template: string, status: number): ValidateFunction | null {
  const key = `${method} ${template} ${status}`;
  if (validators.has(key)) return validators.get(key)!;
  const response = document.paths[`/api${template}`]?.[method]?.responses[String(status)];
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return null;
  const validate = ajv.compile(strict(schema) as Schema);
  validators.set(key, validate);
  return validate;
}

/** Calls a documented operation and checks its answer against the document. */
async function documented<T = unknown>(
  method: Method,
  template: string,
  options: { params?: Record<string, string>; query?: string; body?: unknown; as?: Account } = {},
): Promise<Answer<T>> {
  const operation = document.paths[`/api${template}`]?.[method];
  expect({ operation: `${method} ${template}`, documented: Boolean(operation) }).toMatchObject({
    documented: true,
  });
  const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => options.params![name]);
  const answer = await call<T>(
    method.toUpperCase(),
    `/api${path}${options.query ? `?${options.query}` : ''}`,
    options.body,
    { cookie: options.as?.cookie },
  );
  return check(method, template, answer);
}

/** Every answer outside the document, reported together at the end so one run shows the whole gap. */
const mismatches: string[] = [];

function check<T>(method: Method, template: string, answer: Answer<T>): Answer<T> {
  exercised.add(`${method} ${template}`);
  const call = `${method.toUpperCase()} /api${template} answered ${answer.status}`;
  const listed = Object.keys(document.paths[`/api${template}`]![method]!.responses);
  if (!listed.includes(String(answer.status))) {
    mismatches.push(`${call}, not a documented status (${listed.join(', ')}): ${answer.text.slice(0, 300)}`);
    return answer;
  }
  const validate = validatorFor(method, template, answer.status);
  if (validate && !validate(answer.json)) {
    const errors = (validate.errors ?? []).map(
      (error) =>
        `  ${error.instancePath.replace(/\/\d+/g, '/*') || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
    );
    mismatches.push(
      `${call} outside its documented schema:\n${[...new Set(errors)].join('\n')}\n  ${answer.text.slice(0, 400)}`,
    );
  }
  return answer;
}

async function uploadImage(as: Account, data: Buffer, type: string): Promise<Answer> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type }), 'photo');
  const response = await fetch(`${stack().url}/api/upload-image`, {
    method: 'POST',
    headers: { cookie: as.cookie },
    body: form,
  });
  const text = await response.text();
  return check('post', '/upload-image', {
    status: response.status,
    json: JSON.parse(text) as unknown,
    text,
    headers: response.headers,
  });
}

beforeAll(async () => {
  const answer = await call<OpenApiDocument>('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.json;
  ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(document.components.schemas))
    ajv.addSchema(strict(schema) as Schema, `#/components/schemas/${name}`);
});

describe('every documented call answers as the OpenAPI document says', () => {
  it('identity', async () => {
    const { student } = cast;
    await documented('get', '/user', { as: student });
    await documented('get', '/user');
    const redirected = await fetch(`${stack().url}/api/login`, { redirect: 'manual' });
    check('get', '/login', { status: redirected.status, json: null, text: '', headers: redirected.headers });
    expect(redirected.headers.get('location')).toBe('/login');
    await documented('post', '/login', { body: { username: 'student@stays.test', password: 'wrong' } });
    await documented('post', '/login', { body: { username: 'student@stays.test', password: 'student123' } });
    await documented('post', '/auth/staff-login', { body: { username: 'staff', password: 'staff123' } });
    await documented('post', '/auth/staff-login', {
      body: { username: 'student@stays.test', password: 'student123' },
    });
    await documented('post', '/check-user', { body: { identifier: 'host@stays.test' } });
    await documented('post', '/check-user', { body: {} });
    const email = `contract-${Date.now()}@stays.test`;
    const registered = await documented<{ id: string }>('post', '/register', {
      body: { username: email, email, password: 'secret123', firstName: 'Con', lastName: 'Tract' },
    });
    expect(registered.status).toBe(201);
    await documented('post', '/register', { body: { username: email, email, password: 'secret123' } });
    await documented('post', '/register', { body: { username: '', password: '1' } });
    const token = /token=([^;]*)/.exec(registered.headers.get('set-cookie') ?? '')?.[1];
    const newcomer: Account = { cookie: `token=${token}`, id: registered.json.id };
    const application = await documented<{ id: string }>('post', '/host-applications', {
      as: newcomer,
      body: {
        reason: 'I rent out the spare room of my flat near campus to visiting students each semester.',
        phone: '+1 979 555 0100',
        address: '1 Main Street, College Station TX',
      },
    });
    expect({ status: application.status, body: application.text }).toMatchObject({ status: 201 });
    await documented('get', '/host-applications', { as: cast.staff, query: 'status=pending' });
    await documented('put', '/host-applications/{id}', {
      as: cast.staff,
      params: { id: application.json.id },
      body: { status: 'rejected' },
    });
    await documented('put', '/host-applications/{id}', {
      as: cast.staff,
      params: { id: application.json.id },
      body: { status: 'rejected', reason: 'Please tell us which room you would list.' },
    });
    await documented('put', '/host-applications/{id}', {
      as: cast.staff,
      params: { id: application.json.id },
      body: { status: 'approved' },
    });
    await documented('post', '/upgrade-to-host', { as: newcomer });
    await documented('post', '/upgrade-to-host', { as: newcomer });
    await documented('post', '/logout', { as: newcomer });
    await documented('get', '/config');
    const again = await signIn({ username: email, password: 'secret123' });
    await documented('post', '/logout/everywhere', { as: again });
  });

  it('users', async () => {
    const { admin, staff, student } = cast;
    const users = await documented<Array<{ id: string; username: string }>>('get', '/admin/users', {
      as: admin,
      query: 'role=visitor',
    });
    await documented('get', '/admin/users', { as: staff });
    const target = users.json[0]!;
    await documented('put', '/admin/users/{id}/role', {
      as: admin,
      params: { id: target.id },
      body: { role: 'host' },
    });
    await documented('put', '/admin/users/{id}/role', {
      as: admin,
      params: { id: target.id },
      body: { role: 'visitor' },
    });
    await documented('put', '/admin/users/{id}/role', { as: admin, params: { id: target.id }, body: {} });
    await documented('put', '/admin/users/{id}/block', { as: admin, params: { id: target.id } });
    await documented('put', '/admin/users/{id}/block', { as: admin, params: { id: target.id } });
    await documented('put', '/admin/users/{id}/block', {
      as: admin,
      params: { id: '665f1c2e9b1e8a0012345678' },
    });
    await documented('get', '/dashboard/users', { as: staff, query: 'role=host' });
    await documented('get', '/dashboard/users', { as: student });
    await documented('patch', '/dashboard/users/{id}/block', {
      as: staff,
      params: { id: target.id },
      body: { isBlocked: true },
    });
    await documented('patch', '/dashboard/users/{id}/block', {
      as: staff,
      params: { id: target.id },
      body: { isBlocked: false },
    });
    await documented('patch', '/dashboard/users/{id}/block', {
      as: staff,
      params: { id: admin.id },
      body: { isBlocked: true },
    });
  });

  it('properties and images', async () => {
    const { host, admin, staff, student, property } = cast;
    await documented('get', '/properties', { query: 'status=approved' });
    await documented('get', '/properties', { query: 'status=approved&limit=2&offset=1' });
    await documented('get', '/properties/featured', { query: 'filters=wifi&limit=4' });
    await documented('get', '/properties/featured', { query: 'limit=zero' });
    const page = await documented('get', '/properties/search', {
      query: `location=a&guests=2&checkIn=${futureStay(1).checkInDate}&checkOut=${futureStay(1).checkOutDate}&sort=price_low&limit=3`,
    });
    expect(page.headers.get('x-has-more')).toMatch(/^(true|false)$/);
    await documented('get', '/properties/search', { query: 'checkIn=2026-02-30' });
    await documented('get', '/properties/search', {
      query: 'location=Tamuda%20Bay&filters=pool&minPrice=50&maxPrice=300&sort=price_low',
    });
    await documented('get', '/properties/search', { query: 'minPrice=300&maxPrice=50' });
    await documented('get', '/properties/search', { query: 'saved=true' });
    await documented('get', '/destinations', { query: 'q=tam' });
    await documented('get', '/destinations', { query: `q=${'x'.repeat(201)}` });
    await documented('get', '/favorites', { as: student });
    await documented('get', '/favorites');
    await documented('put', '/favorites/{propertyId}', { as: student, params: { propertyId: property.id } });
    await documented('put', '/favorites/{propertyId}', { as: student, params: { propertyId: 'nope' } });
    await documented('put', '/favorites/{propertyId}', {
      as: student,
      params: { propertyId: '665f1c2e9b1e8a0012345678' },
    });
    await documented('get', '/properties/search', { query: 'saved=true', as: student });
    await documented('delete', '/favorites/{propertyId}', {
      as: student,
      params: { propertyId: property.id },
    });
    await documented('delete', '/favorites/{propertyId}', { as: student, params: { propertyId: 'nope' } });
    await documented('get', '/properties/{id}', { params: { id: property.id } });
    await documented('get', '/properties/{id}', { params: { id: '665f1c2e9b1e8a0012345678' } });
    await documented('get', '/properties/{id}/reviews', { params: { id: property.id } });
    await documented('get', '/properties/host/{hostId}', { params: { hostId: host.id }, as: host });

    const image = await uploadImage(host, tinyPng(), 'image/png');
    expect(image.status).toBe(201);
    await uploadImage(host, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    await uploadImage(host, Buffer.from('plain words, not a picture'), 'image/jpeg');

    const input = {
      title: 'Contract test loft',
      description: 'A bright loft used by the OpenAPI contract test.',
      location: 'Martil, Tamuda Bay',
      propertyType: 'apartment',
      pricePerNight: '95',
      maxGuests: 3,
      bedrooms: 1,
      bathrooms: 1,
      amenities: ['wifi'],
      images: [(image.json as { url: string }).url],
    };
    const created = await documented<{ id: string }>('post', '/properties', { as: host, body: input });
    expect(created.status).toBe(201);
    await documented('post', '/properties', { as: host, body: { ...input, maxGuests: 40 } });
    await documented('post', '/properties', { as: student, body: input });
    const id = created.json.id;
    await documented('put', '/properties/{id}', {
      as: host,
      params: { id },
      body: { ...input, title: 'Contract test loft, renamed' },
    });
    await documented('get', '/dashboard/pending-properties', { as: staff });
    await documented('patch', '/dashboard/properties/{id}/reject', {
      as: staff,
      params: { id },
      body: { reason: 'Add a photo of the kitchen' },
    });
    await documented('patch', '/dashboard/properties/{id}/approve', { as: staff, params: { id } });
    await documented('put', '/admin/properties/{id}/status', {
      as: admin,
      params: { id },
      body: { status: 'approved' },
    });
    await documented('put', '/admin/properties/{id}/featured', {
      as: admin,
      params: { id },
      body: { featured: true },
    });
    await documented('get', '/admin/properties', { as: admin });
    await documented('get', '/admin/properties', { as: host });
    await documented('delete', '/properties/{id}', { as: student, params: { id } });
    await documented('delete', '/properties/{id}', { as: host, params: { id } });
    await documented('delete', '/properties/{id}', { as: host, params: { id } });
  });

  it('bookings', async () => {
    const { host, admin, staff, student, property } = cast;
    const stay = futureStay(7);
    await documented('get', '/bookings/quote', {
      query: `propertyId=${property.id}&checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}&guests=1`,
    });
    await documented('get', '/bookings/quote', {
      query: `propertyId=${property.id}&checkIn=${stay.checkOutDate}&checkOut=${stay.checkInDate}`,
    });
    const created = await documented<BookingJson>('post', '/bookings', {
      as: student,
      body: { propertyId: property.id, guests: 1, message: 'Arriving late', ...stay },
    });
    expect(created.status).toBe(201);
    await documented('post', '/bookings', {
      as: student,
      body: { propertyId: property.id, guests: 1, ...stay, totalPrice: '1' },
    });
    await documented('post', '/bookings', {
      as: host,
      body: { propertyId: property.id, guests: 1, ...stay },
    });
    await documented('post', '/bookings', { body: { propertyId: property.id, guests: 1, ...stay } });
    await documented('get', '/bookings/mine', { as: student });
    await documented('get', '/bookings', { as: admin });
    await documented('get', '/bookings', { as: host });
    await documented('get', '/bookings/host/{hostId}', { as: host, params: { hostId: host.id } });
    await documented('get', '/bookings/host/{hostId}', { as: student, params: { hostId: host.id } });
    await documented('get', '/dashboard/pending-bookings', { as: staff });
    const rival = await documented<BookingJson>('post', '/bookings', {
      as: cast.admin,
      body: { propertyId: property.id, guests: 1, ...stay },
    });
    await documented('put', '/bookings/{id}/status', {
      as: host,
      params: { id: created.json.id },
      body: { status: 'approved' },
    });
    await documented('put', '/bookings/{id}/status', {
      as: host,
      params: { id: rival.json.id },
      body: { status: 'approved' },
    });
    await documented('put', '/bookings/{id}/status', {
      as: student,
      params: { id: rival.json.id },
      body: { status: 'rejected' },
    });
    await documented('get', '/properties/{id}/availability', { params: { id: property.id } });
    const approved = { params: { id: created.json.id } };
    await documented('get', '/bookings/{id}/refund', { as: student, ...approved });
    await documented('get', '/bookings/{id}/refund', { as: host, ...approved });
    await documented('post', '/bookings/{id}/cancel', { as: host, ...approved });
    await documented('post', '/bookings/{id}/cancel', { as: student, ...approved });
    await documented('post', '/bookings/{id}/cancel', { as: student, ...approved });
    const review = { bookingId: created.json.id, rating: 5, comment: 'A lovely stay by the sea.' };
    await documented('post', '/reviews', { as: student, body: review });
    await documented('post', '/reviews', { as: student, body: { ...review, rating: 9 } });
  });

  it('notifications, contact, dashboards and reports', async () => {
    const { host, staff, student, property } = cast;
    const sent = await documented<{ id: string }>('post', '/dashboard/notifications', {
      as: staff,
      body: {
        recipientId: host.id,
        title: 'About your listing',
        message: 'Please add more photos.',
        relatedEntityType: 'property',
        relatedEntityId: property.id,
      },
    });
    expect(sent.status).toBe(201);
    await documented('post', '/dashboard/notifications', {
      as: student,
      body: {
        recipientId: host.id,
        title: `Question about ${property.title}`,
        message: 'Is there parking?',
        relatedEntityType: 'property',
        relatedEntityId: property.id,
      },
    });
    await documented('post', '/dashboard/notifications', { as: staff, body: { recipientId: host.id } });
    await documented('get', '/dashboard/notifications', { as: host });
    await documented('patch', '/dashboard/notifications/{id}/read', {
      as: host,
      params: { id: sent.json.id },
    });
    await documented('patch', '/dashboard/notifications/{id}/read', {
      as: student,
      params: { id: sent.json.id },
    });
    await documented('post', '/contact', {
      body: {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Parking',
        message: 'Is there parking nearby?',
      },
    });
    await documented('post', '/contact', { body: { name: 'Ana', email: 'not-an-email', message: '' } });
    await documented('get', '/dashboard/stats', { as: staff });
    await documented('get', '/dashboard/stats', { as: student });
    const report = await documented<{ id: string }>('post', '/dashboard/reports', {
      as: staff,
      body: { type: 'bookings', title: 'Bookings', description: 'Last 30 days', dateRange: 'Last 30 days' },
    });
    expect(report.status).toBe(201);
    await documented('post', '/dashboard/reports', { as: staff, body: { type: 'weather' } });
    await documented('get', '/dashboard/reports', { as: staff });
    const csv = await documented('get', '/dashboard/reports/{id}/csv', {
      as: staff,
      params: { id: report.json.id },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    await documented('get', '/host/analytics', { as: host });
    await documented('get', '/host/analytics', { as: student });
  });

  it('conversations and the live event stream', async () => {
    const { host, staff, student, property } = cast;
    const started = await documented<{ id: string }>('post', '/conversations', {
      as: student,
      body: { propertyId: property.id, message: 'Is the terrace shaded in the afternoon?' },
    });
    expect(started.status).toBe(201);
    await documented('post', '/conversations', { as: student, body: { propertyId: property.id } });
    await documented('post', '/conversations', {
      as: host,
      body: { propertyId: property.id, message: 'My own listing' },
    });
    await documented('post', '/conversations', {
      as: student,
      body: { propertyId: '665f1c2e9b1e8a0012345678', message: 'Hello' },
    });
    await documented('post', '/conversations', { body: { propertyId: property.id, message: 'Hello' } });
    const thread = { params: { id: started.json.id } };
    const entry = await documented('post', '/conversations/{id}/messages', {
      as: host,
      ...thread,
      body: { body: 'Yes, from 3 pm.' },
    });
    expect(entry.status).toBe(201);
    await documented('post', '/conversations/{id}/messages', {
      as: host,
      ...thread,
      body: { body: 'y'.repeat(5001) },
    });
    await documented('post', '/conversations/{id}/messages', { as: staff, ...thread, body: { body: 'Hi' } });
    await documented('get', '/conversations', { as: host });
    await documented('get', '/conversations', { as: student, query: 'limit=1&offset=0' });
    await documented('get', '/conversations', { as: student, query: 'limit=0' });
    await documented('get', '/conversations/{id}', { as: student, ...thread });
    await documented('get', '/conversations/{id}', { as: student, ...thread, query: 'limit=1' });
    await documented('get', '/conversations/{id}', { as: student, ...thread, query: 'before=nope' });
    await documented('get', '/conversations/{id}', { as: staff, ...thread });
    await documented('post', '/conversations/{id}/read', { as: host, ...thread });
    await documented('post', '/conversations/{id}/read', { as: staff, ...thread });
    await documented('post', '/conversations/{id}/report', {
      as: student,
      ...thread,
      body: { reason: 'Testing the report' },
    });
    await documented('post', '/conversations/{id}/report', { as: staff, params: { id: 'nope' }, body: {} });
    await documented('post', '/conversations/{id}/messages', { as: staff, ...thread, body: { body: 'Hi' } });

    // The stream: its headers are answered at once, the body goes on until the client leaves.
    const events = new AbortController();
    const streamed = await fetch(`${stack().url}/api/events`, {
      headers: { cookie: student.cookie },
      signal: events.signal,
    });
    check('get', '/events', { status: streamed.status, json: null, text: '', headers: streamed.headers });
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    events.abort();
    await documented('get', '/events');
  });

  it('leaves no documented operation unexercised', () => {
    const all = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path.replace(/^\/api/, '')}`),
    );
    expect(all.filter((operation) => !exercised.has(operation))).toEqual([]);
  });

  it('answered every call with a documented status and shape', () => {
    expect(mismatches).toEqual([]);
  });
});
