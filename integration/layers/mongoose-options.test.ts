// Mongoose 9 prints a deprecation warning for every findOneAndUpdate called with `new`; eslint.config.mjs refuses
// the option in server code, and this shows the rule still matches (lint-snippets.mjs lints in a child process).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The rule ids ESLint reports for each snippet, all linted by one child process (ESLint's start is the cost). */
function ruleIds(snippets: string[]): string[][] {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], {
    input: JSON.stringify(snippets.map((code) => ({ file: 'subgraphs/bookings/src/example.ts', code }))),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  const results = JSON.parse(run.stdout) as { ruleId: string | null }[][];
  return results.map((messages) => messages.map((message) => String(message.ruleId)));
}

const call = (options: string) =>
  `declare const Bookings: { findOneAndUpdate(...args: unknown[]): unknown };\n` +
  `export const updated = Bookings.findOneAndUpdate({ _id: 1 }, { $set: { status: 'confirmed' } }, ${options});\n`;

describe('findOneAndUpdate options in server code', () => {
  let withNew: string[];
  let withReturnDocument: string[];
  beforeAll(() => {
    [withNew, withReturnDocument] = ruleIds([
      call('{ new: true, projection: { _id: 1 } }'),
      call("{ returnDocument: 'after', projection: { _id: 1 } }"),
    ]) as [string[], string[]];
  }, 60_000);

  it('refuses the deprecated `new` option', () => {
    expect(withNew).toContain('no-restricted-syntax');
  });

  it("accepts returnDocument: 'after'", () => {
    expect(withReturnDocument).toEqual([]);
  });
});
