// The real gateway for jsdom tests: a child process running the whole stack, and a `fetch` for the page that
// sends relative URLs to it and keeps its cookies, as a browser on that origin would.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

export interface RealBackend {
  url: string;
  /** Forgets every cookie (a new browser). */
  clearCookies: () => void;
  stop: () => Promise<void>;
}

export async function startRealBackend(): Promise<RealBackend> {
  const script = path.join(__dirname, 'stackProcess.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.resolve(__dirname, '../../..'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await firstLine(child);
  const jar = new Map<string, string>();
  (window as unknown as { fetch: unknown }).fetch = bridgeFetch(url, jar);
  return {
    url,
    clearCookies: () => jar.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin?.end();
      }),
  };
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`the stack process exited (${code}) before it was ready`)));
  });
}

interface BridgeInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Just what a page's fetch does for JSON calls: method, headers, body, cookies of the origin. */
function bridgeFetch(base: string, jar: Map<string, string>) {
  return (input: string, init: BridgeInit = {}) =>
    new Promise((resolve, reject) => {
      const target = new URL(String(input), base);
      const headers: Record<string, string> = { ...init.headers };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const request = http.request(target, { method: init.method ?? 'GET', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          for (const cookie of response.headers['set-cookie'] ?? []) {
            const [pair, ...attributes] = cookie.split(';');
            const [name, ...value] = pair.split('=');
            const expired = attributes.some(
              (a) =>
                /^\s*max-age=0\s*$/i.test(a) ||
                (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()),
            );
            if (expired) jar.delete(name.trim());
            else jar.set(name.trim(), value.join('='));
          }
          const body = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            statusText: response.statusMessage ?? '',
            text: async () => body,
            json: async () => JSON.parse(body) as unknown,
          });
        });
      });
      request.on('error', reject);
      if (init.body) request.write(init.body);
      request.end();
    });
}
