import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ANONYMOUS, type Caller, USER_ID_HEADER } from '@stays/contracts';
import { TimedCache } from '../cache/timedCache';
import type { GatewayContext } from '../context';
import { closeSubgraphConnections, type EntityCache, InternalDataSource } from './dataSource';

const newEntityCache = (): EntityCache => new TimedCache(60_000, 500);

// A stand-in users subgraph: records what each `_entities` call asked for and answers each representation with
// its id and the caller it saw, or an error for the id 'broken'.
const asked: Array<{ ids: string[]; caller: string | undefined }> = [];
let subgraph: Server;
let url: string;

beforeAll(async () => {
  subgraph = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const { variables } = JSON.parse(text) as { variables: { representations: Array<{ id: string }> } };
      const ids = variables.representations.map((representation) => representation.id);
      const caller = req.headers[USER_ID_HEADER] as string | undefined;
      asked.push({ ids, caller });
      const broken = ids.indexOf('broken');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          data: { _entities: ids.map((id) => (id === 'broken' ? null : { id, seenBy: caller ?? null })) },
          ...(broken >= 0 ? { errors: [{ message: 'Nope', path: ['_entities', broken, 'id'] }] } : {}),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(subgraph.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  closeSubgraphConnections();
  await new Promise((resolve) => subgraph.close(resolve));
});
beforeEach(() => (asked.length = 0));

const QUERY =
  'query Page__users__1($representations:[_Any!]!){_entities(representations:$representations){...on User{id seenBy}}}';

/** The gateway's call for these users' entities, in an operation of `type`, for `caller`. */
function fetchOf(ids: string[], caller: Caller, type: 'query' | 'mutation' = 'query') {
  const context: GatewayContext = { caller };
  return {
    kind: 'incoming operation',
    request: { query: QUERY, variables: { representations: ids.map((id) => ({ __typename: 'User', id })) } },
    context,
    incomingRequestContext: { operation: { operation: type }, context },
  } as unknown as GraphQLDataSourceProcessOptions<GatewayContext>;
}

const host: Caller = { userId: 'u1', role: 'host' };

describe('InternalDataSource entity fetches', () => {
  it('asks for each distinct entity once and answers every place, each with its own object', async () => {
    const source = new InternalDataSource(url, 'token');
    const response = await source.process(fetchOf(['a', 'b', 'a', 'a'], host));
    expect(asked).toEqual([{ ids: ['a', 'b'], caller: 'u1' }]);
    const entities = response.data?._entities as Array<{ id: string }>;
    expect(entities.map((entity) => entity.id)).toEqual(['a', 'b', 'a', 'a']);
    expect(entities[0]).not.toBe(entities[2]);
  });

  it("moves an entity's error to every place that entity was asked for", async () => {
    const source = new InternalDataSource(url, 'token');
    const response = await source.process(fetchOf(['a', 'broken', 'a', 'broken'], host));
    expect(asked).toEqual([{ ids: ['a', 'broken'], caller: 'u1' }]);
    expect(response.data?._entities).toEqual([
      { id: 'a', seenBy: 'u1' },
      null,
      { id: 'a', seenBy: 'u1' },
      null,
    ]);
    expect(response.errors?.map((error) => error.path)).toEqual([
      ['_entities', 1, 'id'],
      ['_entities', 3, 'id'],
    ]);
  });

  it("reuses an anonymous query's entities until a write empties the cache, and keeps no failed one", async () => {
    const entities = newEntityCache();
    const source = new InternalDataSource(url, 'token', entities);
    await source.process(fetchOf(['a', 'b', 'broken'], ANONYMOUS));
    const again = await source.process(fetchOf(['b', 'c', 'a', 'broken'], ANONYMOUS));
    expect(asked.map((call) => call.ids)).toEqual([
      ['a', 'b', 'broken'],
      ['c', 'broken'],
    ]);
    expect(again.data?._entities).toEqual([
      { id: 'b', seenBy: null },
      { id: 'c', seenBy: null },
      { id: 'a', seenBy: null },
      null,
    ]);
    expect(again.errors?.map((error) => error.path)).toEqual([['_entities', 3, 'id']]);

    // Everything known: no call at all.
    asked.length = 0;
    await source.process(fetchOf(['a', 'c'], ANONYMOUS));
    expect(asked).toEqual([]);

    // A write through the gateway empties the entities.
    entities.invalidate({ propertyIds: ['p'], reason: 'a write' });
    await source.process(fetchOf(['a'], ANONYMOUS));
    expect(asked).toEqual([{ ids: ['a'], caller: undefined }]);
  });

  it('asks once when many anonymous queries need the same entities at the same moment', async () => {
    const source = new InternalDataSource(url, 'token', newEntityCache());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => source.process(fetchOf(['a', 'b'], ANONYMOUS))),
    );
    expect(asked.map((call) => call.ids)).toEqual([['a', 'b']]);
    for (const answer of answers)
      expect(answer.data?._entities).toEqual([
        { id: 'a', seenBy: null },
        { id: 'b', seenBy: null },
      ]);
  });

  it('a query that waited for a failed entity asks for it itself and gets its own error', async () => {
    const source = new InternalDataSource(url, 'token', newEntityCache());
    const [first, second] = await Promise.all([
      source.process(fetchOf(['broken', 'a'], ANONYMOUS)),
      source.process(fetchOf(['a', 'broken'], ANONYMOUS)),
    ]);
    expect(asked.map((call) => call.ids)).toEqual([['broken', 'a'], ['broken']]);
    expect(first.errors?.map((error) => error.path)).toEqual([['_entities', 0, 'id']]);
    expect(second.data?._entities).toEqual([{ id: 'a', seenBy: null }, null]);
    expect(second.errors?.map((error) => error.path)).toEqual([['_entities', 1, 'id']]);
  });

  it("never shares a signed-in caller's entities, nor a mutation's", async () => {
    const entities = newEntityCache();
    const source = new InternalDataSource(url, 'token', entities);
    await source.process(fetchOf(['a'], host));
    await source.process(fetchOf(['a'], ANONYMOUS, 'mutation'));
    await source.process(fetchOf(['a'], ANONYMOUS));
    // The signed-in answer was not kept for the anonymous query, nor the mutation's.
    expect(asked.map((call) => call.caller)).toEqual(['u1', undefined, undefined]);
    // The anonymous query's answer is not given to a signed-in caller.
    await source.process(fetchOf(['a'], host));
    expect(asked).toHaveLength(4);
    expect((await source.process(fetchOf(['a'], ANONYMOUS))).data?._entities).toEqual([
      { id: 'a', seenBy: null },
    ]);
    expect(asked).toHaveLength(4);
  });
});
