// Issue 46 #1: a host registration (the host landing's "Become a Host") makes a visitor account with a pending
// host application that staff review, never a host at once; a registration without a valid application makes
// nothing.
import { callerOf, startSubgraphHarness, type SubgraphHarness } from '@stays/subgraph-shared/testing';
import { defineUsers } from '../src';

let users: SubgraphHarness;

beforeAll(async () => {
  users = await startSubgraphHarness(defineUsers);
});

afterAll(async () => {
  await users?.stop();
});

const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { user { id role } } }';
const APPLICATION = {
  reason: 'I rent out my flat by the sea every summer and would like to welcome guests here.',
  phone: '+212600000000',
  address: '12 Corniche road, Martil',
};

function account(extra: Record<string, unknown>) {
  const name = `lander${Math.random().toString(36).slice(2, 8)}`;
  return {
    username: `${name}@stays.test`,
    password: 'secret1',
    email: `${name}@stays.test`,
    firstName: 'Lan',
    lastName: 'Der',
    ...extra,
  };
}

type Registered = { register: { user: { id: string; role: string } } };

it('makes a visitor with a pending application, not a host', async () => {
  const answer = await users.execute<Registered>(REGISTER, {
    variables: { input: account({ role: 'host', ...APPLICATION }) },
  });
  expect(answer.errors).toBeUndefined();
  const { id, role } = answer.data!.register.user;
  expect(role).toBe('visitor');
  const mine = await users.execute<{ myHostApplication: { status: string; reason: string } | null }>(
    '{ myHostApplication { status reason phone address } }',
    { as: callerOf('visitor', id) },
  );
  expect(mine.data!.myHostApplication).toEqual({ status: 'pending', ...APPLICATION });
});

it('refuses a host registration without its application, with the form messages, and creates no account', async () => {
  const input = account({
    role: 'host',
    reason: 'Too short',
    phone: '',
    address: '12 Corniche road, Martil',
  });
  const answer = await users.execute<Registered>(REGISTER, { variables: { input } });
  expect(answer.data).toBeNull();
  expect(answer.errors![0].extensions).toEqual(
    expect.objectContaining({
      code: 'BAD_USER_INPUT',
      errors: {
        reason: 'Please provide at least 50 characters explaining why you want to be a host',
        phone: 'Please enter a valid phone number',
      },
    }),
  );
  const check = await users.execute<{ checkUser: { exists: boolean } }>(
    'mutation ($id: String) { checkUser(identifier: $id) { exists } }',
    { variables: { id: input.email } },
  );
  expect(check.data!.checkUser.exists).toBe(false);
});

it('a visitor registration needs no application', async () => {
  const answer = await users.execute<Registered>(REGISTER, { variables: { input: account({}) } });
  expect(answer.data!.register.user.role).toBe('visitor');
});
