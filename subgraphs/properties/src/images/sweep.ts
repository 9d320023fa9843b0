import express, { type Express } from 'express';
import type { Connection } from 'mongoose';
import { imageUrlOf, repeatWhileConnected } from '@stays/subgraph-shared';
import type { PropertyModel } from '../property/model';
import { deleteReleasedImages } from './references';
import { imagesBucket } from './store';

/**
 * An upload no property shows and nobody has as a photo is removed after this long (the host form and the account
 * page upload right before they save).
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes uploads (images with an uploader; the seed's have none) older than `olderThanMs` that no property
 * shows and that are nobody's profile photo (the users subgraph says which: references.ts): uploads are one image
 * per call and not tied to a use, so this is what bounds storage.
 */
export async function sweepOrphanImages(
  connection: Connection,
  properties: PropertyModel,
  log: (message: string) => void,
  olderThanMs = ORPHAN_GRACE_MS,
): Promise<number> {
  const files = await imagesBucket(connection)
    .find({
      'metadata.uploadedBy': { $exists: true },
      uploadDate: { $lte: new Date(Date.now() - olderThanMs) },
    })
    .toArray();
  const urls = files.map((file) => imageUrlOf(file._id.toString()));
  const shown = new Set(
    (
      await properties
        .find({ images: { $in: urls } }, { images: 1 })
        .lean()
        .exec()
    ).flatMap((doc) => doc.images),
  );
  const orphans = urls.filter((url) => !shown.has(url));
  const removed = await deleteReleasedImages(connection, properties, orphans, log);
  if (removed.length)
    log(`removed ${removed.length} uploaded images no property shows and nobody has as a photo`);
  return removed.length;
}

/**
 * Sweeps hourly while the connection is open (never keeping the process alive), and on `POST /internal/images/sweep
 * { olderThanMs? }` → `{ removed }` for operators and tests (behind the internal token like every route).
 */
export function imageSweepRoutes(
  connection: Connection,
  properties: PropertyModel,
  log: (message: string) => void,
) {
  repeatWhileConnected(connection, SWEEP_INTERVAL_MS, () => {
    sweepOrphanImages(connection, properties, log).catch((error: unknown) =>
      log(`image sweep failed: ${(error as Error).message}`),
    );
  });
  return (app: Express) => {
    app.post('/internal/images/sweep', express.json({ limit: '1kb' }), async (req, res) => {
      const olderThanMs = (req.body as { olderThanMs?: unknown } | undefined)?.olderThanMs;
      const age = typeof olderThanMs === 'number' && olderThanMs >= 0 ? olderThanMs : ORPHAN_GRACE_MS;
      try {
        res.json({ removed: await sweepOrphanImages(connection, properties, log, age) });
      } catch {
        res.status(500).json({ message: 'Image sweep failed' });
      }
    });
  };
}
