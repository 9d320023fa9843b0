// The generated GraphQL types must be what `npm run codegen` makes of today's .graphql files: regenerated in
// memory from the root codegen.ts and compared with the files on disk (as the API test does for docs/schema.graphql).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import config from '../../../codegen';

const ROOT = path.resolve(__dirname, '../../..');

it('has every generated file up to date (run `npm run codegen`)', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'codegen-outputs.ts')],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  const outputs = JSON.parse(stdout) as { filename: string; content: string }[];
  // Every entry of codegen.ts produced something (a preset entry is a folder of several files).
  for (const entry of Object.keys(config.generates))
    expect(outputs.filter((output) => output.filename.startsWith(entry)).length).toBeGreaterThan(0);
  for (const output of outputs) {
    const onDisk = await readFile(path.resolve(ROOT, output.filename), 'utf8').catch(() => null);
    // The file name travels with the text, so a failure names the stale file.
    expect({ file: output.filename, content: onDisk }).toEqual({
      file: output.filename,
      content: output.content,
    });
  }
}, 120_000);
