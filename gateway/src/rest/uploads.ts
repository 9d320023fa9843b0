import { callerHeaders, INTERNAL_TOKEN_HEADER } from '@stays/subgraph-shared/src/caller';
import { can } from '@stays/subgraph-shared/src/policy';
import busboy from 'busboy';
import { type Request, type Response, Router } from 'express';
import type { GatewayContext } from '../graphql/context';

/** 5 MB per image; the properties subgraph holds the same bound (its images/sniff.ts). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Room for the multipart framing and a few small fields around the one file. */
const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const TOO_LARGE = 'Image must be at most 5 MB';
const NO_IMAGE = 'No image uploaded (field "image")';
const NOT_MULTIPART = 'Send the image as multipart/form-data with the field "image"';

/** SPEC section 7: the answer is `{ url }` or `{ error }`; errors also carry the usual `message`. */
const refuse = (res: Response, status: number, error: string) => {
  if (!res.headersSent) res.status(status).json({ error, message: error });
};

type Parsed = { ok: true; data: Buffer } | { ok: false; status: number; error: string };

/**
 * Reads the one `image` file of a multipart request, never holding more than 5 MB: busboy stops counting at
 * the limit and the request is answered 413 at once. Other fields and files are drained and ignored.
 */
function readImage(req: Request): Promise<Parsed> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 25 },
      });
    } catch {
      resolve({ ok: false, status: 400, error: NOT_MULTIPART });
      return;
    }
    let image: Buffer | null = null;
    let settled = false;
    const finish = (result: Parsed) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    parser.on('file', (name, stream) => {
      if (name !== 'image') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on('limit', () => {
        // Answer now; the rest of the body is read and dropped so the client sees the 413 instead of a reset.
        finish({ ok: false, status: 413, error: TOO_LARGE });
        chunks.length = 0;
        stream.resume();
      });
      stream.on('end', () => {
        if (!(stream as { truncated?: boolean }).truncated) image = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => finish({ ok: false, status: 400, error: NOT_MULTIPART }));
    parser.on('close', () =>
      finish(
        image && image.length > 0 ? { ok: true, data: image } : { ok: false, status: 400, error: NO_IMAGE },
      ),
    );
    req.pipe(parser);
  });
}

/**
 * `POST /api/upload-image` (multipart, one field `image`): mounted before the JSON body parser. The file goes
 * to the properties subgraph's internal `POST /internal/images`, which judges it by its bytes (JPEG, PNG, WebP,
 * GIF; 415 otherwise), stores it in GridFS and answers `{ url: '/images/<id>' }`.
 */
export function uploadsRouter(
  contextOf: (req: Request) => Promise<GatewayContext>,
  propertiesBaseUrl: string,
  internalToken: string,
) {
  const router = Router();

  router.post('/upload-image', async (req, res) => {
    const { caller } = await contextOf(req);
    // Refused before a byte of the body is read: nobody else gets to make us buffer 5 MB.
    if (!caller.userId) return refuse(res, 401, 'Unauthorized');
    if (!can('image.upload', caller)) return refuse(res, 403, 'Only hosts and admins may upload images');
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_REQUEST_BYTES) {
      // A modest excess is drained so the client reads the 413; a huge one just ends the connection.
      if (declared > 4 * MAX_REQUEST_BYTES) res.setHeader('Connection', 'close');
      else req.resume();
      return refuse(res, 413, TOO_LARGE);
    }
    if (!req.is('multipart/form-data')) return refuse(res, 400, NOT_MULTIPART);

    const parsed = await readImage(req);
    if (!parsed.ok) return refuse(res, parsed.status, parsed.error);
    try {
      const answer = await fetch(`${propertiesBaseUrl}/internal/images`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          [INTERNAL_TOKEN_HEADER]: internalToken,
          ...callerHeaders(caller),
        },
        body: new Uint8Array(parsed.data),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await answer.json().catch(() => null)) as { url?: string; error?: string } | null;
      if (answer.ok && body?.url) return res.status(201).json({ url: body.url });
      refuse(
        res,
        answer.status >= 400 && answer.status < 500 ? answer.status : 502,
        body?.error ?? 'Upload failed',
      );
    } catch {
      refuse(res, 502, 'Upload failed');
    }
  });

  return router;
}
