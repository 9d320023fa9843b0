import { documented, cast } from './harness';

/** The notifications, contact, dashboards and reports calls of the contract test, each checked against the document. */
export async function notificationsCalls() {
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
}
