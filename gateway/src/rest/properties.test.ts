import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import { ANONYMOUS } from '@stays/contracts';
import express from 'express';
import type { GatewayContext } from '../context';
import { propertyReadRoutes } from './properties';
import { routerOf } from './route';
import type { PublicAnswers } from '../cache/answers';
import { TimedCache } from '../cache/timedCache';

// The REST public reads in front of a stand-in graph that counts the operations it runs and answers each after
// a moment (an error while `failing` is set).
let runs = 0;
let failing = false;
let cache: PublicAnswers;
let server: Server;
let url: string;

const graph = {
  async executeOperation() {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return {
      body: {
        kind: 'single',
        singleResult: failing
          ? {
              errors: [
                { message: 'Service temporarily unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
              ],
            }
          : { data: { featuredProperties: [{ id: `p${runs}` }] } },
      },
    };
  },
} as unknown as ApolloServer<GatewayContext>;

beforeAll(async () => {
  const app = express();
  app.use('/api', (req, res, next) =>
    routerOf(propertyReadRoutes, { server: graph, contextOf: async () => ({ caller: ANONYMOUS }), cache })(
      req,
      res,
      next,
    ),
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/properties/featured?limit=7`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  runs = 0;
  failing = false;
  cache = new TimedCache(60_000, 500);
});

const read = async () => {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('anonymous REST public reads', () => {
  it('run once for the visitors who ask at the same moment, and answer them all', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, read));
    expect(runs).toBe(1);
    expect(answers).toEqual(Array.from({ length: 8 }, () => ({ status: 200, body: [{ id: 'p1' }] })));
  });

  it('keep no failed answer: each visitor who waited for one gets its own, and the next read runs again', async () => {
    failing = true;
    const answers = await Promise.all([read(), read()]);
    expect(answers.map((answer) => answer.status)).toEqual([503, 503]);
    expect(runs).toBe(2);
    failing = false;
    expect(await read()).toEqual({ status: 200, body: [{ id: 'p3' }] });
  });
});
