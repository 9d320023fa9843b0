import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { PublicAnswers } from '../cache/answers';
import { TimedCache } from '../cache/timedCache';
import { anonymousQueryCache } from './anonymousCache';

// The cache in front of a stand-in graph that counts the queries it runs and answers each after a moment, with
// an error while `failing` is set.
let runs = 0;
let failing = false;
let server: Server;
let url: string;
let cache: PublicAnswers;

beforeAll(async () => {
  const app = express();
  app.use(cookieParser(), express.json(), (req, res, next) => anonymousQueryCache(cache)(req, res, next));
  app.post('/graphql', (req, res) => {
    runs += 1;
    const run = runs;
    setTimeout(() => {
      res.type('application/json');
      res.send(JSON.stringify(failing ? { errors: [{ message: 'Nope' }] } : { data: { run } }));
    }, 20);
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  runs = 0;
  failing = false;
  cache = new TimedCache(60_000, 500);
});

const ask = async (cookie?: string, query = '{ featuredProperties { id } }') => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: await response.text() };
};

describe('anonymousQueryCache', () => {
  it('runs a query once for the visitors who send it at the same moment, and answers them all', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask()));
    expect(runs).toBe(1);
    expect(answers).toEqual(Array.from({ length: 8 }, () => ({ status: 200, body: '{"data":{"run":1}}' })));
    expect(await ask()).toEqual({ status: 200, body: '{"data":{"run":1}}' });
    expect(runs).toBe(1);
  });

  it('keeps no failed answer: a visitor who waited for one runs the query itself', async () => {
    failing = true;
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first.body).toContain('Nope');
    expect(second.body).toContain('Nope');
    expect(runs).toBe(2);
    failing = false;
    expect((await ask()).body).toBe('{"data":{"run":3}}');
  });

  it('never answers a signed-in caller from it', async () => {
    await ask();
    await ask('token=abc');
    expect(runs).toBe(2);
  });

  it('never keeps a mutation, even an anonymous one', async () => {
    await ask(undefined, 'mutation { checkUser(identifier: "x") { exists } }');
    await ask(undefined, 'mutation { checkUser(identifier: "x") { exists } }');
    expect(runs).toBe(2);
  });
});
