import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Sends one file and answers its URL, reporting the share sent (0 to 1); the platform's `uploadImage` fits. */
export type UploadImageFn = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

export interface UploadItem {
  key: string;
  /** The chosen file's name; none for an image already stored (its URL ends in an id no one should read). */
  name?: string;
  /** The stored URL once uploaded (or given at start). */
  url?: string;
  /** A local preview of a file being uploaded (object URL). */
  previewUrl?: string;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
}

export interface ImageUploads {
  items: UploadItem[];
  /** Starts uploading the files at once, each with its own progress. */
  add(files: Iterable<File>): void;
  remove(key: string): void;
  /** Moves the item at `from` to `to` (indexes in `items`); the first is the cover. */
  move(from: number, to: number): void;
  /** The stored URLs in their order (uploads still running or failed are left out). */
  urls: string[];
  uploading: boolean;
  failed: boolean;
}

let counter = 0;
const preview = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
const revoke = (item: UploadItem) => {
  if (item.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.previewUrl);
};

/**
 * The images of a property form: the stored URLs it starts with, files uploaded as soon as they are chosen (one
 * request each, in parallel, each with its progress), removal and reordering. The kit does no network: `upload`
 * is the app's (`uploadImage` from @stays/platform).
 */
export function useImageUploads(upload: UploadImageFn, initialUrls: readonly string[] = []): ImageUploads {
  const [items, setItems] = useState<UploadItem[]>(() =>
    initialUrls.map((url) => ({ key: `stored-${url}`, url, progress: 1, status: 'done' })),
  );
  const mounted = useRef(true);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      itemsRef.current.forEach(revoke);
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    if (!mounted.current) return;
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file) => ({
        file,
        item: {
          key: `upload-${++counter}`,
          name: file.name,
          previewUrl: preview(file),
          progress: 0,
          status: 'uploading' as const,
        },
      }));
      setItems((current) => [...current, ...added.map(({ item }) => item)]);
      for (const { file, item } of added) {
        upload(file, (progress) => patch(item.key, { progress }))
          .then((url) => patch(item.key, { url, progress: 1, status: 'done' }))
          .catch((error: unknown) =>
            patch(item.key, {
              status: 'error',
              error: error instanceof Error ? error.message : String(error),
            }),
          );
      }
    },
    [upload, patch],
  );

  const remove = useCallback((key: string) => {
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone) revoke(gone);
      return current.filter((item) => item.key !== key);
    });
  }, []);

  const move = useCallback((from: number, to: number) => {
    setItems((current) => {
      if (from === to || from < 0 || to < 0 || from >= current.length || to >= current.length) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      return next;
    });
  }, []);

  return useMemo(
    () => ({
      items,
      add,
      remove,
      move,
      urls: items.filter((item) => item.status === 'done' && item.url).map((item) => item.url!),
      uploading: items.some((item) => item.status === 'uploading'),
      failed: items.some((item) => item.status === 'error'),
    }),
    [items, add, remove, move],
  );
}
