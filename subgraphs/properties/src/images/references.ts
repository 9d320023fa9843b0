import type { Connection } from 'mongoose';
import {
  callInternal,
  imageIdOf,
  PROFILE_PHOTOS_MAX_URLS,
  PROFILE_PHOTOS_PATH,
} from '@stays/subgraph-shared';
import type { PropertyModel } from '../property/model';
import { deleteImage } from './store';

/**
 * Which of these URLs are some account's profile photo: the users subgraph owns the accounts, so it is asked
 * (in batches). Throws when it cannot answer; the caller then deletes nothing.
 */
async function profilePhotosAmong(urls: readonly string[]): Promise<Set<string>> {
  const inUse = new Set<string>();
  for (let start = 0; start < urls.length; start += PROFILE_PHOTOS_MAX_URLS) {
    const answer = await callInternal<{ inUse?: unknown }>('users', PROFILE_PHOTOS_PATH, {
      urls: urls.slice(start, start + PROFILE_PHOTOS_MAX_URLS),
    });
    if (!Array.isArray(answer?.inUse)) throw new Error('no inUse list');
    for (const url of answer.inUse) if (typeof url === 'string') inUse.add(url);
  }
  return inUse;
}

/**
 * Deletes the stored images behind these URLs that no property shows any more and that are nobody's profile
 * photo (an image URL may have been attached to two listings, or be its host's photo too; it stays while one
 * still shows it). When the users subgraph cannot say which are profile photos, nothing is deleted: the hourly
 * sweep (sweep.ts) tries again. Failures are logged: the listing change that released them already happened.
 * Answers the URLs deleted.
 */
export async function deleteReleasedImages(
  connection: Connection,
  properties: PropertyModel,
  urls: readonly string[],
  log: (message: string) => void,
): Promise<string[]> {
  const unshown: string[] = [];
  for (const url of new Set(urls)) {
    if (!imageIdOf(url)) continue;
    try {
      if (!(await properties.exists({ images: url }))) unshown.push(url);
    } catch (error) {
      log(`could not check image ${url}: ${(error as Error).message}`);
    }
  }
  if (unshown.length === 0) return [];
  let photos: Set<string>;
  try {
    photos = await profilePhotosAmong(unshown);
  } catch (error) {
    log(`kept ${unshown.length} unshown image(s): profile photos unknown (${(error as Error).message})`);
    return [];
  }
  const deleted: string[] = [];
  for (const url of unshown) {
    const id = imageIdOf(url);
    if (!id || photos.has(url)) continue;
    try {
      await deleteImage(connection, id);
      deleted.push(url);
    } catch (error) {
      log(`could not delete image ${url}: ${(error as Error).message}`);
    }
  }
  return deleted;
}
