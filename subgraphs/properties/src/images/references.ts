import type { Connection } from 'mongoose';
import { imageIdOf } from '@stays/subgraph-shared';
import type { PropertyModel } from '../property/model';
import { deleteImage } from './store';

/**
 * Deletes the stored images behind these URLs that no property shows any more (an image URL may have been
 * attached to two listings; it stays while one still shows it). Failures are logged: the listing change that
 * released them already happened.
 */
export async function deleteReleasedImages(
  connection: Connection,
  properties: PropertyModel,
  urls: readonly string[],
  log: (message: string) => void,
): Promise<void> {
  for (const url of new Set(urls)) {
    const id = imageIdOf(url);
    if (!id) continue;
    try {
      if (await properties.exists({ images: url })) continue;
      await deleteImage(connection, id);
    } catch (error) {
      log(`could not delete image ${id}: ${(error as Error).message}`);
    }
  }
}
