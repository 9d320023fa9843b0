// The sign-in keys follow writes that skip validation, on a real (embedded) database: the update hooks are what
// keep `emailKey` right when an address is changed by `updateOne` (moved here from the gateway's API tests, which
// no longer reach into a subgraph's models).
import { start } from '@stays/embedded-mongo';
import mongoose, { type Connection } from 'mongoose';
import { callerOf } from '@stays/subgraph-shared/testing';
import { userListFilter } from '../src/user/management';
import { backfillUserSearchKeys, userModel, type UserModel } from '../src/user/model';

let server: Awaited<ReturnType<typeof start>>;
let connection: Connection;
let users: UserModel;

beforeAll(async () => {
  server = await start({ port: 0 });
  connection = await mongoose.createConnection(server.uri, { dbName: 'sign-in-keys-test' }).asPromise();
  users = userModel(connection);
  await users.init();
});

afterAll(async () => {
  await connection?.close();
  await server?.stop();
});

it('follow an email changed by updateOne, so the new address finds the account case-insensitively', async () => {
  const member = await users.create({
    username: 'member@stays.test',
    email: 'member@stays.test',
    passwordHash: 'x',
    role: 'visitor',
  });
  const email = 'Moved-Member@Stays.TEST';
  await users.updateOne({ _id: member._id }, { $set: { email } }).exec();
  const stored = await users.findOne({ emailKey: email.toLowerCase() }).lean().exec();
  expect(stored).toEqual(
    expect.objectContaining({ email: email.toLowerCase(), emailKey: email.toLowerCase() }),
  );
  expect(await users.countDocuments({ emailKey: 'member@stays.test' })).toBe(0);
});

describe('user search keys', () => {
  const keysOf = async (id: unknown) =>
    ((await users.findById(id).select({ searchKeys: 1 }).lean().exec()) as { searchKeys?: string[] } | null)
      ?.searchKeys;

  it('are each field lower-cased whole, its words and the email domain, on create', async () => {
    const account = await users.create({
      username: 'Nadia_B',
      email: 'Nadia.Benali@Mail.example',
      firstName: 'Nadia',
      lastName: 'El Benali',
      passwordHash: 'x',
      role: 'host',
    });
    expect(new Set(await keysOf(account._id))).toEqual(
      new Set([
        'nadia',
        'el benali',
        'el',
        'benali',
        'nadia_b',
        'b',
        'nadia.benali@mail.example',
        'mail',
        'example',
        'mail.example',
      ]),
    );
  });

  it('follow a name changed by updateOne or findOneAndUpdate, from the fields the account holds after it', async () => {
    const account = await users.create({
      username: 'renamed',
      firstName: 'Old',
      lastName: 'Name',
      passwordHash: 'x',
      role: 'visitor',
    });
    await users.updateOne({ _id: account._id }, { $set: { lastName: 'Tazi' } }).exec();
    expect(await keysOf(account._id)).toEqual(expect.arrayContaining(['old', 'tazi', 'renamed']));
    expect(await keysOf(account._id)).not.toContain('name');
    await users.findOneAndUpdate({ username: 'renamed' }, { firstName: 'Salma' }).exec();
    expect(await keysOf(account._id)).toEqual(expect.arrayContaining(['salma', 'tazi', 'renamed']));
    expect(await keysOf(account._id)).not.toContain('old');
  });

  it('are added at start to accounts written without them', async () => {
    const { insertedId } = await users.collection.insertOne({
      username: 'imported',
      usernameKey: 'imported',
      firstName: 'Imported',
      passwordHash: 'x',
      role: 'visitor',
    });
    expect(await keysOf(insertedId)).toBeUndefined();
    expect(await backfillUserSearchKeys(users)).toBe(1);
    expect(await keysOf(insertedId)).toEqual(['imported']);
  });
});

describe('the moderation list reads', () => {
  // The planner's choice is what keeps the lists fast at 10k accounts (bench:staff): these fail when a filter
  // change sends them back to a scan.
  const indexOf = async (filter: Record<string, unknown>, sort?: Record<string, 1 | -1>) => {
    const plan = (await users
      .find(filter)
      .sort(sort ?? {})
      .limit(26)
      .explain()) as unknown as {
      queryPlanner: { winningPlan: Record<string, unknown> };
    };
    const stages: Record<string, unknown>[] = [];
    for (let stage: unknown = plan.queryPlanner.winningPlan; stage;) {
      stages.push(stage as Record<string, unknown>);
      stage = (stage as { inputStage?: unknown }).inputStage;
    }
    return stages.find((stage) => stage.stage === 'IXSCAN')?.indexName ?? 'COLLSCAN';
  };

  it('search one role by role+searchKeys, the longest word first', async () => {
    const filter = userListFilter(callerOf('admin'), { search: 'Nadia benali', roles: ['host'] })!;
    expect(filter.$and).toEqual([
      { searchKeys: { $regex: '^benali' } },
      { searchKeys: { $regex: '^nadia' } },
    ]);
    expect(await indexOf({ ...filter, role: 'host' }, { createdAt: -1, _id: -1 })).toBe(
      'role_1_searchKeys_1',
    );
  });

  it('walk hosts and visitors newest first down createdAt+_id, and one role down role+createdAt+_id', async () => {
    const newest = { createdAt: -1, _id: -1 } as const;
    expect(await indexOf({ role: { $nin: ['admin', 'staff'] } }, newest)).toBe('createdAt_-1__id_-1');
    expect(await indexOf({ role: 'visitor' }, newest)).toBe('role_1_createdAt_-1__id_-1');
  });
});
