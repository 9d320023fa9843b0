// Issue 30 #9 and #11: the applicant reads where their host application stands, a rejection carries the
// reviewer's reason (and the applicant is told it), and a visitor becomes a host only through the application.
import {
  ANONYMOUS,
  callerOf,
  type Peer,
  servePeer,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import { defineUsers } from '../src';
import { APPLY_TO_HOST } from '../src/user/resolvers';

let users: SubgraphHarness;
let notifications: Peer;

beforeAll(async () => {
  notifications = await servePeer('notifications', (app) =>
    app.post('/internal/notifications', (_req, res) => void res.status(201).json({})),
  );
  users = await startSubgraphHarness(defineUsers);
});

afterAll(async () => {
  await users?.stop();
  await notifications?.stop();
});

async function visitor() {
  const name = `applicant${Math.random().toString(36).slice(2, 8)}`;
  const registered = await users.execute<{ register: { user: { id: string } } }>(
    'mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }',
    {
      variables: {
        input: {
          username: name,
          password: 'secret1',
          email: `${name}@stays.test`,
          firstName: 'Ap',
          lastName: 'Plicant',
        },
      },
    },
  );
  return callerOf('visitor', registered.data!.register.user.id);
}

const MINE = '{ myHostApplication { id status reviewNote } }';
const apply = (as: ReturnType<typeof callerOf>) =>
  users.execute<{ submitHostApplication: { id: string } }>(
    'mutation ($input: HostApplicationInput!) { submitHostApplication(input: $input) { id } }',
    {
      as,
      variables: {
        input: {
          reason: 'I rent out my flat by the sea every summer and would like to welcome guests here.',
          phone: '+212600000000',
          address: '12 Corniche road, Martil',
        },
      },
    },
  );
const review = (id: string, status: string, reason?: string) =>
  users.execute<{ reviewHostApplication: { status: string; reviewNote: string | null } }>(
    'mutation ($id: ID!, $status: HostApplicationStatus, $reason: String) { reviewHostApplication(id: $id, status: $status, reason: $reason) { status reviewNote } }',
    { as: callerOf('staff'), variables: { id, status, reason } },
  );

it('shows the applicant their application: none, pending, then rejected with the reason they are told', async () => {
  const applicant = await visitor();
  expect((await users.execute(MINE, { as: ANONYMOUS })).errors?.[0]?.extensions?.code).toBe(
    'UNAUTHENTICATED',
  );
  expect((await users.execute(MINE, { as: applicant })).data).toEqual({ myHostApplication: null });
  const { id } = (await apply(applicant)).data!.submitHostApplication;
  expect((await users.execute(MINE, { as: applicant })).data).toEqual({
    myHostApplication: { id, status: 'pending', reviewNote: null },
  });

  // A rejection without a reason is refused, and leaves the application pending.
  const bare = await review(id, 'rejected', '   ');
  expect(bare.errors?.[0]).toMatchObject({
    message: 'A rejection needs a reason for the applicant',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect((await review(id, 'rejected', 'x'.repeat(501))).errors?.[0]?.extensions?.code).toBe(
    'BAD_USER_INPUT',
  );
  expect((await users.execute(MINE, { as: applicant })).data).toMatchObject({
    myHostApplication: { status: 'pending' },
  });

  const rejected = await review(id, 'rejected', 'Please add the address of the listing.');
  expect(rejected.data).toEqual({
    reviewHostApplication: { status: 'rejected', reviewNote: 'Please add the address of the listing.' },
  });
  expect((await users.execute(MINE, { as: applicant })).data).toEqual({
    myHostApplication: { id, status: 'rejected', reviewNote: 'Please add the address of the listing.' },
  });
  expect(notifications.calls.get('/internal/notifications')).toContainEqual(
    expect.objectContaining({
      recipientId: applicant.userId,
      title: 'Host application not approved',
      message: 'Your host application was not approved: Please add the address of the listing.',
      relatedEntityId: id,
    }),
  );
});

it('approves without a reason; the one-click upgrade refuses a visitor', async () => {
  const applicant = await visitor();
  const upgrade = await users.execute('mutation { upgradeToHost { user { role } } }', { as: applicant });
  expect(upgrade.errors?.[0]).toMatchObject({ message: APPLY_TO_HOST, extensions: { code: 'FORBIDDEN' } });
  const { id } = (await apply(applicant)).data!.submitHostApplication;
  expect((await review(id, 'approved')).data).toEqual({
    reviewHostApplication: { status: 'approved', reviewNote: null },
  });
  const asHost = await users.execute<{ upgradeToHost: { user: { role: string } } }>(
    'mutation { upgradeToHost { user { role } } }',
    { as: { ...applicant, role: 'host' } },
  );
  expect(asHost.data).toEqual({ upgradeToHost: { user: { role: 'host' } } });
});
