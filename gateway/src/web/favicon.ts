// The site's icon. Browsers ask for /favicon.ico on every first visit whatever the page links; without it every
// page load logs a failed resource (an unknown address answers 404). A 32x32 PNG drawn once at start: the brand's
// teal disc (theme `primary`), no file to keep in step with the theme's colour.
import { deflateSync } from 'node:zlib';
import type { RequestHandler } from 'express';

const SIZE = 32;
const TEAL = [0x0f, 0x5f, 0x66] as const;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of a disc filling the square, with soft (alpha) edges. */
export function faviconPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, no interlace
  const rows: number[] = [];
  const centre = (SIZE - 1) / 2;
  for (let y = 0; y < SIZE; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < SIZE; x += 1) {
      const distance = Math.hypot(x - centre, y - centre);
      const coverage = Math.max(0, Math.min(1, SIZE / 2 - distance));
      rows.push(...TEAL, Math.round(coverage * 255));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function faviconHandler(): RequestHandler {
  const png = faviconPng();
  return (_request, response) => {
    response.set({ 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
    response.send(png);
  };
}
