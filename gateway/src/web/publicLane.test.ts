import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { GatewayContext } from '../context';
import { propertyReadRoutes } from '../rest/properties';
import { routerOf } from '../rest/route';
import type { PublicAnswers } from '../cache/answers';
import { TimedCache } from '../cache/timedCache';
import { type PlainMiddleware, publicListLane } from './publicLane';
import { securityHeaders } from './security';

// The lane in front of the same Express app the gateway builds (security headers, compression, cookies, the
// properties router), over a stand-in graph: every search answers `items` of the asked length (or the
// invalid-variable error GraphQL gives for `sort=odd`). `throughExpress` counts the requests the lane passed on.
let throughExpress = 0;
let laneOn = true;
let server: Server;
let base: string;

const graph = {
  async executeOperation({ variables }: { variables: Record<string, unknown> }) {
    if (variables.sort === 'odd')
      return {
        body: {
          kind: 'single',
          singleResult: {
            errors: [
              {
                message: 'Variable "$sort" got invalid value "odd"; ...',
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
          },
        },
      };
    const items = Array.from({ length: Number(variables.limit ?? 1) }, (_, i) => ({
      id: `p${i}`,
      title: `Stay ${i} by the sea, with a long description that makes the answer worth compressing`,
    }));
    return {
      body: {
        kind: 'single',
        singleResult: {
          data: {
            searchProperties: { items, hasMore: true, nextOffset: items.length },
            featuredProperties: items,
            properties: items,
          },
        },
      },
    };
  },
} as unknown as ApolloServer<GatewayContext>;

beforeAll(async () => {
  const cache: PublicAnswers = new TimedCache(0, 0);
  const app = express();
  const headers = securityHeaders({ remoteUrls: [], behindTls: false });
  const compress = compression();
  app.use(headers, compress, cookieParser());
  app.use(
    '/api',
    routerOf(propertyReadRoutes, {
      server: graph,
      contextOf: async () => ({ caller: { userId: null, role: null } }),
      cache,
    }),
  );
  const lane = publicListLane({
    server: graph,
    cache,
    before: [headers, compress] as PlainMiddleware[],
    parseQuery: app.get('query parser fn') as (text: string) => Record<string, string>,
    etagOf: app.get('etag fn') as (body: string) => string,
    log: () => {},
  });
  server = createServer((req, res) => {
    if (laneOn && lane(req, res)) return;
    throughExpress += 1;
    void app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (throughExpress = 0));

/** Status, headers (but the date) and body of one answer, with the lane on or off. */
async function answer(path: string, init: RequestInit = {}, lane = true) {
  laneOn = lane;
  const response = await fetch(`${base}${path}`, init);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

describe('the public list lane', () => {
  it.each([
    ['a search with its continuation headers', '/api/properties/search?location=martil&limit=2'],
    ['a long answer, compressed', '/api/properties/search?limit=40'],
    ['featured, repeated filters', '/api/properties/featured?filters=wifi&filters=pool&limit=3'],
    ['the whole list', '/api/properties?status=approved'],
    ['a refused variable (400)', '/api/properties/search?sort=odd'],
  ])('answers %s exactly as Express does, without it', async (_, path) => {
    const throughLane = await answer(path);
    expect(throughExpress).toBe(0);
    const withoutLane = await answer(path, {}, false);
    expect(throughLane).toEqual(withoutLane);
  });

  it('compresses a long answer as the app does', async () => {
    const long = await answer('/api/properties/search?limit=40');
    expect(throughExpress).toBe(0);
    expect(long.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await answer('/api/properties/featured?limit=2', { method: 'HEAD' });
    expect(throughExpress).toBe(0);
    expect(head.body).toBe('');
    expect(head).toEqual(await answer('/api/properties/featured?limit=2', { method: 'HEAD' }, false));
  });

  it.each([
    ['a signed-in caller', '/api/properties/search', { headers: { cookie: 'lang=ar; token=abc' } }],
    ['a conditional request', '/api/properties/search', { headers: { 'if-none-match': 'W/"x"' } }],
    ['a write', '/api/properties', { method: 'POST' }],
    ['another read', '/api/properties/p1', {}],
    ['a path Express reads with a trailing slash', '/api/properties/search/', {}],
  ])('leaves %s to Express', async (_, path, init: RequestInit) => {
    await answer(path, init);
    expect(throughExpress).toBe(1);
  });
});
