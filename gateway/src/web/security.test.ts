import type { AddressInfo } from 'node:net';
import express from 'express';
import { jsonWritesOnly, securityHeaders } from './security';

/** A tiny real server with the middleware under test in front of an echo route. */
async function serve(app: express.Express) {
  app.use(express.json(), (req, res) => res.json({ ok: true, body: req.body as unknown }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('securityHeaders', () => {
  it('allows scripts, manifests and assets of moved remotes, and inline styles but never inline scripts', async () => {
    const app = express();
    app.use(
      securityHeaders({
        remoteUrls: ['https://cdn.example.test/listings/mf-manifest.json', '/remotes/x/'],
        behindTls: false,
      }),
    );
    const { url, close } = await serve(app);
    try {
      const csp = (await fetch(url)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://cdn.example.test;");
      expect(csp).toContain("connect-src 'self' https://cdn.example.test;");
      expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.test;");
      expect(csp).toContain("style-src 'self' 'unsafe-inline';");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    } finally {
      close();
    }
  });
});

describe('jsonWritesOnly', () => {
  const post = (url: string, path: string, type: string | null, body: string | undefined, method = 'POST') =>
    fetch(`${url}${path}`, { method, headers: type ? { 'content-type': type } : {}, body });

  it('lets JSON and body-less writes through, 415 otherwise (multipart too)', async () => {
    const app = express();
    app.use(jsonWritesOnly());
    const { url, close } = await serve(app);
    try {
      expect((await post(url, '/login', 'application/json; charset=utf-8', '{"a":1}')).status).toBe(200);
      expect((await post(url, '/logout', null, undefined)).status).toBe(200);
      expect((await post(url, '/x/block', null, undefined, 'PUT')).status).toBe(200);
      expect((await fetch(`${url}/anything?x=1`)).status).toBe(200);
      const multipart = 'multipart/form-data; boundary=b';
      const part =
        '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nx\r\n--b--\r\n';
      expect((await post(url, '/upload-image', multipart, part)).status).toBe(415);
      const refused = await post(url, '/login', multipart, part);
      expect(refused.status).toBe(415);
      expect(await refused.json()).toEqual({ message: expect.stringContaining('application/json') });
      expect((await post(url, '/login', 'text/plain', '{"a":1}')).status).toBe(415);
      expect((await post(url, '/login', 'application/x-www-form-urlencoded', 'a=1', 'PATCH')).status).toBe(
        415,
      );
    } finally {
      close();
    }
  });
});
