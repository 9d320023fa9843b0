// The measuring build compiles the kit's messages as the front ends' builds do (tooling's precompile pass, through
// its exported function), so the kit's side of the comparison carries what it ships. Webpack requires this file
// under tsx, which bench:widgets runs in.
import type { LoaderContext } from 'webpack';
/* eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack configuration's own CommonJS module */
const { precompileMessages } = require('@stays/tooling/webpack/precompile-messages') as {
  precompileMessages(source: string, filename: string): { code: string } | null;
};

export default function messagesLoader(this: LoaderContext<object>, source: string): string {
  return precompileMessages(source, this.resourcePath)?.code ?? source;
}
