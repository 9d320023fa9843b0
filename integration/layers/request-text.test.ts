// Every document a front end can send is printed for the wire by the platform's printDocument (the light reads
// do not carry graphql's printer): graphql must read each printed text back as the document codegen made.
import path from 'node:path';
import frontEnds from '@stays/contracts/frontends.json';
import { printDocument } from '@stays/platform';
import { parse, type DocumentNode } from 'graphql';

const ROOT = path.resolve(__dirname, '../..');
const folders = [...frontEnds.map((frontEnd) => frontEnd.folder), 'packages/platform'];

/**
 * A syntax tree as JSON, without what does not change the request: locations, whether a string was written as a
 * block, and empty lists (codegen leaves them out, graphql's parser writes them).
 */
function tree(document: DocumentNode): string {
  return JSON.stringify(document, (key, value: unknown) =>
    key === 'loc' || key === 'block' || (Array.isArray(value) && value.length === 0) ? undefined : value,
  );
}

const documents = folders.flatMap((folder) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const generated = require(path.join(ROOT, folder, 'src/__generated__/graphql.ts')) as Record<
    string,
    unknown
  >;
  return Object.entries(generated)
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, document]) => [`${folder} ${name}`, document as DocumentNode] as const);
});

it('finds the generated documents of every front end', () => {
  for (const folder of folders)
    expect(documents.some(([label]) => label.startsWith(`${folder} `))).toBe(true);
});

it.each(documents)('%s is sent as the document it is', (_label, document) => {
  expect(tree(parse(printDocument(document), { noLocation: true }))).toBe(tree(document));
});
