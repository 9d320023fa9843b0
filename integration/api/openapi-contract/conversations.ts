import { documented, check, cast, stack } from './harness';

/** The conversations and the live event stream calls of the contract test, each checked against the document. */
export async function conversationsCalls() {
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
}
