import http from 'node:http';
import type { Request, Response } from 'express';
import { INTERNAL_TOKEN_HEADER, isObjectIdString } from '@stays/contracts';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const FORWARDED = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

/**
 * `/images/:id`: streams the image from the properties subgraph (which owns the GridFS bucket) with its
 * caching headers; conditional requests (If-None-Match) pass through so browsers revalidate for free.
 */
export function imageProxy(propertiesBaseUrl: string, internalToken: string) {
  return (req: Request<{ id: string }>, res: Response) => {
    const { id } = req.params;
    if (!isObjectIdString(id)) {
      res.status(404).json({ message: 'Image not found' });
      return;
    }
    const headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: internalToken };
    const ifNoneMatch = req.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string') headers['if-none-match'] = ifNoneMatch;
    const upstream = http.get(`${propertiesBaseUrl}/images/${id}`, { agent, headers }, (answer) => {
      res.status(answer.statusCode ?? 502);
      for (const name of FORWARDED) {
        const value = answer.headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
      // An image is never a document: no scripts even if an SVG carried some.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.status(502).json({ message: 'Image service unavailable' });
      else res.destroy();
    });
    req.on('close', () => upstream.destroy());
  };
}
