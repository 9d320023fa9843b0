// Users resolvers in process (the subgraph test kit): registration, `me`, and role management by the policy.
import {
  ANONYMOUS,
  callerOf,
  startSubgraphHarness,
  type SubgraphHarness,
} from '@stays/subgraph-shared/testing';
import bcrypt from 'bcryptjs';
import { defineUsers } from '../src';
import { BCRYPT_COST } from '../src/user/accountKeys';

let users: SubgraphHarness;

beforeAll(async () => {
  users = await startSubgraphHarness(defineUsers);
});

afterAll(async () => {
  await users?.stop();
});

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { user { id username role email } sessionVersion } }`;

it('registers a visitor who then reads their own account, and nobody else does', async () => {
  const registered = await users.execute<{ register: { user: { id: string; role: string } } }>(REGISTER, {
    variables: {
      input: {
        username: 'harness',
        password: 'secret1',
        email: 'Harness@Stays.test',
        firstName: 'Har',
        lastName: 'Ness',
      },
    },
  });
  expect(registered.errors).toBeUndefined();
  const { user } = registered.data!.register;
  expect(user).toEqual({
    id: expect.any(String),
    username: 'harness',
    role: 'visitor',
    email: 'harness@stays.test',
  });

  const self = callerOf('visitor', user.id);
  expect((await users.execute('{ me { id username } }', { as: self })).data).toEqual({
    me: { id: user.id, username: 'harness' },
  });
  expect((await users.execute('{ me { id } }', { as: ANONYMOUS })).data).toEqual({ me: null });
  const list = await users.execute('{ users { id } }', { as: self });
  expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

it('lets an admin change a role (a Role value), never a staff member', async () => {
  const registered = await users.execute<{ register: { user: { id: string } } }>(REGISTER, {
    variables: {
      input: {
        username: 'promoted',
        password: 'secret1',
        email: 'promoted@stays.test',
        firstName: 'Pro',
        lastName: 'Moted',
      },
    },
  });
  const id = registered.data!.register.user.id;
  const setRole = (as: ReturnType<typeof callerOf>) =>
    users.execute('mutation ($id: ID!) { setUserRole(id: $id, role: host) { id role } }', {
      as,
      variables: { id },
    });
  expect((await setRole(callerOf('staff'))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect((await setRole(callerOf('admin'))).data).toEqual({ setUserRole: { id, role: 'host' } });
  const hosts = await users.execute('{ userCount(roles: [host]) }', { as: callerOf('admin') });
  expect(hosts.data).toEqual({ userCount: 1 });
});

it('checks an unknown username against a bcrypt hash of the same cost as a wrong password, so timing tells neither', async () => {
  const compare = jest.spyOn(bcrypt, 'compare');
  try {
    const LOGIN = `mutation ($username: String, $password: String) { login(username: $username, password: $password) { sessionVersion } }`;
    const unknown = await users.execute(LOGIN, {
      variables: { username: 'nobody-here', password: 'secret1' },
    });
    const wrong = await users.execute(LOGIN, { variables: { username: 'harness', password: 'not-secret' } });
    for (const answer of [unknown, wrong])
      expect(answer.errors?.[0]?.message).toBe('Invalid username or password');
    expect(compare).toHaveBeenCalledTimes(2);
    const hashes = compare.mock.calls.map(([, hash]) => hash as string);
    for (const hash of hashes) expect(bcrypt.getRounds(hash)).toBe(BCRYPT_COST);
  } finally {
    compare.mockRestore();
  }
});
