import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { precompress } from '../../../scripts/precompress';
import { IMMUTABLE } from './cacheControl';
import { staticFiles } from './staticFiles';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP GET: fetch would decode the body and hide how it was sent. */
function get(port: number, requestPath: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : undefined;
    request({ port, path: requestPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('a built front end as the gateway serves it', () => {
  const script = `console.log(${JSON.stringify('a stay by the sea '.repeat(200))});\n`;
  let dist: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'stays-dist-'));
    writeFileSync(path.join(dist, 'main.3f2a91c0.js'), script);
    writeFileSync(path.join(dist, 'tiny.3f2a91c0.js'), 'void 0;\n');
    writeFileSync(path.join(dist, 'build-stamp.json'), '{"hash":"x"}\n');
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'index.cjs'), `module.exports = ${JSON.stringify(script)};\n`);
    precompress(dist);
    const app = express();
    app.use('/remotes/listings', staticFiles(dist));
    app.use((_req, res) => {
      res.status(404).send('not here');
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the build’s brotli copy to a browser that accepts brotli, with the file’s own type and lifetime', async () => {
    const answer = await get(port, '/remotes/listings/main.3f2a91c0.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['accept-ranges']).toBeUndefined();
    expect(answer.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends the file itself to a client that does not accept brotli, or refuses it', async () => {
    for (const acceptEncoding of [undefined, 'gzip', 'br;q=0, gzip']) {
      const answer = await get(port, '/remotes/listings/main.3f2a91c0.js', acceptEncoding);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(script);
    }
  });

  it('sends a file too small to be worth a copy as it is', async () => {
    const answer = await get(port, '/remotes/listings/tiny.3f2a91c0.js', 'br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('void 0;\n');
  });

  it('never sends the server entry or the build stamp, in any encoding', async () => {
    for (const file of ['server/index.cjs', 'server/index.cjs.br', 'server/', 'build-stamp.json']) {
      for (const acceptEncoding of [undefined, 'br']) {
        const answer = await get(port, `/remotes/listings/${file}`, acceptEncoding);
        expect(answer.status).toBe(404);
        expect(answer.body.toString()).toBe('not here');
      }
    }
  });

  it('answers an address outside the folder or one that does not decode as missing', async () => {
    for (const address of ['/remotes/listings/%2e%2e/%2e%2e/etc/passwd', '/remotes/listings/%E0%A4%A.js']) {
      const answer = await get(port, address, 'br');
      expect([400, 403, 404]).toContain(answer.status);
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
  });
});
