// The web benchmark's control: a page with nothing of the product's but the gateway's security headers (a heading
// and a sentence; no script, no style sheet, no image), measured like the product's pages. Lighthouse's simulated
// phone multiplies every task of the observed load by the CPU slowdown, the browser's own work for a navigation
// included: committing a document whose Cross-Origin-Opener-Policy puts it in a new renderer process takes 20 to
// 30 ms on a fast machine, and at a slowdown of 13x that alone is 270 to 390 ms on the phone, over the 200 ms
// blocking-time budget. What the control scores is the floor of that machine's reading: when it misses the
// performance budget too, the budget cannot tell a good page from a bad one there (docs/frontend.md, session 24).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '@stays/gateway/security-headers';

const CONTROL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title>' +
  '<meta name="description" content="A page with no script, for the web benchmark."></head>' +
  '<body><main><h1>Control page</h1><p>A heading and a sentence, served with the gateway’s security headers.</p>' +
  '</main></body></html>';

/** The interactions benchmark's control: a button whose click toggles a class, by a script of the same origin. */
const CONTROL_INTERACTION_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Control interaction</title>' +
  '<style>.on{background:#222;color:#fff}</style><script src="/toggle.js" defer></script></head>' +
  '<body><main><h1>Control interaction</h1><button type="button" id="toggle">Toggle</button></main></body></html>';
const CONTROL_INTERACTION_SCRIPT =
  "document.getElementById('toggle').addEventListener('click', function () { this.classList.toggle('on'); });";

export interface ControlPage {
  url: string;
  /** A page with one button that toggles a class on click (bench/interactions' control). */
  interactionUrl: string;
  close(): Promise<void>;
}

/** Serves the control pages on a free loopback port. */
export async function startControlPage(): Promise<ControlPage> {
  const headers = securityHeaders({ remoteUrls: [], behindTls: false });
  const server = http.createServer((req, res) =>
    headers(req, res, () => {
      const body = {
        '/': ['text/html; charset=utf-8', CONTROL_PAGE],
        '/interaction': ['text/html; charset=utf-8', CONTROL_INTERACTION_PAGE],
        '/toggle.js': ['text/javascript; charset=utf-8', CONTROL_INTERACTION_SCRIPT],
      }[req.url ?? ''];
      if (!body) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': body[0], 'cache-control': 'no-cache' });
      res.end(body[1]);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    interactionUrl: `http://127.0.0.1:${port}/interaction`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
