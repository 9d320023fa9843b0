import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layers (docs/conventions.md, "Layers: who may import what"): each zone lists what its files must not import, as
// `no-restricted-imports` patterns matched against the import specifier. Relative paths that climb into another
// layer's folder are caught by the same patterns as its package name. integration/layers/lint-zones.test.ts
// lints one forbidden and one allowed import per zone, so a rule that stops working fails the tests.
const restrict = (regex, message) => ({ regex, message });
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_')).join('|');

const NO_NODE = restrict(
  `^(node:.*|(${nodeBuiltins})(/.*)?)$`,
  'Browser code never imports Node built-ins; server work belongs to the gateway or a subgraph.',
);
const NO_SERVER = restrict(
  '^(@stays/(gateway|subgraph-[a-z]+|embedded-mongo|integration|tooling)(/.*)?|(\\.\\./)+(gateway|subgraphs|integration|scripts|tooling|packages/embedded-mongo)(/.*)?)$',
  'Browser code never imports server code (gateway, subgraphs, the database, scripts, the build tooling).',
);
const NO_APPS = restrict(
  '^(@stays/(shell|mfe-[a-z]+|gateway|subgraph-[a-z]+|integration)(/.*)?|(\\.\\./)+(shell|mfe-[a-z]+|gateway|subgraphs|integration)(/.*)?)$',
  'packages/* never import apps (shell, remotes, gateway, subgraphs): an app depends on a package, not back.',
);
const NO_OTHER_FRONT_END = restrict(
  '^(@stays/(shell|mfe-[a-z]+)(/.*)?|(\\.\\./)+(shell|mfe-[a-z]+)(/.*)?)$',
  "A remote never imports the shell or another remote: share through @stays/ui or @stays/platform, or the shell's routes.",
);
const SHELL_ONLY_ROUTE_TABLES = restrict(
  '^(@stays/mfe-[a-z]+(?!/(routes|src/routes\\.json)$)(/.*)?|(\\.\\./)+mfe-[a-z]+(/.*)?)$',
  "The shell reads a remote's route table only (`@stays/mfe-<name>/routes`); pages load at run time through federation.",
);
const GATEWAY_NO_SUBGRAPHS = restrict(
  '^(@stays/(subgraph-[a-z]+|embedded-mongo)(/.*)?|(\\.\\./)+(subgraphs|packages/embedded-mongo)(/.*)?)$',
  "The gateway never imports a subgraph's code: what both sides agree on lives in @stays/contracts.",
);
const SERVER_NO_BROWSER = restrict(
  '^(@stays/(ui|platform|shell|mfe-[a-z]+)(/.*)?|(\\.\\./)+(shell|mfe-[a-z]+|packages/(ui|platform))(/.*)?)$',
  'Server code never imports front-end code.',
);
const SUBGRAPH_NO_GATEWAY = restrict(
  '^(@stays/gateway(/.*)?|(\\.\\./)+gateway(/.*)?)$',
  'A subgraph never imports the gateway: what both sides agree on lives in @stays/contracts.',
);
const TOOLING_THROUGH_EXPORTS = restrict(
  '^(\\.\\./)+tooling(/.*)?$',
  "The build and test configuration is imported through @stays/tooling's exports map, not by its path.",
);
const TOOLING_NO_APPS = restrict(
  '^(@stays/(shell|mfe-[a-z]+|gateway|subgraph-[a-z]+|integration)(/.*)?|(\\.\\./)+(shell|mfe-[a-z]+|gateway|subgraphs|integration)(/.*)?)$',
  'The tooling configures the apps; it never imports their code (a setting it needs lives in @stays/contracts).',
);
const CONTRACTS_ALONE = restrict(
  '^(?!\\./)',
  '@stays/contracts depends on nothing (no package, no Node built-in, nothing outside its folder) so every layer may import it.',
);

// Features inside a remote (issue 32 #4): a feature file reaches another feature through that feature's index
// (`../signup`), never into its files (`../signup/application`); `common` is the remote's shared folder. In
// mfe-host and mfe-listings, the remotes whose features use each other.
const featureThroughIndex = (shared) =>
  restrict(
    `^\\.\\./(?!${shared}(/|$))[^./][^/]*/.+$`,
    `A feature imports another feature through its index (\`../feature\`), not its files; shared code goes in ${shared}/.`,
  );
