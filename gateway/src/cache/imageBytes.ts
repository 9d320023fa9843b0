import type { CacheChange, InvalidatedCache } from './invalidation';

/** An image as the gateway answers it: the properties subgraph's headers and the whole body. */
export interface KeptImage {
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The bytes of the images the gateway has served, by id, most recently served kept first, up to `maxBytes` in
 * all. A page of cards asks for a score of them at once, and each went through the gateway, the properties
 * subgraph and the database (about 12 ms of CPU an image on the two-core machine, while the phone's page loads).
 * An id's bytes never change (a new upload is a new id; the subgraph serves them `immutable`), so no lifetime:
 * a write that releases photos (`images`: a listing removed, its photos changed) empties it, because the released
 * images are deleted and must stop being served at once. 0 bytes turns it off.
 */
export class ImageBytes implements InvalidatedCache {
  private readonly images = new Map<string, KeptImage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** No single image takes more than an eighth of the room: a few large photos do not push out every card. */
  get maxImageBytes(): number {
    return Math.floor(this.maxBytes / 8);
  }

  get(id: string): KeptImage | undefined {
    const image = this.images.get(id);
    if (image) {
      // Most recently served last: the first in the map leaves first.
      this.images.delete(id);
      this.images.set(id, image);
    }
    return image;
  }

  set(id: string, image: KeptImage): void {
    if (image.body.length > this.maxImageBytes || this.images.has(id)) return;
    for (const [oldest, kept] of this.images) {
      if (this.bytes + image.body.length <= this.maxBytes) break;
      this.images.delete(oldest);
      this.bytes -= kept.body.length;
    }
    this.images.set(id, image);
    this.bytes += image.body.length;
  }

  /** The bytes held, for tests and logs. */
  get size(): number {
    return this.bytes;
  }

  invalidate(change: CacheChange): void {
    if (!change.all && !change.images) return;
    this.images.clear();
    this.bytes = 0;
  }
}
