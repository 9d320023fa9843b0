// What the kit's hand-made widgets (packages/ui/src: select, dialog, tooltip, tabs, toast, datepicker) weigh in a
// production build next to well-kept libraries that do the same (Radix primitives, react-day-picker), and which of
// them the public pages download today (issue 49 #6; the budget is DESIGN's 170 KB of gzipped JavaScript).
// Method: the libraries are installed at the pinned versions below into a folder outside the repository
// (BENCH_WIDGETS_DIR, default <tmp>/widgets-measure; kept between runs), then one webpack production build (the
// repository's webpack, swc options and message precompilation, no splitting) makes one file per entry: each kit
// widget's folder and the library parts that do the same job, then the five widgets of `@stays/ui`'s main entry
// together and all six together. What every page has already is left out of every entry (React, react-dom,
// styled-components, react-intl, and the kit's own theme, icons, inputs and helpers outside the widget folders),
// so each figure is what that widget alone adds. Sizes are gzip level 6, as bench/web/measure-landing.ts reads the
// pages; each file carries webpack's few hundred bytes of module bootstrap, on both sides alike. The libraries are
// unstyled: their figure is a lower bound, before the styled-components rules the kit's look would still need.
// Then the built front ends (`npm run build -w shell`, `-w mfe-listings`, `-w mfe-booking`): which chunk of each
// holds each kit widget (a string its compiled code contains), and whether that chunk is the shared `@stays/ui`
// singleton, which every public page downloads, or a module loaded later.
// Run: npm run bench:widgets   (prints numbers; bench/RESULTS.md keeps the runs)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type Configuration, type ExternalItemFunctionData } from 'webpack';
/* eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack configuration's own CommonJS module */
const { swcOptions } = require('@stays/tooling/webpack/swc-options') as {
  swcOptions(options: { production: boolean }): Record<string, unknown>;
};

const REPO = path.resolve(__dirname, '../..');
const KIT = path.join(REPO, 'packages/ui/src');
const WORK_DIR = process.env.BENCH_WIDGETS_DIR ?? path.join(os.tmpdir(), 'widgets-measure');

/** Pinned so that runs compare; each declares React 16.8 to 19 as its peer (checked 2026-12-02, React 19.3). */
const LIBRARIES: Record<string, string> = {
  '@radix-ui/react-select': '2.4.1',
  '@radix-ui/react-dialog': '1.3.1',
  '@radix-ui/react-tooltip': '1.4.1',
  '@radix-ui/react-tabs': '1.2.1',
  '@radix-ui/react-toast': '1.3.1',
  'react-day-picker': '10.0.2',
};

/** The singletons every page shares already (tooling/webpack/shared.js): not counted on either side. */
const SHARED = ['react', 'react-dom', 'styled-components', 'react-intl'];

interface Widget {
  name: string;
  /** The kit's folder under packages/ui/src. */
  kit: string;
  /** The library parts that do the same job: what a page would render, by the module they come from. */
  library: Record<string, string[]>;
  /** A string the kit widget's compiled code contains (not its catalogues): how the built chunks are searched. */
  marker: string;
  /** In `@stays/ui`'s main entry (the shared singleton), rather than its own entry point. */
  inMainEntry: boolean;
}

const WIDGETS: Widget[] = [
  {
    name: 'Select',
    kit: 'select',
    library: {
      '@radix-ui/react-select': [
        'Root',
        'Trigger',
        'Value',
        'Icon',
        'Portal',
        'Content',
        'Viewport',
        'Item',
        'ItemText',
        'ItemIndicator',
        'ScrollUpButton',
        'ScrollDownButton',
      ],
    },
    marker: '[role="option"]:not([aria-disabled="true"])',
    inMainEntry: true,
  },
  {
    name: 'Dialog',
    kit: 'dialog',
    library: {
      '@radix-ui/react-dialog': ['Root', 'Portal', 'Overlay', 'Content', 'Title', 'Description', 'Close'],
    },
    marker: 'kit.dialog.close',
    inMainEntry: true,
  },
  {
    name: 'Tooltip',
    kit: 'tooltip',
    library: { '@radix-ui/react-tooltip': ['Provider', 'Root', 'Trigger', 'Portal', 'Content'] },
    marker: 'role:"tooltip"',
    inMainEntry: true,
  },
  {
    name: 'Tabs',
    kit: 'tabs',
    library: { '@radix-ui/react-tabs': ['Root', 'List', 'Trigger', 'Content'] },
    marker: 'role:"tablist"',
    inMainEntry: true,
  },
  {
    name: 'Toast',
    kit: 'toast',
    library: {
      '@radix-ui/react-toast': ['Provider', 'Viewport', 'Root', 'Title', 'Description', 'Action', 'Close'],
    },
    marker: 'kit.toast.region',
    inMainEntry: true,
  },
  {
    name: 'Date picker',
    kit: 'datepicker',
    // The kit names months and weekdays through Intl; DayPicker through date-fns locales, English built in.
    library: { 'react-day-picker': ['DayPicker'], 'react-day-picker/locale': ['ar', 'fr'] },
    marker: 'data-range-middle',
    inMainEntry: false,
  },
];

