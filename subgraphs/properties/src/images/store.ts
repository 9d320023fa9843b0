import { Readable } from 'node:stream';
import mongoose, { type Connection } from 'mongoose';
import { toObjectId } from '@stays/subgraph-shared';

/** Images live in the GridFS bucket `images` (collections `images.files` / `images.chunks`), owned here. */
export const IMAGES_BUCKET = 'images';

export interface StoredImageInfo {
  id: string;
  contentType: string;
  length: number;
  uploadDate: Date;
  /** Who uploaded it (uploads only; the seed's images have none). */
  uploadedBy: string | null;
}

export function imagesBucket(connection: Connection): mongoose.mongo.GridFSBucket {
  if (!connection.db) throw new Error('images: the database connection is not open');
  return new mongoose.mongo.GridFSBucket(connection.db, { bucketName: IMAGES_BUCKET });
}

/** Stores one image and answers its id. The content type is kept in metadata (GridFS dropped its own field). */
export async function storeImage(
  connection: Connection,
  image: { data: Buffer; contentType: string; filename: string; uploadedBy?: string },
): Promise<string> {
  const upload = imagesBucket(connection).openUploadStream(image.filename, {
    metadata: {
      contentType: image.contentType,
      ...(image.uploadedBy ? { uploadedBy: image.uploadedBy } : {}),
    },
  });
  await new Promise<void>((resolve, reject) => {
    Readable.from([image.data]).pipe(upload).on('finish', resolve).on('error', reject);
  });
  return upload.id.toString();
}

/** The stored file's description, or null for an unknown or malformed id. */
export async function findImage(connection: Connection, id: string): Promise<StoredImageInfo | null> {
  const objectId = toObjectId(id);
  if (!objectId) return null;
  const [file] = await imagesBucket(connection).find({ _id: objectId }, { limit: 1 }).toArray();
  if (!file) return null;
  const metadata = (file.metadata ?? {}) as { contentType?: unknown; uploadedBy?: unknown };
  return {
    id,
    contentType: typeof metadata.contentType === 'string' ? metadata.contentType : 'application/octet-stream',
    length: file.length,
    uploadDate: file.uploadDate,
    uploadedBy: typeof metadata.uploadedBy === 'string' ? metadata.uploadedBy : null,
  };
}

export function openImage(connection: Connection, id: string): NodeJS.ReadableStream {
  const objectId = toObjectId(id);
  if (!objectId) throw new Error(`not an image id: ${id}`);
  return imagesBucket(connection).openDownloadStream(objectId);
}

/** Removes a stored image (its file and chunks); unknown ids are ignored. */
export async function deleteImage(connection: Connection, id: string): Promise<void> {
  const objectId = toObjectId(id);
  if (!objectId) return;
  await imagesBucket(connection)
    .delete(objectId)
    .catch(() => undefined);
}
