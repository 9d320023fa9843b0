import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ImageBytes } from '../cache/imageBytes';
import { imageProxy } from './images';

const IMAGE_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const svg = (label: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><text>${label}</text></svg>`);

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('/images/:id through the gateway', () => {
  // The properties subgraph's image route, as it answers: immutable, an ETag of the id, 304 on a match.
  const served: string[] = [];
  const bodies = new Map([
    [IMAGE_ID, svg('the sea')],
    [OTHER_ID, svg('x'.repeat(4000))],
  ]);
  const subgraph = createServer((req, res) => {
    const id = req.url!.split('/').pop()!;
    served.push(id);
    const body = bodies.get(id);
    if (!body) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Image not found"}');
      return;
    }
    const etag = `"${id}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    res
      .writeHead(200, {
        'content-type': 'image/svg+xml',
        'content-length': String(body.length),
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
      })
      .end(body);
  });
  const kept = new ImageBytes(8 * 1024 * 8); // 8 KB an image at most
  const gateway = express();
  let server: Server;
  let url = '';

  beforeAll(async () => {
    const subgraphPort = await listen(subgraph);
    gateway.get('/images/:id', imageProxy(`http://127.0.0.1:${subgraphPort}`, 'token', kept));
    server = createServer(gateway);
    url = `http://127.0.0.1:${await listen(server)}`;
  });
  afterAll(async () => {
    await close(server);
    await close(subgraph);
  });
  beforeEach(() => {
    served.length = 0;
    kept.invalidate({ all: true, reason: 'a fresh test' });
  });

  it('asks the subgraph once for an image, then answers it from memory with the same headers and bytes', async () => {
    const first = await fetch(`${url}/images/${IMAGE_ID}`);
    const second = await fetch(`${url}/images/${IMAGE_ID}`);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(bodies.get(IMAGE_ID));
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('etag')).toBe(`"${IMAGE_ID}"`);
      expect(answer.headers.get('content-security-policy')).toContain('sandbox');
    }
    expect(served).toEqual([IMAGE_ID]);
  });

  it('answers a conditional request with 304 from memory', async () => {
    await (await fetch(`${url}/images/${IMAGE_ID}`)).arrayBuffer();
    const again = await fetch(`${url}/images/${IMAGE_ID}`, { headers: { 'if-none-match': `"${IMAGE_ID}"` } });
    expect(again.status).toBe(304);
    expect(served).toEqual([IMAGE_ID]);
  });

  it('keeps no missing image and no image larger than its share of the room', async () => {
    const missing = 'cccccccccccccccccccccccc';
    expect((await fetch(`${url}/images/${missing}`)).status).toBe(404);
    expect((await fetch(`${url}/images/${missing}`)).status).toBe(404);
    bodies.set(missing, Buffer.alloc(9 * 1024, 'a'));
    for (let i = 0; i < 2; i += 1) await (await fetch(`${url}/images/${missing}`)).arrayBuffer();
    expect(served).toEqual([missing, missing, missing, missing]);
    bodies.delete(missing);
  });

  it('asks again after a write that releases photos (the released images are deleted)', async () => {
    await (await fetch(`${url}/images/${IMAGE_ID}`)).arrayBuffer();
    kept.invalidate({ userIds: ['u1'], reason: 'logout' });
    kept.invalidate({ propertyIds: ['p1'], lists: true, reason: 'mutation setPropertyFeatured' });
    await (await fetch(`${url}/images/${IMAGE_ID}`)).arrayBuffer();
    kept.invalidate({ propertyIds: ['p1'], images: true, reason: 'mutation updateProperty' });
    await (await fetch(`${url}/images/${IMAGE_ID}`)).arrayBuffer();
    expect(served).toEqual([IMAGE_ID, IMAGE_ID]);
  });
});

describe('ImageBytes', () => {
  const image = (bytes: number) => ({ headers: {}, body: Buffer.alloc(bytes) });

  it('holds at most its bytes, the least recently served leaving first', () => {
    const kept = new ImageBytes(800);
    kept.set('a', image(100));
    kept.set('b', image(100));
    kept.get('a');
    for (const id of ['c', 'd', 'e', 'f', 'g', 'h']) kept.set(id, image(100));
    expect(kept.size).toBe(800);
    kept.set('i', image(100));
    expect([kept.get('a'), kept.get('b')].map(Boolean)).toEqual([true, false]);
    expect(kept.size).toBe(800);
  });

  it('keeps nothing when it has no room', () => {
    const kept = new ImageBytes(0);
    kept.set('a', image(1));
    expect(kept.get('a')).toBeUndefined();
  });
});
