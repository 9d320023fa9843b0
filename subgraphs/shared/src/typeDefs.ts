import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DocumentNode, parse } from 'graphql';

/**
 * A subgraph's schema from its `.graphql` files (the same files codegen reads), resolved against the calling
 * module's folder (`__dirname`), so it loads the same under tsx, jest and from any working directory.
 * The first file declares the federation `@link`; the others extend its `Query` and `Mutation`.
 */
export function loadTypeDefs(dir: string, files: readonly string[]): DocumentNode[] {
  return files.map((file) => parse(readFileSync(path.join(dir, file), 'utf8')));
}
