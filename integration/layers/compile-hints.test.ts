// The production build's compile hint (tooling/webpack/compile-hints.js): every emitted script opens with it, after
// minification has had its say, and the file's content hash names the hinted file (a browser that cached the
// file before the hint must not keep it under the same name).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CompileHintsPlugin, COMPILE_HINT } = require('@stays/tooling/webpack/compile-hints') as {
  CompileHintsPlugin: new () => webpack.WebpackPluginInstance;
  COMPILE_HINT: string;
};

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  writeFileSync(
    path.join(folder, 'entry.js'),
    '/* a leading comment minification drops */ import("./late.js").then((m) => console.log(m.twice(21)));',
  );
  writeFileSync(path.join(folder, 'late.js'), 'export function twice(n) { return n * 2; }');
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function build(out: string, plugins: webpack.WebpackPluginInstance[]) {
  const compiler = webpack({
    mode: 'production',
    context: folder,
    entry: { main: './entry.js' },
    output: { path: path.join(folder, out), filename: '[name].[contenthash:8].js', clean: true },
    plugins,
  });
  return new Promise<string[]>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      resolve(readdirSync(path.join(folder, out)).sort());
    }),
  );
}

test('every script starts with the hint, and the hinted files get their own names', async () => {
  const plain = await build('plain', []);
  const hinted = await build('hinted', [new CompileHintsPlugin()]);

  const scripts = hinted.filter((name) => name.endsWith('.js'));
  expect(scripts).toHaveLength(2); // the entry and the lazily imported chunk
  for (const name of scripts)
    expect(readFileSync(path.join(folder, 'hinted', name), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
  for (const name of plain.filter((file) => file.endsWith('.js')))
    expect(readFileSync(path.join(folder, 'plain', name), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
  expect(hinted.filter((name) => plain.includes(name))).toEqual([]);
}, 60000);
