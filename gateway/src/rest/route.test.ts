import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { expressPath, type RestRoute, routerOf } from './route';

const row = (method: RestRoute<string>['method'], route: string): RestRoute<string> => ({
  method,
  path: route,
  access: 'anyone',
  doc: { tag: 'Test', summary: route, ok: {} },
  handle: (req, res, deps) => void res.json({ route, params: req.params, deps }),
});

describe('routerOf', () => {
  it('answers each row at its path with its parameters and the deps, a literal path before a parameter one', async () => {
    const app = express();
    app.use(
      '/api',
      routerOf(
        [row('get', '/things/mine'), row('get', '/things/{id}'), row('put', '/things/{id}/state')],
        'deps',
      ),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    try {
      expect(await (await fetch(`${url}/things/mine`)).json()).toEqual({
        route: '/things/mine',
        params: {},
        deps: 'deps',
      });
      expect(await (await fetch(`${url}/things/7`)).json()).toMatchObject({ params: { id: '7' } });
      expect(await (await fetch(`${url}/things/7/state`, { method: 'PUT' })).json()).toMatchObject({
        route: '/things/{id}/state',
      });
      expect((await fetch(`${url}/things/7/state`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('writes an OpenAPI path as Express does', () => {
    expect(expressPath('/bookings/{id}/status')).toBe('/bookings/:id/status');
  });
});

describe('the REST adapters', () => {
  it('run generated documents (rest/*.graphql), never an inline gql one', () => {
    const adapters = readdirSync(__dirname).filter(
      (name) => name.endsWith('.ts') && !name.includes('.test.'),
    );
    const inline = adapters.filter((name) =>
      /from 'graphql-tag'|\bgql`/.test(readFileSync(path.join(__dirname, name), 'utf8')),
    );
    expect(adapters.length).toBeGreaterThan(10);
    expect(inline).toEqual([]);
  });
});