const FEATURES_THROUGH_INDEX = featureThroughIndex('common');
const FEATURE_REMOTES = ['mfe-host', 'mfe-listings'];

/** A zone: its files and the imports they must not make (one rule entry per file; the last match wins). */
const zone = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, TOOLING_THROUGH_EXPORTS] }] },
});

// Tests and test kits of browser code run in jest on Node, so only they may use Node built-ins.
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/testing/**/*.{ts,tsx}', 'testing.ts'];
const within = (folders) => folders.flatMap((folder) => TESTS.map((glob) => `${folder}/${glob}`));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
      // The tooling's own modules are linted (its zone below); they are plain JavaScript run by webpack and jest.
      '!tooling/**/*.js',
      '!tooling/**/*.mjs',
      '**/__generated__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['tooling/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layers.
  zone(['**/*.{ts,tsx}'], []),
  zone(['mfe-*/**/*.{ts,tsx}'], [NO_OTHER_FRONT_END, NO_SERVER, NO_NODE]),
  zone(['shell/**/*.{ts,tsx}'], [SHELL_ONLY_ROUTE_TABLES, NO_SERVER, NO_NODE]),
  zone(['packages/ui/**/*.{ts,tsx}', 'packages/platform/**/*.{ts,tsx}'], [NO_APPS, NO_SERVER, NO_NODE]),
  zone(within(['mfe-*']), [NO_OTHER_FRONT_END, NO_SERVER]),
  zone(within(['shell']), [SHELL_ONLY_ROUTE_TABLES, NO_SERVER]),
  zone(within(['packages/ui', 'packages/platform']), [NO_APPS, NO_SERVER]),
  zone(
    FEATURE_REMOTES.map((remote) => `${remote}/src/features/*/*.{ts,tsx}`),
    [FEATURES_THROUGH_INDEX, NO_OTHER_FRONT_END, NO_SERVER, NO_NODE],
  ),
  zone(within(FEATURE_REMOTES.map((remote) => `${remote}/src/features/*`)), [
    FEATURES_THROUGH_INDEX,
    NO_OTHER_FRONT_END,
    NO_SERVER,
  ]),
  zone(['packages/embedded-mongo/**/*.ts'], [NO_APPS]),
  zone(['packages/contracts/src/**/*.ts'], [CONTRACTS_ALONE], ['packages/contracts/src/**/*.test.ts']),
  zone(['tooling/**/*.{js,mjs,ts}'], [TOOLING_NO_APPS]),
  {
    // The same rule for the tooling's require() calls (no-restricted-imports sees import statements only).
    files: ['tooling/**/*.js'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='require'] > Literal[value=/^(@stays\\u002F(shell|mfe-|gateway|subgraph-|integration)|(\\.\\.\\u002F)+(shell|mfe-[a-z]+|gateway|subgraphs|integration)\\u002F)/]",
          message: 'The tooling configures the apps; it never imports their code.',
        },
      ],
    },
  },
  {
    // Writes live in hooks (docs/conventions.md, "Add a page"): a component calls its feature's `useXxx.ts`, which
    // holds the mutation with its variables and toasts, so a write's handling is read and reused in one place.
    // no-restricted-syntax, not no-restricted-imports: that rule's entry is the layer zone's (the last match wins).
    files: ['**/*.tsx'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/^@apollo\\u002Fclient(\\u002Freact)?$/] > ImportSpecifier[imported.name='useMutation']",
          message:
            "A component does not call useMutation: put the write and its toasts in the feature's useXxx.ts hook (docs/conventions.md, 'Add a page').",
        },
      ],
    },
  },
  zone(['gateway/**/*.ts'], [GATEWAY_NO_SUBGRAPHS, SERVER_NO_BROWSER]),
  zone(['subgraphs/**/*.ts'], [SUBGRAPH_NO_GATEWAY, SERVER_NO_BROWSER]),
  {
    // Mongoose 9 deprecates `new` (it prints a warning on every call) in favour of the driver's `returnDocument`.
    files: ['subgraphs/**/*.ts', 'gateway/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^findOneAnd(Update|Replace)$/] > ObjectExpression > Property[key.name='new']",
          message: "Use returnDocument: 'after' (or 'before'): mongoose deprecates the `new` option.",
        },
      ],
    },
  },
);
