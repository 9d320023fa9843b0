// Each layer rule of eslint.config.mjs, shown once: an import the zone forbids is an error, an allowed one is not,
// so a rule that silently stops matching fails here. The rule that keeps writes in hooks is checked the same way. ESLint's Node API lints snippets at paths in each zone (the
// files need not exist), in a child process (lint-snippets.mjs says why).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

interface Case {
  zone: string;
  file: string;
  source: string;
  forbidden: boolean;
  /** The rule that answers for this case; a layer zone's unless given. */
  rule?: string;
  /** The named import, for a rule about what is imported rather than from where (`import { x } from ...`). */
  name?: string;
}

const forbid = (zone: string, file: string, source: string): Case => ({
  zone,
  file,
  source,
  forbidden: true,
});
const allow = (zone: string, file: string, source: string): Case => ({
  zone,
  file,
  source,
  forbidden: false,
});

const CASES: Case[] = [
  forbid(
    'a remote never imports another remote',
    'mfe-host/src/pages/Page.tsx',
    '@stays/mfe-listings/src/features/x',
  ),
  forbid(
    'a remote never imports another remote',
    'mfe-host/src/pages/Page.tsx',
    '../../../mfe-booking/src/x',
  ),
  forbid('a remote never imports the shell', 'mfe-admin/src/pages/Page.tsx', '@stays/shell/src/App'),
  allow('a remote imports the kit and the platform', 'mfe-host/src/pages/Page.tsx', '@stays/ui'),
  allow('a remote imports its own modules', 'mfe-host/src/pages/Page.tsx', '../features/calendar'),
  forbid(
    "a host feature never reaches into another feature's files",
    'mfe-host/src/features/access/x.tsx',
    '../signup/application',
  ),
  forbid(
    "a host feature never reaches into another feature's files",
    'mfe-host/src/features/access/x.test.tsx',
    '../calendar/messages',
  ),
  allow(
    'a host feature imports another through its index',
    'mfe-host/src/features/access/x.tsx',
    '../signup',
  ),
  forbid(
    "a listings feature never reaches into another feature's files",
    'mfe-listings/src/features/property/x.tsx',
    '../search/searchParams',
  ),
  forbid(
    "a listings feature never reaches into another feature's files",
    'mfe-listings/src/features/landing/x.test.tsx',
    '../listing/usePropertyPages',
  ),
  allow(
    'a listings feature imports another through its index',
    'mfe-listings/src/features/property/x.tsx',
    '../search',
  ),
  allow('a host feature imports the shared folder', 'mfe-host/src/features/access/x.tsx', '../common/labels'),
  allow('a host feature imports its own files', 'mfe-host/src/features/access/x.tsx', './messages'),
  allow(
    'a host feature imports the generated types',
    'mfe-host/src/features/access/x.tsx',
    '../../__generated__/graphql',
  ),
  forbid(
    'the shell loads remote pages at run time only',
    'shell/src/routes/x.ts',
    '@stays/mfe-listings/src/pages/Home',
  ),
  allow("the shell reads a remote's route table", 'shell/src/routes/x.ts', '@stays/mfe-listings/routes'),
  forbid('packages never import apps', 'packages/ui/src/x.tsx', '@stays/shell/src/App'),
  forbid('packages never import apps', 'packages/platform/src/x.ts', '@stays/gateway/auth'),
  forbid('packages never import apps', 'packages/embedded-mongo/src/x.ts', '@stays/subgraph-shared'),
  forbid(
    'packages never import apps',
    'packages/embedded-mongo/src/x.ts',
    '../../../subgraphs/users/src/index',
  ),
  allow('packages import packages', 'packages/platform/src/x.ts', '@stays/ui'),
  forbid(
    'browser code never imports server code',
    'mfe-listings/src/x.ts',
    '@stays/subgraph-properties/src/x',
  ),
  forbid('browser code never imports server code', 'shell/src/x.ts', '@stays/embedded-mongo'),
  forbid('browser code never imports server code', 'packages/ui/src/x.ts', '../../../scripts/stack'),
  forbid('browser code never imports Node built-ins', 'mfe-listings/src/x.ts', 'node:fs'),
  forbid('browser code never imports Node built-ins', 'packages/platform/src/x.ts', 'path'),
  allow('browser code imports the contracts', 'mfe-listings/src/x.ts', '@stays/contracts'),
  allow("browser code's tests run on Node", 'mfe-listings/src/x.test.ts', 'node:crypto'),
  forbid(
    "browser code's tests still never import server code",
    'shell/src/x.test.tsx',
    '@stays/gateway/auth',
  ),
  forbid("the gateway never imports a subgraph's code", 'gateway/src/rest/x.ts', '@stays/subgraph-shared'),
  forbid(
    "the gateway never imports a subgraph's code",
    'gateway/src/rest/x.ts',
    '../../../subgraphs/users/src/x',
  ),
  forbid('server code never imports front-end code', 'gateway/src/web/x.ts', '@stays/platform'),
  allow('the gateway imports the contracts', 'gateway/src/rest/x.ts', '@stays/contracts'),
  forbid('a subgraph never imports the gateway', 'subgraphs/users/src/user/x.ts', '@stays/gateway/auth'),
  allow(
    'a subgraph imports the shared subgraph code',
    'subgraphs/users/src/user/x.ts',
    '@stays/subgraph-shared',
  ),
  forbid('the contracts depend on nothing', 'packages/contracts/src/x.ts', 'mongoose'),
  forbid('the contracts depend on nothing', 'packages/contracts/src/x.ts', 'node:process'),
  allow('the contracts import themselves', 'packages/contracts/src/x.ts', './caller'),
  forbid('the tooling never imports an app', 'tooling/webpack/x.mjs', '@stays/mfe-host/routes'),
  forbid('the tooling never imports an app', 'tooling/webpack/x.mjs', '../../gateway/src/app'),
  allow('the tooling imports the contracts', 'tooling/webpack/x.mjs', '@stays/contracts/frontends.json'),
  forbid('the tooling is imported through its exports map', 'scripts/x.ts', '../tooling/webpack/shared.js'),
  forbid('browser code never imports the tooling', 'mfe-host/src/pages/Page.tsx', '@stays/tooling/webpack'),
  allow('a script imports the tooling through its exports', 'scripts/x.ts', '@stays/tooling/webpack'),
  {
    ...forbid(
      'a component leaves its writes to a hook',
      'mfe-host/src/features/calendar/X.tsx',
      '@apollo/client/react',
    ),
    rule: 'no-restricted-syntax',
    name: 'useMutation',
  },
  {
    ...forbid('a component leaves its writes to a hook', 'packages/platform/src/x/X.tsx', '@apollo/client'),
    rule: 'no-restricted-syntax',
    name: 'useMutation',
  },
  {
    ...allow('a hook holds a write', 'mfe-host/src/features/calendar/useX.ts', '@apollo/client/react'),
    rule: 'no-restricted-syntax',
    name: 'useMutation',
  },
  {
    ...allow(
      'a component reads with useQuery',
      'mfe-host/src/features/calendar/X.tsx',
      '@apollo/client/react',
    ),
    rule: 'no-restricted-syntax',
    name: 'useQuery',
  },
];

function lint(cases: Case[]): Array<Array<{ ruleId: string | null; message: string }>> {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], {
    input: JSON.stringify(
      cases.map(({ file, source, name }) => ({
        file,
        code: name
          ? `import { ${name} } from '${source}';\nexport { ${name} };\n`
          : `import * as imported from '${source}';\nexport { imported };\n`,
      })),
    ),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`lint-snippets failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

let results: ReturnType<typeof lint>;
beforeAll(() => {
  results = lint(CASES);
}, 60_000);

it.each(
  CASES.map(
    (item, index) =>
      [
        item.zone,
        item.file,
        item.source,
        item.forbidden,
        item.rule ?? 'no-restricted-imports',
        index,
      ] as const,
  ),
)('%s: %s importing %s (forbidden: %s, %s)', (_zone, _file, _source, forbidden, rule, index) => {
  const messages = results[index]!;
  // Nothing else may be wrong with the snippet, or an allowed import could pass for the wrong reason.
  expect(messages.filter((message) => message.ruleId !== rule)).toEqual([]);
  const restricted = messages.filter((message) => message.ruleId === rule);
  expect(restricted.length > 0).toBe(forbidden);
});
