// Issue 46 #12: a profile photo for every account, on the real stack. A guest uploads an image, makes it their
// photo (an outside address is refused), the host they write to sees it in the conversation, and the image sweep
// keeps it while an unused upload of theirs goes; the host sets theirs through /graphql. Removed, the photo is
// swept like any unused upload.
import { type Account, sessionCookie, stackWithCast } from '../fixtures/client';
import { tinyPng } from '../fixtures/images';

const { stack, cast, call } = stackWithCast();

interface Person {
  id: string;
  profileImageUrl: string | null;
}
interface Conversation {
  id: string;
  guest: Person | null;
  host: Person | null;
}

async function newGuest(): Promise<Account> {
  const email = `photo-${Date.now()}@stays.test`;
  const answer = await call<{ id: string }>('POST', '/api/register', {
    username: email,
    email,
    password: 'secret123',
    firstName: 'Photo',
    lastName: 'Guest',
  });
  expect(answer.status).toBe(201);
  return { cookie: sessionCookie(answer.headers)!, id: answer.json.id };
}

async function upload(account: Account): Promise<{ status: number; url?: string }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${stack().url}/api/upload-image`, {
    method: 'POST',
    headers: { cookie: account.cookie },
    body: form,
  });
  const body = (await response.json()) as { url?: string };
  return { status: response.status, url: body.url };
}

/** The properties subgraph's sweep of uploads older than nothing (operators' and tests' route). */
async function sweepNow(): Promise<void> {
  const answer = await fetch(`${stack().subgraphs.properties.url}/internal/images/sweep`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': stack().internalToken },
    body: JSON.stringify({ olderThanMs: 0 }),
  });
  expect(answer.status).toBe(200);
}
/**
 * Whether the properties subgraph still stores the image (asked there: the gateway keeps the bytes of images it
 * served in memory, cache/imageBytes.ts, and a sweep does not tell it).
 */
const stored = async (url: string) =>
  (
    await fetch(`${stack().subgraphs.properties.url}${url}`, {
      headers: { 'x-internal-token': stack().internalToken },
    })
  ).status;

it('a guest sets an uploaded photo, the host sees it in the conversation, and the sweep keeps it', async () => {
  const guest = await newGuest();
  const photo = await upload(guest);
  expect(photo).toEqual({ status: 201, url: expect.stringMatching(/^\/images\/[0-9a-f]{24}$/) });
  const unused = await upload(guest);
  expect(unused.status).toBe(201);

  const outside = await call(
    'PUT',
    '/api/account/profile',
    { profileImageUrl: 'https://tracker.example/pixel.gif' },
    { cookie: guest.cookie },
  );
  expect(outside.status).toBe(400);
  expect(outside.json).toEqual(
    expect.objectContaining({
      errors: {
        profileImageUrl:
          'The profile photo must be an image uploaded here (its address starts with /images/)',
      },
    }),
  );
  // A listing's photo is stored here, but it is not the guest's upload.
  const listing = await call<{ images: string[] }>('GET', `/api/properties/${cast.property.id}`);
  const borrowed = await call(
    'PUT',
    '/api/account/profile',
    { profileImageUrl: listing.json.images[0] },
    { cookie: guest.cookie },
  );
  expect(borrowed.json).toEqual(
    expect.objectContaining({
      errors: { profileImageUrl: 'The profile photo must be an image you uploaded' },
    }),
  );

  const set = await call<Person & { firstName: string }>(
    'PUT',
    '/api/account/profile',
    { profileImageUrl: photo.url },
    { cookie: guest.cookie },
  );
  expect(set.status).toBe(200);
  expect(set.json).toEqual(expect.objectContaining({ firstName: 'Photo', profileImageUrl: photo.url }));
  const me = await call<Person>('GET', '/api/user', undefined, { cookie: guest.cookie });
  expect(me.json.profileImageUrl).toBe(photo.url);

  const started = await call<Conversation>(
    'POST',
    '/api/conversations',
    { propertyId: cast.property.id, message: 'Hello, is the flat quiet?' },
    { cookie: guest.cookie },
  );
  expect(started.status).toBe(201);
  const hostsList = await call<{ items: Conversation[] }>('GET', '/api/conversations', undefined, {
    cookie: cast.host.cookie,
  });
  const thread = hostsList.json.items.find((item) => item.id === started.json.id);
  expect(thread?.guest).toEqual(expect.objectContaining({ id: guest.id, profileImageUrl: photo.url }));

  // The host sets theirs through the graph (the account page's own call); the guest's thread header shows it.
  const hostPhoto = await upload(cast.host);
  const viaGraph = await call<{ data: { updateProfile: Person } }>(
    'POST',
    '/graphql',
    {
      query: 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { id profileImageUrl } }',
      variables: { input: { profileImageUrl: hostPhoto.url } },
    },
    { cookie: cast.host.cookie },
  );
  expect(viaGraph.json.data.updateProfile.profileImageUrl).toBe(hostPhoto.url);
  const guestsThread = await call<Conversation>('GET', `/api/conversations/${started.json.id}`, undefined, {
    cookie: guest.cookie,
  });
  expect(guestsThread.json.host?.profileImageUrl).toBe(hostPhoto.url);

  await sweepNow();
  expect(await stored(photo.url!)).toBe(200);
  expect(await stored(hostPhoto.url!)).toBe(200);
  expect(await stored(unused.url!)).toBe(404);

  // Removed (null), the photo is an unused upload like any other: the next sweep takes it.
  const removed = await call<Person>(
    'PUT',
    '/api/account/profile',
    { profileImageUrl: null },
    { cookie: guest.cookie },
  );
  expect(removed.json.profileImageUrl).toBeNull();
  await sweepNow();
  expect(await stored(photo.url!)).toBe(404);
  expect(await stored(hostPhoto.url!)).toBe(200);
});
