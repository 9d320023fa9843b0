import express, { type Express } from 'express';
import {
  callInternal,
  IMAGE_UPLOADER_PATH,
  InternalCallError,
  isImageUrl,
  PROFILE_PHOTOS_MAX_URLS,
  PROFILE_PHOTOS_PATH,
  unavailable,
} from '@stays/subgraph-shared';
import type { UserModel } from '../user/model';

export const PHOTO_NOT_STORED =
  'The profile photo must be an image uploaded here (its address starts with /images/)';
export const PHOTO_NOT_YOURS = 'The profile photo must be an image you uploaded';
export const PHOTO_UNCHECKED = 'The photo could not be checked; nothing was changed. Please try again.';

/**
 * What a new profile photo must be: an image this product stores (`/images/<id>`, never an outside address:
 * another user's screen would fetch it, a tracking pixel) and one the caller uploaded (image ids are guessable
 * neighbours; a listing's photo is not anyone's face). Answers the field error, or null when it may be used.
 * The properties subgraph owns the images, so it is asked who uploaded this one.
 */
export async function profilePhotoProblem(url: string, userId: string): Promise<string | null> {
  if (!isImageUrl(url)) return PHOTO_NOT_STORED;
  try {
    const answer = await callInternal<{ uploadedBy?: unknown }>('properties', IMAGE_UPLOADER_PATH, { url });
    return answer?.uploadedBy === userId ? null : PHOTO_NOT_YOURS;
  } catch (error) {
    if (error instanceof InternalCallError && error.status === 404) return PHOTO_NOT_STORED;
    throw unavailable(PHOTO_UNCHECKED);
  }
}

/** Which of these URLs are some account's profile photo. */
export async function profilePhotosInUse(users: UserModel, urls: unknown): Promise<string[]> {
  const wanted = [...new Set((Array.isArray(urls) ? urls : []).filter(isImageUrl))].slice(
    0,
    PROFILE_PHOTOS_MAX_URLS,
  );
  if (wanted.length === 0) return [];
  const found = await users
    .find({ profileImageUrl: { $in: wanted } }, { profileImageUrl: 1 })
    .lean()
    .exec();
  return [...new Set(found.map((user) => user.profileImageUrl).filter(isImageUrl))];
}

/**
 * `POST /internal/profile-photos { urls }` → `{ inUse }`: the properties subgraph deletes an upload no listing
 * shows only when it is nobody's profile photo either (its images/references.ts). Behind the internal token.
 */
export function profilePhotosRoute(users: UserModel) {
  return (app: Express) => {
    app.post(PROFILE_PHOTOS_PATH, express.json({ limit: '256kb' }), async (req, res) => {
      try {
        res.json({
          inUse: await profilePhotosInUse(users, (req.body as { urls?: unknown } | undefined)?.urls),
        });
      } catch {
        res.status(503).json({ message: 'Profile photo lookup failed' });
      }
    });
  };
}
