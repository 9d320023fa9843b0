// One image to POST /api/upload-image (multipart, field `image`), through XMLHttpRequest because fetch reports no
// upload progress: the host and admin property forms show a real progress bar per file.

/** Called with the share of the file sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** Why an upload failed: the server's `{ error }` (or `{ message }`) when it sent one, with the HTTP status (0: network). */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function serverMessage(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: the status text is used
  }
  return null;
}

/** Uploads one image and answers its URL (`/images/<id>`); `signal` aborts it. */
export function uploadImage(file: File, onProgress?: UploadProgress, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload-image');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      const message = serverMessage(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        try {
          const { url } = JSON.parse(request.responseText) as { url?: unknown };
          if (typeof url === 'string') {
            onProgress?.(1);
            resolve(url);
            return;
          }
        } catch {
          // falls through to the error below
        }
        reject(new UploadError(request.status, message ?? 'Unknown error'));
        return;
      }
      reject(new UploadError(request.status, message ?? `${request.status}: ${request.statusText}`));
    };
    request.onerror = () => reject(new UploadError(0, 'Upload failed: Network or server error'));
    request.onabort = () => reject(new UploadError(0, 'Upload cancelled'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('image', file);
    request.send(body);
  });
}
