/** @jest-environment node */
// A front end's GraphQL document is checked against the composed graph (docs/schema.graphql) by the codegen
// entry `npm run codegen` and `npm run typecheck` run (codegen.ts, clientOperations): a field the graph does
// not have is an error, not a type. The CLI runs in a child process, as it does from npm.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(path.dirname(require.resolve('@graphql-codegen/cli/package.json')), 'cjs/bin.js');

async function generateFor(document: string): Promise<string> {
  const out = await mkdtemp(path.join(tmpdir(), 'stays-codegen-'));
  try {
    await promisify(execFile)(
      process.execPath,
      [CLI, '--config', 'packages/platform/test/fixtures/codegen.fixture.ts'],
      // NODE_ENV=test (jest's) silences the CLI's report, and the validation error is in it.
      {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'development', FIXTURE_DOCUMENT: document, FIXTURE_OUT: out },
      },
    ).catch((failure: { stdout?: string; stderr?: string }) => {
      // The CLI prints the validation error on its output, not in the exit status.
      throw new Error(`${failure.stdout ?? ''}${failure.stderr ?? ''}`);
    });
    return await readFile(path.join(out, 'graphql.ts'), 'utf8');
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

describe('front-end GraphQL documents', () => {
  it('types an operation that matches the graph', async () => {
    const generated = await generateFor('card.graphql');
    expect(generated).toContain(
      "export type CardWithPriceQuery = { property: { __typename: 'Property', id: string, pricePerNight: number } | null };",
    );
    expect(generated).toContain('export const CardWithPriceDocument');
  }, 60_000);

  it('refuses an operation that asks for a field the graph does not have', async () => {
    await expect(generateFor('missing-field.graphql')).rejects.toThrow(
      /Cannot query field "nightlyPrice" on type "Property"/,
    );
  }, 60_000);
});
