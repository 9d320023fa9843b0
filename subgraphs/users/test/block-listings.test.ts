// Blocking an account hides its listings first (issue 18 #8): the properties subgraph is told before the block is
// stored, and when it cannot be told the block is refused with 503 and the account is left as it was.
import { HOST_BLOCK_PATH } from '@stays/subgraph-shared';
import {
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { defineUsers } from '../src';
import { BLOCK_UNAVAILABLE, hideListingsOfBlockedAccounts } from '../src/peers/properties';
import { userModel } from '../src/user/model';

let users: SubgraphHarness;
let properties: Peer;
/** What the stand-in properties subgraph answers next: 200 or a failure. */
let answer = 200;

beforeAll(async () => {
  users = await startSubgraphHarness(defineUsers);
  properties = await servePeer('properties', (app) =>
    app.post(HOST_BLOCK_PATH, (_req, res) => {
      res.status(answer).json(answer === 200 ? { properties: 2 } : { message: 'down' });
    }),
  );
});

afterAll(async () => {
  await properties?.stop();
  await users?.stop();
});

const admin = callerOf('admin');
const BLOCK = `mutation ($id: ID!, $isBlocked: Boolean) { setUserBlocked(id: $id, isBlocked: $isBlocked) { id isBlocked } }`;

let hosts = 0;
async function newHost() {
  const name = `host-${++hosts}-${Date.now()}`;
  const registered = await users.execute<{ register: { user: { id: string } } }>(
    `mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }`,
    {
      variables: {
        input: {
          username: name,
          password: 'secret1',
          email: `${name}@stays.test`,
          firstName: 'Lis',
          lastName: 'Ting',
        },
      },
    },
  );
  // A host is made by an admin (or an approved application), never by the sign-up itself.
  const id = registered.data!.register.user.id;
  const promoted = await users.execute(
    `mutation ($id: ID!) { setUserRole(id: $id, role: host) { id role } }`,
    {
      as: admin,
      variables: { id },
    },
  );
  expect(promoted.errors).toBeUndefined();
  return id;
}

const isBlocked = async (id: string) =>
  Boolean((await userModel(users.connection).findById(id).lean().exec())?.isBlocked);

it('tells the properties subgraph before it stores a block or an unblock', async () => {
  const id = await newHost();
  answer = 200;
  const blocked = await users.execute(BLOCK, { as: admin, variables: { id, isBlocked: true } });
  expect(blocked.errors).toBeUndefined();
  const unblocked = await users.execute(BLOCK, { as: admin, variables: { id, isBlocked: false } });
  expect(unblocked.errors).toBeUndefined();
  expect(properties.calls.get(HOST_BLOCK_PATH)?.slice(-2)).toEqual([
    { hostId: id, blocked: true },
    { hostId: id, blocked: false },
  ]);
});

it('refuses the block with 503, and leaves the account unblocked, when the listings cannot be hidden', async () => {
  const id = await newHost();
  answer = 500;
  const refused = await users.execute(BLOCK, { as: admin, variables: { id, isBlocked: true } });
  expect(refused.errors?.[0]).toMatchObject({
    message: BLOCK_UNAVAILABLE,
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
  expect(await isBlocked(id)).toBe(false);
  answer = 200;
});

it('re-hides the listings of every blocked account at start-up, waiting for the properties subgraph', async () => {
  const [blocked, unblocked] = [await newHost(), await newHost()];
  await userModel(users.connection).updateOne({ _id: blocked }, { isBlocked: true }).exec();
  const before = properties.calls.get(HOST_BLOCK_PATH)?.length ?? 0;
  const logs: string[] = [];
  answer = 503;
  // The properties subgraph answers from the second attempt on.
  setTimeout(() => (answer = 200), 30);
  await hideListingsOfBlockedAccounts(userModel(users.connection), {
    attempts: 20,
    delayMs: 20,
    log: (message) => logs.push(message),
  });
  const calls = (properties.calls.get(HOST_BLOCK_PATH) ?? []).slice(before);
  expect(calls.at(-1)).toEqual({ hostId: blocked, blocked: true });
  expect(calls).not.toContainEqual(expect.objectContaining({ hostId: unblocked }));
  expect(logs.at(-1)).toMatch(/hidden/);
});

it('gives up quietly, with a log line, when the properties subgraph never answers', async () => {
  const id = await newHost();
  await userModel(users.connection).updateOne({ _id: id }, { isBlocked: true }).exec();
  const logs: string[] = [];
  answer = 503;
  await expect(
    hideListingsOfBlockedAccounts(userModel(users.connection), {
      attempts: 2,
      delayMs: 5,
      log: (message) => logs.push(message),
    }),
  ).resolves.toBeUndefined();
  answer = 200;
  expect(logs).toEqual([expect.stringMatching(/not re-hidden/)]);
});
