import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { ANONYMOUS, type Caller } from '@stays/contracts';
import type { GatewayContext } from '../context';
import type { Access } from '../openapi/builder';
import { expressPath, type RestRoute, routerOf } from './route';

interface TestDeps {
  name: string;
  contextOf: () => Promise<GatewayContext>;
}
const row = (
  method: RestRoute<TestDeps>['method'],
  route: string,
  access: Access = 'anyone',
): RestRoute<TestDeps> => ({
  method,
  path: route,
  access,
  doc: { tag: 'Test', summary: route, ok: {} },
  handle: (req, res, deps) => void res.json({ route, params: req.params, deps: deps.name, body: req.body }),
});
/** Deps whose caller is `caller`. */
const depsOf = (caller: Caller): TestDeps => ({ name: 'deps', contextOf: async () => ({ caller }) });

async function serve(router: express.Router) {
  const app = express();
  app.use('/api', router);
  app.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: unknown) => {
    void _next;
    res.status(error.status ?? 500).json({ message: 'Invalid request' });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () => server.close(),
  };
}

describe('routerOf', () => {
  it('answers each row at its path with its parameters and the deps, a literal path before a parameter one', async () => {
    const app = express();
    app.use(
      '/api',
      routerOf(
        [row('get', '/things/mine'), row('get', '/things/{id}'), row('put', '/things/{id}/state')],
        depsOf(ANONYMOUS),
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

  it("checks each row's access at its own route before its body is read: 401 signed out, 403 for a role that never may", async () => {
    const rows = [row('post', '/admin-things', 'admin'), row('post', '/mine', 'signed-in')];
    const jsonBody = [express.json()];
    const malformed = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' };
    const anonymous = await serve(routerOf(rows, depsOf(ANONYMOUS), jsonBody));
    const host = await serve(routerOf(rows, depsOf({ userId: 'u1', role: 'host' }), jsonBody));
    try {
      expect((await fetch(`${anonymous.url}/admin-things`, malformed)).status).toBe(401);
      expect((await fetch(`${anonymous.url}/mine/`, malformed)).status).toBe(401);
      expect((await fetch(`${host.url}/admin-things`, malformed)).status).toBe(403);
      // Let through, the body is read: malformed is 400, JSON reaches the handler.
      expect((await fetch(`${host.url}/mine`, malformed)).status).toBe(400);
      const sent = await fetch(`${host.url}/mine`, { ...malformed, body: '{"a":1}' });
      expect(await sent.json()).toMatchObject({ route: '/mine', body: { a: 1 } });
      // Another method at the same path is not that row's door.
      expect((await fetch(`${anonymous.url}/mine`)).status).toBe(404);
    } finally {
      anonymous.close();
      host.close();
    }
  });

  it('writes an OpenAPI path as Express does', () => {
    expect(expressPath('/bookings/{id}/status')).toBe('/bookings/:id/status');
  });
});

/** A document written in a source file instead of a `.graphql` file beside it (graphql-tag, or graphql's parse). */
const INLINE_DOCUMENT = /from 'graphql-tag'|\bgql`|import \{[^}]*\bparse\b[^}]*\} from 'graphql'/;

/** The source files (tests aside) under a folder of the gateway, relative to it. */
const sourcesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.ts') && !name.includes('.test.'),
  );

const inlineIn = (folder: string) =>
  sourcesUnder(folder).filter((name) => INLINE_DOCUMENT.test(readFileSync(path.join(folder, name), 'utf8')));

describe("the gateway's own operations", () => {
  it('the REST adapters run generated documents (rest/*.graphql), never an inline one', () => {
    expect(sourcesUnder(__dirname).length).toBeGreaterThan(10);
    expect(inlineIn(__dirname)).toEqual([]);
  });

  it('so do the server-drawn pages (web/**/*.graphql: first image, page facts, sitemap)', () => {
    const web = path.join(__dirname, '../web');
    expect(sourcesUnder(web)).toEqual(
      expect.arrayContaining(['firstImage.ts', path.join('seo', 'sitemap.ts')]),
    );
    expect(inlineIn(web)).toEqual([]);
  });

  it('the check sees both ways of writing a document inline', () => {
    expect(INLINE_DOCUMENT.test("import { parse } from 'graphql';")).toBe(true);
    expect(INLINE_DOCUMENT.test('const Q = gql`query Q { a }`;')).toBe(true);
    expect(INLINE_DOCUMENT.test("import type { DocumentNode } from 'graphql';")).toBe(false);
  });
});
