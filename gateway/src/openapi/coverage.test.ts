import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { restRoutes } from '../rest/routes';
import { openApiDocument } from './document';

/** The REST adapters, and the live event stream (`GET /api/events`). */
const ROUTE_DIRS = ['rest', 'live'].map((folder) => path.join(__dirname, '..', folder));

/** `router.get('/x', ...)` and the like: a route registered beside the rows, which neither document nor door sees. */
function routesOutsideRows(): string[] {
  const found: string[] = [];
  const files = ROUTE_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
      .map((name) => path.join(dir, name)),
  );
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [call] of source.matchAll(/\brouter\s*\.\s*(get|post|put|patch|delete|all|use)\(/g))
      found.push(`${path.basename(file)}: ${call}`);
  }
  return found;
}

function documentedRoutes(): string[] {
  const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths)
    .flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`))
    .sort();
}

/** `/x/{id}` and `/x/{key}` are one Express route (the first row would shadow the second): compare shapes. */
const shape = (route: string) => route.replace(/\{\w+\}/g, '{}');

describe('the OpenAPI document', () => {
  it('documents every /api row once, and no adapter registers a route outside its rows', () => {
    const rows = restRoutes.map(({ method, path: route }) => `${method.toUpperCase()} /api${route}`).sort();
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map(shape)).size).toBe(rows.length);
    expect(documentedRoutes()).toEqual(rows);
    expect(routesOutsideRows()).toEqual([]);
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
