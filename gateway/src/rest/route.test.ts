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
