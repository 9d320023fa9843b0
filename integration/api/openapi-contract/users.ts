import { documented, cast } from './harness';

/** The users calls of the contract test, each checked against the document. */
export async function usersCalls() {
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
}
