import { ApolloServer } from '@apollo/server';
import { ANONYMOUS } from '@stays/contracts';
import { parse, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../context';
import { AttemptCounter, authRateLimitPlugin, limitedFields, rateLimitFromEnv } from './rateLimit';

const operation = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;

describe('sign-in rate limit', () => {
  it('counts attempts per key in fixed windows', async () => {
    let now = 0;
    const counter = new AttemptCounter(() => now);
    const hits: boolean[] = [];
    for (let n = 0; n < 3; n++) hits.push(await counter.hit('k', 2, 1000));
    expect(hits).toEqual([true, true, false]);
    expect(await counter.hit('other', 2, 1000)).toBe(true);
    now = 1000;
    expect(await counter.hit('k', 2, 1000)).toBe(true);
  });

  it('gives back a refunded attempt (a sign-in that succeeded)', async () => {
    const counter = new AttemptCounter(() => 0);
    expect(await counter.hit('k', 1, 1000)).toBe(true);
    await counter.refund('k');
    expect(await counter.hit('k', 1, 1000)).toBe(true);
    expect(await counter.hit('k', 1, 1000)).toBe(false);
  });

  it('finds the limited mutations and the account they name, from literals or variables', () => {
    expect(
      limitedFields(
        operation('mutation($u: String) { login(username: $u, password: "x") { sessionVersion } logout }'),
        { u: ' Admin ' },
      ),
    ).toEqual([{ field: 'login', account: 'admin' }]);
    expect(
      limitedFields(operation('mutation { register(input: { username: "Bob" }) { sessionVersion } }'), {}),
    ).toEqual([{ field: 'register', account: 'bob' }]);
    expect(limitedFields(operation('mutation { checkUser { exists } }'), {})).toEqual([
      { field: 'checkUser', account: null },
    ]);
    expect(limitedFields(operation('{ me { id } }'), {})).toEqual([]);
  });

  it('follows root fragments, so a login wrapped in one is still counted', () => {
    const document = parse(`
      mutation { ...Wrapped ... on Mutation { staffLogin(username: "Staff", password: "x") { sessionVersion } } }
      fragment Wrapped on Mutation { login(username: "Admin", password: "x") { sessionVersion } ...Wrapped }
    `);
    const fragments = new Map(
      document.definitions.flatMap((definition) =>
        definition.kind === 'FragmentDefinition' ? [[definition.name.value, definition] as const] : [],
      ),
    );
    expect(limitedFields(document.definitions[0] as OperationDefinitionNode, {}, fragments)).toEqual([
      { field: 'login', account: 'admin' },
      { field: 'staffLogin', account: 'staff' },
    ]);
  });

  it('keeps account keys bounded', () => {
    const [{ account }] = limitedFields(
      operation('mutation($u: String) { login(username: $u) { sessionVersion } }'),
      {
        u: 'x'.repeat(100_000),
      },
    );
    expect(account).toHaveLength(254);
  });

  it('reads its limits from the environment, with defaults', () => {
    expect(rateLimitFromEnv({})).toEqual({
      perAccount: 10,
      perAccountEverywhere: 100,
      perAddress: 30,
      windowMs: 900_000,
    });
    expect(
      rateLimitFromEnv({
        AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
        AUTH_RATE_LIMIT_PER_IP: 'x',
        AUTH_RATE_LIMIT_WINDOW_MS: '60000',
      }),
    ).toEqual({ perAccount: 3, perAccountEverywhere: 100, perAddress: 30, windowMs: 60_000 });
  });

  it('answers a sign-in that succeeded even when giving its attempts back fails (shared store down)', async () => {
    const memory = new AttemptCounter();
    const counter = {
      hit: (key: string, limit: number, windowMs: number) => memory.hit(key, limit, windowMs),
      refund: () => Promise.reject(new Error('database gone')),
    };
    const server = new ApolloServer<GatewayContext>({
      typeDefs:
        'type Query { ok: Boolean } type Mutation { login(username: String, password: String): Boolean }',
      resolvers: { Mutation: { login: () => true } },
      plugins: [authRateLimitPlugin(rateLimitFromEnv({}), async () => 'account-1', counter)],
    });
    await server.start();
    const answer = await server.executeOperation(
      { query: 'mutation { login(username: "admin", password: "right") }' },
      { contextValue: { caller: ANONYMOUS, ip: '10.0.0.1' } },
    );
    await server.stop();
    expect(answer.body).toMatchObject({ kind: 'single', singleResult: { data: { login: true } } });
    expect(answer.http.status).toBeUndefined();
  });
});
