import { ANONYMOUS, type Caller, subgraphSchema } from '@stays/subgraph-shared';
import { execute, parse } from 'graphql';
import { Types } from 'mongoose';
import { createUserLoaders } from './loaders';
import type { UserModel } from './model';
import { typeDefs } from '..';
import { userResolvers } from './resolvers';

const schema = subgraphSchema(typeDefs, userResolvers);

function fakeUsers(count: number) {
  const users = Array.from({ length: count }, (_, i) => ({
    _id: new Types.ObjectId(),
    username: `user${i}`,
    firstName: `First${i}`,
    role: 'host',
    isBlocked: false,
    passwordHash: '$2a$10$secret',
    createdAt: new Date('2025-01-01T00:00:00Z'),
  }));
  const find = jest.fn((filter: { _id: { $in: string[] } }) => ({
    lean: () => ({
      exec: async () => users.filter((user) => filter._id.$in.includes(user._id.toHexString())),
    }),
  }));
  return { users, model: { find } as unknown as UserModel, find };
}

async function run(
  query: string,
  caller: Caller,
  model: UserModel,
  variableValues?: Record<string, unknown>,
) {
  return execute({
    schema,
    document: parse(query),
    variableValues,
    contextValue: { caller, loaders: createUserLoaders(model) },
  });
}

describe('users resolvers', () => {
  it('resolves 50 User references with one database query', async () => {
    const { users, model, find } = fakeUsers(50);
    const representations = users.map((user) => ({ __typename: 'User', id: user._id.toHexString() }));
    const result = await run(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id firstName createdAt } } }',
      ANONYMOUS,
      model,
      { r: representations },
    );
    expect(result.errors).toBeUndefined();
    expect(find).toHaveBeenCalledTimes(1);
    const entities = result.data!._entities as Array<{ id: string; firstName: string; createdAt: string }>;
    expect(entities).toHaveLength(50);
    expect(entities[7]).toEqual({
      id: users[7]._id.toHexString(),
      firstName: 'First7',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  });

  it('answers me for a signed-in caller and null for anonymous ones', async () => {
    const { users, model } = fakeUsers(1);
    const id = users[0]._id.toHexString();
    const signedIn = await run('{ me { id username role } }', { userId: id, role: 'host' }, model);
    expect(signedIn.data!.me).toEqual({ id, username: 'user0', role: 'host' });
    const anonymous = await run('{ me { id } }', ANONYMOUS, model);
    expect(anonymous.data!.me).toBeNull();
  });

  it('shows a visitor email only to its owner and moderators', async () => {
    const { users, model } = fakeUsers(1);
    Object.assign(users[0], { role: 'visitor', email: 'guest@stays.test' });
    const id = users[0]._id.toHexString();
    const query = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { email } } }';
    const variables = { r: [{ __typename: 'User', id }] };
    const email = async (caller: Caller) =>
      ((await run(query, caller, model, variables)).data!._entities as Array<{ email: string | null }>)[0]
        .email;
    expect(await email(ANONYMOUS)).toBeNull();
    expect(await email({ userId: '0123456789abcdef01234567', role: 'visitor' })).toBeNull();
    expect(await email({ userId: id, role: 'visitor' })).toBe('guest@stays.test');
    expect(await email({ userId: '0123456789abcdef01234567', role: 'staff' })).toBe('guest@stays.test');
  });

  it('has no password field in its schema', () => {
    const fields = Object.keys((schema.getType('User') as import('graphql').GraphQLObjectType).getFields());
    expect(fields.some((field) => /password/i.test(field))).toBe(false);
  });
});
