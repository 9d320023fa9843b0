import http from 'node:http';
import type { Request, Response } from 'express';
import { INTERNAL_TOKEN_HEADER, isObjectIdString } from '@stays/contracts';
import type { ImageBytes, KeptImage } from '../cache/imageBytes';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const FORWARDED = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];
// An image is never a document: no scripts even if an SVG carried some.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The subgraph's caching headers as it sent them, and the image's own security policy. */
function setImageHeaders(res: Response, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', IMAGE_CSP);
}

function answerKept(req: Request, res: Response, image: KeptImage) {
  setImageHeaders(res, image.headers);
  if (image.headers.etag !== undefined && req.headers['if-none-match'] === image.headers.etag) {
    res.removeHeader('content-length');
    res.status(304).end();
    return;
  }
  res.status(200).end(image.body);
}

/**
 * `/images/:id`: the image from the properties subgraph (which owns the GridFS bucket) with its caching
 * headers; conditional requests (If-None-Match) answer 304 for free. An image served whole is kept
 * (cache/imageBytes.ts) and answered from memory the next time.
 */
export function imageProxy(propertiesBaseUrl: string, internalToken: string, kept: ImageBytes) {
  return (req: Request<{ id: string }>, res: Response) => {
    const { id } = req.params;
    if (!isObjectIdString(id)) {
      res.status(404).json({ message: 'Image not found' });
      return;
    }
    const known = kept.get(id);
    if (known) {
      answerKept(req, res, known);
      return;
    }
    const headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: internalToken };
    const ifNoneMatch = req.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string') headers['if-none-match'] = ifNoneMatch;
    const upstream = http.get(`${propertiesBaseUrl}/images/${id}`, { agent, headers }, (answer) => {
      res.status(answer.statusCode ?? 502);
      const forwarded: Record<string, string> = {};
      for (const name of FORWARDED) {
        const value = answer.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      setImageHeaders(res, forwarded);
      const length = Number(forwarded['content-length']);
      if (answer.statusCode === 200 && Number.isInteger(length) && length <= kept.maxImageBytes) {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          // Only what arrived whole: a cut answer is never kept.
          if (answer.complete && body.length === length) kept.set(id, { headers: forwarded, body });
        });
      }
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).json({ message: 'Image service unavailable' });
      else res.destroy();
    });
    req.on('close', () => upstream.destroy());
  };
}
