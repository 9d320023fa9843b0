// Mongoose 9 prints a deprecation warning for every findOneAndUpdate called with `new`; eslint.config.mjs refuses
// the option in server code, and this shows the rule still matches (lint-snippets.mjs lints in a child process).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

function ruleIds(code: string): string[] {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], {
    input: JSON.stringify([{ file: 'subgraphs/bookings/src/example.ts', code }]),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  const [messages] = JSON.parse(run.stdout) as { ruleId: string | null }[][];
  return messages.map((message) => String(message.ruleId));
}

const call = (options: string) =>
  `declare const Bookings: { findOneAndUpdate(...args: unknown[]): unknown };\n` +
  `export const updated = Bookings.findOneAndUpdate({ _id: 1 }, { $set: { status: 'confirmed' } }, ${options});\n`;

describe('findOneAndUpdate options in server code', () => {
  it('refuses the deprecated `new` option', () => {
    expect(ruleIds(call('{ new: true, projection: { _id: 1 } }'))).toContain('no-restricted-syntax');
  });

  it("accepts returnDocument: 'after'", () => {
    expect(ruleIds(call("{ returnDocument: 'after', projection: { _id: 1 } }"))).toEqual([]);
  });
});
