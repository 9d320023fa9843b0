// Issue 46 #12: the account page's calls. A name change, a password change that keeps this session and ends the
// others, and deleting a guest account: refused with stays ahead, else the account is erased and cannot sign in.
import {
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { IMAGE_UPLOADER_PATH } from '@stays/subgraph-shared';
import { Types } from 'mongoose';
import { defineUsers } from '../src';
import { profilePhotosInUse } from '../src/account/profilePhotos';
import { userModel } from '../src/user/model';

let users: SubgraphHarness;
let bookings: Peer;
let properties: Peer;
const upcoming = new Map<string, number>();
/** The properties subgraph's stored images: URL → who uploaded it (null: a seeded image). */
const storedImages = new Map<string, string | null>();

beforeAll(async () => {
  bookings = await servePeer('bookings', (app) =>
    app.post('/internal/guest-upcoming', (req, res) => {
      const { guestId } = req.body as { guestId: string };
      res.json({ upcoming: upcoming.get(guestId) ?? 0 });
    }),
  );
  properties = await servePeer('properties', (app) =>
    app.post(IMAGE_UPLOADER_PATH, (req, res) => {
      const { url } = req.body as { url: string };
      if (!storedImages.has(url)) res.status(404).json({ message: 'Image not found' });
      else res.json({ uploadedBy: storedImages.get(url) });
    }),
  );
  users = await startSubgraphHarness(defineUsers);
});

afterAll(async () => {
  await users?.stop();
  await bookings?.stop();
  await properties?.stop();
});

async function account(role: 'visitor' = 'visitor') {
  const email = `member${Math.random().toString(36).slice(2, 8)}@stays.test`;
  const registered = await users.execute<{ register: { user: { id: string }; sessionVersion: number } }>(
    'mutation ($input: RegisterInput!) { register(input: $input) { user { id } sessionVersion } }',
    {
      variables: {
        input: { username: email, email, password: 'secret1', firstName: 'Ada', lastName: 'Byron' },
      },
    },
  );
  const { id } = registered.data!.register.user;
  return { email, id, as: callerOf(role, id) };
}

const LOGIN = 'mutation ($u: String, $p: String) { login(username: $u, password: $p) { user { id } } }';

it('changes the name, with the registration rules', async () => {
  const { as } = await account();
  const UPDATE =
    'mutation ($input: ProfileInput!) { updateProfile(input: $input) { firstName lastName email } }';
  const bad = await users.execute(UPDATE, { as, variables: { input: { firstName: 'A', lastName: '' } } });
  expect(bad.errors![0].extensions!.errors).toEqual({
    firstName: 'First name must be at least 2 characters',
    lastName: 'Last name must be at least 2 characters',
  });
  const good = await users.execute(UPDATE, {
    as,
    variables: { input: { firstName: ' Ada ', lastName: 'Lovelace' } },
  });
  expect(good.data).toEqual({
    updateProfile: expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace' }),
  });
  expect(
    (await users.execute(UPDATE, { variables: { input: { firstName: 'Xx', lastName: 'Yy' } } })).errors![0]
      .extensions!.code,
  ).toBe('UNAUTHENTICATED');
});

describe('the profile photo (updateProfile profileImageUrl)', () => {
  const UPDATE =
    'mutation ($input: ProfileInput!) { updateProfile(input: $input) { firstName lastName profileImageUrl } }';
  const imageUrl = () => `/images/${new Types.ObjectId().toHexString()}`;

  it("sets one's own upload as the photo, keeps the name, and removes it with null or an empty text", async () => {
    const { as, id } = await account();
    const photo = imageUrl();
    storedImages.set(photo, id);
    const set = await users.execute(UPDATE, { as, variables: { input: { profileImageUrl: photo } } });
    expect(set).toEqual({
      data: { updateProfile: { firstName: 'Ada', lastName: 'Byron', profileImageUrl: photo } },
    });
    // A name change alone leaves the photo as it is.
    const renamed = await users.execute(UPDATE, { as, variables: { input: { firstName: 'Augusta' } } });
    expect(renamed.data).toEqual({
      updateProfile: { firstName: 'Augusta', lastName: 'Byron', profileImageUrl: photo },
    });
    expect(await profilePhotosInUse(userModel(users.connection), [photo, imageUrl()])).toEqual([photo]);
    const cleared = await users.execute(UPDATE, { as, variables: { input: { profileImageUrl: '' } } });
    expect(cleared.data).toEqual({
      updateProfile: { firstName: 'Augusta', lastName: 'Byron', profileImageUrl: null },
    });
    expect(await profilePhotosInUse(userModel(users.connection), [photo])).toEqual([]);
    await users.execute(UPDATE, { as, variables: { input: { profileImageUrl: photo } } });
    const removed = await users.execute(UPDATE, { as, variables: { input: { profileImageUrl: null } } });
    expect(removed.data).toEqual({
      updateProfile: { firstName: 'Augusta', lastName: 'Byron', profileImageUrl: null },
    });
  });

  it('refuses an outside address, an image not stored here and one somebody else uploaded (400)', async () => {
    const { as, id } = await account();
    const someoneElses = imageUrl();
    storedImages.set(someoneElses, new Types.ObjectId().toHexString());
    const seeded = imageUrl();
    storedImages.set(seeded, null);
    const refusal = async (profileImageUrl: string) => {
      const answer = await users.execute(UPDATE, { as, variables: { input: { profileImageUrl } } });
      expect(answer.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      return answer.errors![0].extensions!.errors;
    };
    const notHere = {
      profileImageUrl: 'The profile photo must be an image uploaded here (its address starts with /images/)',
    };
    expect(await refusal('https://tracker.example/pixel.gif')).toEqual(notHere);
    expect(await refusal(`https://tracker.example${someoneElses}`)).toEqual(notHere);
    expect(await refusal('/images/../api/user')).toEqual(notHere);
    expect(await refusal(imageUrl())).toEqual(notHere);
    const notYours = { profileImageUrl: 'The profile photo must be an image you uploaded' };
    expect(await refusal(someoneElses)).toEqual(notYours);
    expect(await refusal(seeded)).toEqual(notYours);
    const stored = await userModel(users.connection).findById(id).lean().exec();
    expect(stored?.profileImageUrl).toBeUndefined();
    // Signed out: 401, as for the name.
    expect(
      (await users.execute(UPDATE, { variables: { input: { profileImageUrl: someoneElses } } })).errors![0]
        .extensions!.code,
    ).toBe('UNAUTHENTICATED');
  });
});

it('changes the password only with the current one, and moves the session version on', async () => {
  const { as, email } = await account();
  const CHANGE =
    'mutation ($c: String, $n: String) { changePassword(currentPassword: $c, newPassword: $n) { sessionVersion } }';
  const wrong = await users.execute(CHANGE, { as, variables: { c: 'nope', n: '123' } });
  expect(wrong.errors![0].extensions!.errors).toEqual({
    currentPassword: 'Your current password is not right',
    newPassword: 'Password must be at least 6 characters',
  });
  const changed = await users.execute<{ changePassword: { sessionVersion: number } }>(CHANGE, {
    as,
    variables: { c: 'secret1', n: 'secret2' },
  });
  expect(changed.data!.changePassword.sessionVersion).toBe(1);
  expect((await users.execute(LOGIN, { variables: { u: email, p: 'secret1' } })).errors).toBeDefined();
  expect((await users.execute(LOGIN, { variables: { u: email, p: 'secret2' } })).errors).toBeUndefined();
});

it('deletes a guest account without stays ahead: erased, and it cannot sign in again', async () => {
  const { as, email, id } = await account();
  const DELETE = 'mutation ($p: String) { deleteAccount(password: $p) }';
  const wrong = await users.execute(DELETE, { as, variables: { p: 'nope' } });
  expect(wrong.errors![0].message).toBe('The password is not right');
  upcoming.set(id, 2);
  const ahead = await users.execute(DELETE, { as, variables: { p: 'secret1' } });
  expect(ahead.errors![0]).toEqual(
    expect.objectContaining({
      message: 'You have 2 stays ahead. Cancel them in My Trips first, then delete your account.',
      extensions: expect.objectContaining({ code: 'CONFLICT' }),
    }),
  );
  upcoming.set(id, 0);
  expect((await users.execute(DELETE, { as, variables: { p: 'secret1' } })).data).toEqual({
    deleteAccount: true,
  });
  const stored = await users.connection
    .collection('users')
    .findOne({ _id: (await import('mongodb')).ObjectId.createFromHexString(id) });
  expect(stored).toEqual(
    expect.objectContaining({
      firstName: 'Deleted',
      lastName: 'account',
      email: `deleted-${id}@deleted.invalid`,
      isBlocked: true,
      sessionVersion: 1,
    }),
  );
  expect(JSON.stringify(stored)).not.toContain(email);
  expect((await users.execute(LOGIN, { variables: { u: email, p: 'secret1' } })).errors![0].message).toBe(
    'Invalid username or password',
  );
  // The address is free again.
  const again = await users.execute(
    'mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }',
    {
      variables: {
        input: { username: email, email, password: 'secret1', firstName: 'Ada', lastName: 'Byron' },
      },
    },
  );
  expect(again.errors).toBeUndefined();
});

it('leaves host accounts to an admin', async () => {
  const { id } = await account();
  const { ObjectId } = await import('mongodb');
  await users.connection
    .collection('users')
    .updateOne({ _id: ObjectId.createFromHexString(id) }, { $set: { role: 'host' } });
  const answer = await users.execute('mutation { deleteAccount(password: "secret1") }', {
    as: callerOf('host', id),
  });
  expect(answer.errors![0].extensions!.code).toBe('FORBIDDEN');
});
