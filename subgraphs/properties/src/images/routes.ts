import type { Express, Request, Response } from 'express';
import type { Connection } from 'mongoose';
import { findImage, openImage } from './store';

/** Image ids never point at different bytes, so browsers and proxies may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `GET /images/:id` on the subgraph's internal port; the gateway proxies the public `/images/:id` here. */
export function imageRoutes(connection: Connection) {
  return (app: Express) => {
    app.get('/images/:id', async (req: Request<{ id: string }>, res: Response) => {
      try {
        const image = await findImage(connection, req.params.id);
        if (!image) {
          res.status(404).json({ message: 'Image not found' });
          return;
        }
        const etag = `"${image.id}"`;
        res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
        res.setHeader('ETag', etag);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (req.headers['if-none-match'] === etag) {
          res.status(304).end();
          return;
        }
        res.setHeader('Content-Type', image.contentType);
        res.setHeader('Content-Length', String(image.length));
        const stream = openImage(connection, image.id);
        stream.on('error', () =>
          res.headersSent ? res.destroy() : res.status(500).json({ message: 'Image read failed' }),
        );
        stream.pipe(res);
      } catch {
        res.status(500).json({ message: 'Image read failed' });
      }
    });
  };
}
