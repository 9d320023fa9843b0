/** @jest-environment node */
// Every repository path the README and the guides under docs/ name exists. A path is what a reader would open: a
// code span or a link target that starts with a top-level folder of the repository (`gateway/src/app.ts`,
// `tooling/webpack/`), or that ends in a source file's extension (`rest/routes.ts`, `policy.test.ts`: a path
// relative to the folder the text is about, found when some file of the repository ends with it). Placeholders
// (`mfe-<name>/`, `src/**/*.test.ts`), package specifiers (`@stays/ui/portal`), URLs and addresses (`/api/user`)
// are not paths. What the build or a run writes (`dist/`, `.data/`, `e2e/artifacts/`) is not in a clean clone, so
// it is named in GENERATED with the command that makes it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

/** Written by a command, not kept in the repository: a path under one of these is not checked. */
const GENERATED = [
  /(^|\/)dist(\/|$)/, // npm run build
  /^\.data(\/|$)/, // the embedded database's files (npm start)
  /^e2e\/artifacts(\/|$)/, // npm run test:e2e
  /(^|\/)mf-manifest\.json$/, // written by each front end's build
  /(^|\/)build-stamp\.json$/, // npm run build
  /^remoteEntry\.js$/, // each remote's build
  /^\.ci-(jest\.json|e2e\.log)$/, // bash .ci/run
];

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', '.data', 'coverage', '.swc', 'artifacts']);
const EXTENSIONS = /\.(tsx?|mjs|cjs|js|json|md|graphql|ya?ml|conf|sh|html|css)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_FOLDERS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      out.push(`${path.relative(repo, full)}/`);
      walk(full, out);
    } else out.push(path.relative(repo, full));
  }
  return out;
}

const files = walk(repo);
const topLevel = new Set(readdirSync(repo).filter((name) => !SKIPPED_FOLDERS.has(name)));
const docs = ['README.md', ...files.filter((file) => /^docs\/.*\.md$/.test(file))];

/** The code spans and link targets of a Markdown text, fenced blocks left out. */
function namedTokens(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].flatMap((match) => match[1]!.split(/\s+/));
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return [...spans, ...links];
}

/** A token cleaned to a path, or null when it is not a repository path. */
function asPath(token: string): string | null {
  const cleaned = token
    .replace(/^['"(]+|['"),;.:]+$/g, '')
    .replace(/#.*$/, '')
    .replace(/:\d+$/, '');
  if (!cleaned || /[<>{}*$|=]|Xxx|^[@/~]|^\w+:|\.\.\./.test(cleaned) || cleaned.startsWith('../'))
    return null;
  if (/^\.\w+$/.test(cleaned)) return null; // an extension (`.graphql`), not a file
  const first = cleaned.replace(/^\.\//, '').split('/')[0]!;
  if (cleaned.includes('/') && topLevel.has(first)) return cleaned.replace(/^\.\//, '');
  if (EXTENSIONS.test(cleaned) && /^[\w./-]+$/.test(cleaned)) return cleaned.replace(/^\.\//, '');
  return null;
}

function exists(named: string, doc: string): boolean {
  if (GENERATED.some((pattern) => pattern.test(named))) return true;
  // A library's file (`ical.js`, `lighthouse/core/config/lr-mobile-config.js`): named by its package.
  if (existsSync(path.join(repo, 'node_modules', named))) return true;
  if (existsSync(path.join(repo, named)) || existsSync(path.join(repo, path.dirname(doc), named)))
    return true;
  // A path relative to the part the text is about: some file of the repository ends with it.
  const tail = named.endsWith('/') ? named : named.replace(/\/$/, '');
  return files.some((file) => file === tail || file.endsWith(`/${tail}`));
}

describe('the paths the README and docs/ name', () => {
  it('finds the guides', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/conventions.md', 'docs/decisions.md']));
  });

  it.each(docs)('%s names only paths that exist', (doc) => {
    const text = readFileSync(path.join(repo, doc), 'utf8');
    const named = [
      ...new Set(
        namedTokens(text)
          .map(asPath)
          .filter((p): p is string => p !== null),
      ),
    ];
    const missing = named.filter((p) => !exists(p, doc));
    expect(missing).toEqual([]);
  });

  it('tells a path from what is not one', () => {
    expect(asPath('gateway/src/app.ts')).toBe('gateway/src/app.ts');
    expect(asPath('rest/routes.ts')).toBe('rest/routes.ts');
    expect(asPath('tooling/webpack/')).toBe('tooling/webpack/');
    expect(asPath('`policy.test.ts`,'.replace(/`/g, ''))).toBe('policy.test.ts');
    expect(asPath('@stays/ui/portal')).toBeNull();
    expect(asPath('/api/user')).toBeNull();
    expect(asPath('mfe-<name>/src/routes.json')).toBeNull();
    expect(asPath('https://stays.example/a.json')).toBeNull();
    expect(asPath('mfe_host/CalendarPage')).toBeNull();
    expect(asPath('.graphql')).toBeNull();
    expect(exists('ical.js', 'README.md')).toBe(true);
    expect(exists('gateway/src/no-such-file.ts', 'README.md')).toBe(false);
    expect(exists('no-such-file.ts', 'README.md')).toBe(false);
  });
});
