import { documented, cast } from './harness';

/** The calendar import calls (issue 47) on a stack without ICAL_IMPORT_ALLOW_PRIVATE: loopback is refused. */
export async function calendarImportsCalls() {
  const { host, student, property } = cast;
  const params = { id: property.id, importId: '0'.repeat(24) };
  const listed = await documented<unknown[]>('get', '/properties/{id}/calendar-imports', {
    as: host,
    params,
  });
  expect(listed.json).toEqual([]);
  await documented('get', '/properties/{id}/calendar-imports', { as: student, params });
  const refused = await documented<{ message: string }>('post', '/properties/{id}/calendar-imports', {
    as: host,
    params,
    body: { url: 'http://127.0.0.1:9/calendar.ics', name: 'Local' },
  });
  expect(refused.status).toBe(400);
  expect(refused.json.message).toBe(
    '127.0.0.1, a loopback address: calendars are only fetched from the public internet',
  );
  await documented('post', '/properties/{id}/calendar-imports', {
    as: host,
    params,
    body: { url: 'http://169.254.169.254/latest/meta-data', name: 'Metadata' },
  });
  await documented('post', '/properties/{id}/calendar-imports/{importId}/sync', { as: host, params });
  await documented('delete', '/properties/{id}/calendar-imports/{importId}', { as: host, params });
}
