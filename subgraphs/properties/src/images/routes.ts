import { can, callerFromHeaders, IMAGE_UPLOADER_PATH, imageIdOf, imageUrlOf } from '@stays/subgraph-shared';
import express, { type Express, type Request, type Response } from 'express';
import type { Connection } from 'mongoose';
import {
  acceptableDimensions,
  EXTENSIONS,
  IMAGE_TOO_BIG,
  IMAGE_TOO_LARGE,
  imageDimensions,
  MAX_IMAGE_BYTES,
  NO_IMAGE,
  servedContentType,
  sniffImageType,
  UNSUPPORTED_IMAGE,
} from './sniff';
import { findImage, openImage, storeImage } from './store';

/** Image ids never point at different bytes, so browsers and proxies may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The upload answer of SPEC section 7 is `{ url }` or `{ error }`; errors also carry the usual `message`. */
const refuse = (res: Response, status: number, error: string) =>
  res.status(status).json({ error, message: error });

/**
 * `GET /images/:id` on the subgraph's internal port (the gateway proxies the public `/images/:id` here),
 * `POST /internal/images`: the raw bytes of one upload, streamed on by the gateway's `/api/upload-image`
 * with the caller's headers (any signed-in account: a listing image or a profile photo), and
 * `POST /internal/images/uploader { url }` → `{ uploadedBy }` (404 when not stored). The content decides the type
 * (sniff.ts); the size is bounded again here.
 */
export function imageRoutes(connection: Connection) {
  return (app: Express) => {
    app.post(
      '/internal/images',
      express.raw({ type: () => true, limit: MAX_IMAGE_BYTES }),
      async (req: Request, res: Response) => {
        const caller = callerFromHeaders(req.headers);
        if (!caller.userId || !can('image.upload', caller)) return refuse(res, 401, 'Unauthorized');
        const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (data.length === 0) return refuse(res, 400, NO_IMAGE);
        const contentType = sniffImageType(data);
        if (!contentType) return refuse(res, 415, UNSUPPORTED_IMAGE);
        if (!acceptableDimensions(imageDimensions(data, contentType))) return refuse(res, 400, IMAGE_TOO_BIG);
        try {
          const id = await storeImage(connection, {
            data,
            contentType,
            filename: `upload.${EXTENSIONS[contentType]}`,
            uploadedBy: caller.userId,
          });
          res.status(201).json({ url: imageUrlOf(id) });
        } catch {
          refuse(res, 500, 'Upload failed');
        }
      },
    );

    // Who uploaded a stored image: the users subgraph accepts only one's own upload as a profile photo.
    app.post(IMAGE_UPLOADER_PATH, express.json({ limit: '1kb' }), async (req: Request, res: Response) => {
      const id = imageIdOf((req.body as { url?: unknown } | undefined)?.url);
      try {
        const image = id ? await findImage(connection, id) : null;
        if (!image) return res.status(404).json({ message: 'Image not found' });
        res.json({ uploadedBy: image.uploadedBy });
      } catch {
        res.status(503).json({ message: 'Image lookup failed' });
      }
    });

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
        // An image is never a document: an SVG (the seed's covers) opened directly runs no script.
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        if (req.headers['if-none-match'] === etag) {
          res.status(304).end();
          return;
        }
        res.setHeader('Content-Type', servedContentType(image.contentType));
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

    // express.raw's own limit error (413) as the upload's JSON answer.
    app.use(
      '/internal/images',
      (error: { status?: number }, _req: Request, res: Response, next: express.NextFunction) => {
        if (error.status === 413) return refuse(res, 413, IMAGE_TOO_LARGE);
        next(error);
      },
    );
  };
}
