import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from './document';

/** The REST adapters, and the live event stream (`GET /api/events`). */
const ROUTE_DIRS = ['rest', 'live'].map((folder) => path.join(__dirname, '..', folder));

/** `METHOD /api/path/{param}` for every route a REST adapter registers (`router.get('/x/:id', ...)`). */
function registeredRoutes(): string[] {
  const routes: string[] = [];
  const files = ROUTE_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
      .map((name) => path.join(dir, name)),
  );
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [, method, route] of source.matchAll(
      /\brouter\s*\.\s*(get|post|put|patch|delete)\(\s*['"`]([^'"`]+)['"`]/g,
    )) {
      routes.push(`${method.toUpperCase()} /api${route.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes.sort();
}

function documentedRoutes(): string[] {
  const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths)
    .flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`))
    .sort();
}

/** Path parameters are named freely in each adapter; compare shapes, not names. */
const shape = (route: string) => route.replace(/\{\w+\}/g, '{}');

describe('the OpenAPI document', () => {
  it('documents every /api route the gateway registers, and nothing it does not', () => {
    const registered = registeredRoutes().map(shape);
    const documented = documentedRoutes().map(shape);
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('gives every operation a unique id, a summary and an error schema for each error status', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, Record<string, unknown>>>;
    const ids = new Set<string>();
    for (const methods of Object.values(paths)) {
      for (const op of Object.values(methods)) {
        expect(typeof op.summary).toBe('string');
        expect(ids.has(op.operationId as string)).toBe(false);
        ids.add(op.operationId as string);
        for (const [status, response] of Object.entries(
          op.responses as Record<string, Record<string, unknown>>,
        )) {
          if (Number(status) >= 400)
            expect(JSON.stringify(response)).toMatch(/#\/components\/schemas\/(Upload)?Error"/);
        }
      }
    }
  });

  it('resolves every schema reference', () => {
    const document = openApiDocument();
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    const refs = [...JSON.stringify(document).matchAll(/#\/components\/schemas\/(\w+)/g)].map(
      ([, name]) => name,
    );
    expect(refs.filter((name) => !(name in schemas))).toEqual([]);
  });
});
