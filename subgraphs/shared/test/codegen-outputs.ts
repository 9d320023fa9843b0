// Prints what `npm run codegen` would write, as JSON `[{ filename, content }]`, without writing anything.
// Run in its own Node process by codegen.test.ts: the codegen CLI loads ES modules that jest's runtime cannot.
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import config from '../../../codegen';

const ROOT = path.resolve(__dirname, '../../..');

void (async () => {
  const outputs: Types.FileOutput[] = await generate({ ...config, cwd: ROOT, silent: true }, false);
  process.stdout.write(JSON.stringify(outputs.map(({ filename, content }) => ({ filename, content }))));
})().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
