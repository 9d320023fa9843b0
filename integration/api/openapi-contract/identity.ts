import { type Account } from '../../fixtures/client';
import { documented, check, cast, stack, signIn } from './harness';

/** The identity calls of the contract test, each checked against the document. */
export async function identityCalls() {
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
}
