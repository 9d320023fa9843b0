// Lints snippets with ESLint's Node API in a plain Node process (inside jest, loading eslint.config.mjs would need
// --experimental-vm-modules). Reads [{ file, code }] as JSON on stdin, prints each one's rule ids and messages.
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
let input = '';
for await (const chunk of process.stdin) input += chunk;
const results = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