const kitEntry = (widgets: Widget[]) =>
  widgets
    .map((widget, i) => `import * as kit${i} from ${JSON.stringify(path.join(KIT, widget.kit, 'index.ts'))};`)
    .join('\n') + `\nglobalThis.measured = [${widgets.map((_, i) => `kit${i}`).join(', ')}];`;

/**
 * Several libraries in one entry: their shared internals (Radix's primitives, floating-ui) count once. Each module
 * is one namespace, and webpack keeps only the parts read from it.
 */
function libraryEntry(widgets: Widget[]): string {
  const modules = widgets.flatMap((widget) => Object.entries(widget.library));
  const imports = modules.map(([from], i) => `import * as library${i} from ${JSON.stringify(from)};`);
  const parts = modules.flatMap(([, names], i) => names.map((name) => `library${i}.${name}`));
  return `${imports.join('\n')}\nglobalThis.measured = [${parts.join(', ')}];`;
}

interface Row {
  name: string;
  kit: string;
  library: string;
}

const mainEntryWidgets = WIDGETS.filter((widget) => widget.inMainEntry);
const ROWS: Row[] = [
  ...WIDGETS.map((widget) => ({
    name: widget.name,
    kit: kitEntry([widget]),
    library: libraryEntry([widget]),
  })),
  {
    name: `the ${mainEntryWidgets.length} in @stays/ui's main entry`,
    kit: kitEntry(mainEntryWidgets),
    library: libraryEntry(mainEntryWidgets),
  },
  { name: `all ${WIDGETS.length}`, kit: kitEntry(WIDGETS), library: libraryEntry(WIDGETS) },
  // Without the two other languages' date-fns locales, the kit's three languages aside.
  {
    name: 'Date picker, English only',
    kit: kitEntry(WIDGETS.filter((widget) => widget.kit === 'datepicker')),
    library: libraryEntry([
      {
        ...WIDGETS.find((widget) => widget.kit === 'datepicker')!,
        library: { 'react-day-picker': ['DayPicker'] },
      },
    ]),
  },
];

/** Installs the pinned libraries unless the folder has them already; peers (React) stay the repository's. */
function installLibraries() {
  const installed = (pkg: string) => {
    const manifest = path.join(WORK_DIR, 'node_modules', pkg, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === LIBRARIES[pkg];
  };
  if (Object.keys(LIBRARIES).every(installed)) return;
  mkdirSync(WORK_DIR, { recursive: true });
  // No "type" field: webpack then reads the generated entries as ES modules by their syntax.
  writeFileSync(
    path.join(WORK_DIR, 'package.json'),
    JSON.stringify({ name: 'widgets-measure', private: true }),
  );
  console.log(`installing ${Object.keys(LIBRARIES).join(', ')} into ${WORK_DIR}`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      WORK_DIR,
      '--no-save',
      '--no-package-lock',
      '--legacy-peer-deps',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...Object.entries(LIBRARIES).map(([pkg, version]) => `${pkg}@${version}`),
    ],
    { stdio: 'inherit' },
  );
}

const widgetFolders = WIDGETS.map((widget) => path.join(KIT, widget.kit) + path.sep);

/** What a page has already: the shared singletons, and the kit's modules outside the widget folders. */
function alreadyOnThePage(
  { context, request }: ExternalItemFunctionData,
  callback: (error?: Error, result?: string) => void,
) {
  if (!request) return callback();
  if (SHARED.some((name) => request === name || request.startsWith(`${name}/`)))
    return callback(undefined, 'var globalThis.shared');
  if (request.startsWith('.') && context?.startsWith(KIT)) {
    const target = path.resolve(context, request);
    if (!widgetFolders.some((folder) => target.startsWith(folder)))
      return callback(undefined, 'var globalThis.kit');
  }
  return callback();
}

