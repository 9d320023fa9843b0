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
  await documented('post', '/password/forgot', { body: { email: 'nobody-here@stays.test' } });
  await documented('post', '/password/forgot', { body: { email: 'nope' } });
  await documented('post', '/password/reset', { body: { token: 'not-a-link', password: 'secret123' } });
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
  // The account page, with an account of its own (deleted at the end).
  const leaverEmail = `contract-leaver-${Date.now()}@stays.test`;
  const leaverAnswer = await documented<{ id: string }>('post', '/register', {
    body: {
      username: leaverEmail,
      email: leaverEmail,
      password: 'secret123',
      firstName: 'Lea',
      lastName: 'Ver',
    },
  });
  const leaverToken = /token=([^;]*)/.exec(leaverAnswer.headers.get('set-cookie') ?? '')?.[1];
  const leaver: Account = { cookie: `token=${leaverToken}`, id: leaverAnswer.json.id };
  await documented('put', '/account/profile', {
    as: leaver,
    body: { firstName: 'Leah', lastName: 'Vermeer' },
  });
  await documented('put', '/account/profile', { as: leaver, body: { firstName: 'L' } });
  await documented('post', '/account/password', {
    as: leaver,
    body: { currentPassword: 'wrong', newPassword: 'secret456' },
  });
  const changed = await documented('post', '/account/password', {
    as: leaver,
    body: { currentPassword: 'secret123', newPassword: 'secret456' },
  });
  const renewed: Account = {
    cookie: `token=${/token=([^;]*)/.exec(changed.headers.get('set-cookie') ?? '')?.[1]}`,
    id: leaver.id,
  };
  await documented('post', '/account/delete', { as: renewed, body: { password: 'wrong' } });
  await documented('post', '/account/delete', { as: cast.host, body: { password: 'host123' } });
  await documented('post', '/account/delete', { as: renewed, body: { password: 'secret456' } });
}
