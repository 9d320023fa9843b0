// Issue 46 #8: the pages the gateway draws are valid HTML as the Nu HTML checker (vnu-jar, the W3C validator's
// engine; Java from Debian's default-jre-headless) reads them: the landing, a search, a property, a static page, the
// 404 and a "Property Not Found", in English and Arabic, drawn into the product's own index.html template.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DRAWN_ROOT } from '@stays/contracts';
import { client, stackForFile, type PropertyJson } from '../fixtures/client';
import { serverDrawnFrontendRoot } from '../fixtures/frontendRoot';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const vnuJar = require('vnu-jar') as string;

const root = serverDrawnFrontendRoot('markup');
// The shell's real page template (tooling/webpack/index.html), as HtmlWebpackPlugin writes it.
writeFileSync(
  path.join(root, 'shell/dist/index.html'),
  readFileSync(require.resolve('@stays/tooling/webpack/index.html'), 'utf8')
    .replace('<%= htmlWebpackPlugin.options.title %>', 'Stays')
    .replace('</head>', '<script defer src="/main.js"></script></head>'),
);
const stack = stackForFile({ env: { FRONTEND_ROOT: root } });
const { call } = client(stack);

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Every error the Nu checker reports on these files (warnings and infos left aside). */
async function nuErrors(files: string[]): Promise<string[]> {
  const run = promisify(execFile);
  let output: string;
  try {
    output = (await run('java', ['-Xss8m', '-jar', vnuJar, '--format', 'json', '--stdout', ...files])).stdout;
  } catch (error) {
    // vnu exits 1 when it found errors; its report is still on stdout.
    output = (error as { stdout?: string }).stdout ?? '';
    if (!output) throw error;
  }
  const { messages } = JSON.parse(output) as { messages: NuMessage[] };
  return messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map(
      (message) =>
        `${path.basename(message.url ?? '')}:${message.lastLine ?? '?'} ${message.message} [${(message.extract ?? '').trim()}]`,
    );
}

/** A page as the gateway draws it (the first visitor of a page may get it before its view is drawn). */
async function drawn(pathname: string): Promise<string> {
  let html = '';
  for (let attempt = 0; attempt < 20 && !html.includes(DRAWN_ROOT); attempt += 1) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 250));
    html = await (await fetch(`${stack().url}${pathname}`, { headers: { accept: 'text/html' } })).text();
  }
  return html;
}

it('finds no error in the drawn pages, in English and in Arabic', async () => {
  const listed = await call<PropertyJson[]>('GET', '/api/properties?status=approved');
  const property = listed.json[0]!;
  const pages = {
    landing: '/',
    search: '/search?location=Martil&guests=2',
    property: `/property/${property.id}`,
    static: '/about',
    'not-found': '/no-such-page',
    'property-not-found': '/property/000000000000000000000000',
  };
  const folder = mkdtempSync(path.join(os.tmpdir(), 'stays-markup-'));
  try {
    const files: string[] = [];
    for (const lang of ['en', 'ar']) {
      for (const [name, pathname] of Object.entries(pages)) {
        const separator = pathname.includes('?') ? '&' : '?';
        const html = await drawn(`${pathname}${separator}lang=${lang}`);
        // Drawn pages, not the empty shell the checker would pass.
        expect({ name, lang, drawn: html.includes(DRAWN_ROOT) }).toEqual({ name, lang, drawn: true });
        if (lang === 'ar') expect(html).toMatch(/<html[^>]* dir="rtl"/);
        const file = path.join(folder, `${name}.${lang}.html`);
        writeFileSync(file, html);
        files.push(file);
      }
    }
    expect(await nuErrors(files)).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 180_000);