async function build(entries: Record<string, string>): Promise<Record<string, number>> {
  const entryDir = path.join(WORK_DIR, 'entries');
  const outDir = path.join(WORK_DIR, 'dist');
  rmSync(entryDir, { recursive: true, force: true });
  mkdirSync(entryDir, { recursive: true });
  for (const [name, source] of Object.entries(entries))
    writeFileSync(path.join(entryDir, `${name}.js`), source);
  const config: Configuration = {
    mode: 'production',
    context: WORK_DIR,
    target: 'web',
    devtool: false,
    entry: Object.fromEntries(Object.keys(entries).map((name) => [name, `./entries/${name}.js`])),
    output: { path: outDir, filename: '[name].js', clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      mainFields: ['browser', 'module', 'main'],
      modules: [path.join(WORK_DIR, 'node_modules'), path.join(REPO, 'node_modules'), 'node_modules'],
    },
    resolveLoader: { modules: [path.join(REPO, 'node_modules')] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: [
            { loader: 'swc-loader', options: swcOptions({ production: true }) },
            { loader: path.join(__dirname, 'messages-loader.ts') },
          ],
        },
      ],
    },
    externals: [alreadyOnThePage],
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
  return Object.fromEntries(
    Object.keys(entries).map((name) => [
      name,
      gzipSync(readFileSync(path.join(outDir, `${name}.js`)), { level: 6 }).length,
    ]),
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printComparison(sizes: Record<string, number>) {
  console.log('\nwhat each widget adds to a page, KB gzipped (level 6); the libraries unstyled');
  console.log(
    `${'widget'.padEnd(34)}${'kit'.padStart(8)}${'library'.padStart(10)}${'library - kit'.padStart(15)}  verdict`,
  );
  ROWS.forEach((row, i) => {
    const kit = sizes[`kit${i}`];
    const library = sizes[`library${i}`];
    const verdict = library > kit ? 'library heavier: keep the kit' : 'library lighter (before its styles)';
    console.log(
      `${row.name.padEnd(34)}${kb(kit).padStart(8)}${kb(library).padStart(10)}${`${library >= kit ? '+' : ''}${kb(library - kit)}`.padStart(15)}  ${verdict}`,
    );
  });
}

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** Which chunk of each built front end holds each kit widget, and when a page downloads it. */
function printBuiltChunks() {
  console.log('\nthe built front ends today (dist/): where each kit widget is, KB gzipped');
  for (const frontEnd of ['shell', 'mfe-listings', 'mfe-booking']) {
    const dist = path.join(REPO, frontEnd, 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
      console.log(`  ${frontEnd}: not built (npm run build -w ${frontEnd})`);
      continue;
    }
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
    const kitChunk = manifest.shared.find((shared) => shared.name === '@stays/ui')?.assets.js.sync ?? [];
    const when = (file: string) => {
      if (kitChunk.includes(file)) return 'the shared @stays/ui chunk: every public page';
      const sync = manifest.exposes.filter((exposed) => exposed.assets.js.sync.includes(file));
      if (sync.length) return `with ${sync.map((exposed) => exposed.name).join(', ')}`;
      return 'a lazy chunk: loaded when it is opened';
    };
    // Catalogue chunks (i18n-*) hold the kit's message ids as translations, not its code.
    const chunks = readdirSync(dist).filter((file) => file.endsWith('.js') && !file.startsWith('i18n-'));
    const texts = new Map(chunks.map((file) => [file, readFileSync(path.join(dist, file))]));
    for (const widget of WIDGETS) {
      const holders = chunks.filter((file) => texts.get(file)!.includes(widget.marker));
      const where = holders.length
        ? holders.map(
            (file) => `${file} (${kb(gzipSync(texts.get(file)!, { level: 6 }).length)}, ${when(file)})`,
          )
        : ['not found'];
      console.log(`  ${frontEnd.padEnd(13)}${widget.name.padEnd(13)}${where.join('; ')}`);
    }
  }
  console.log(
    "budget (DESIGN.md): 170 KB gzipped until network idle on the landing, a property and a search; a widget's library figure above minus its kit figure is what the page would gain or lose",
  );
}

async function main() {
  installLibraries();
  const entries: Record<string, string> = {};
  ROWS.forEach((row, i) => {
    entries[`kit${i}`] = row.kit;
    entries[`library${i}`] = row.library;
  });
  console.log(
    `widgets: ${Object.entries(LIBRARIES)
      .map(([pkg, version]) => `${pkg}@${version}`)
      .join(', ')}; webpack ${webpack.version}`,
  );
  printComparison(await build(entries));
  printBuiltChunks();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
