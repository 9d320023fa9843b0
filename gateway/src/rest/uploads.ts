import { type Caller, callerHeaders, can, INTERNAL_TOKEN_HEADER } from '@stays/contracts';
import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import { processRequest, Upload } from 'graphql-upload-minimal';
import type { AttemptCounts } from '../shared-state/counters';
import type { GatewayContext } from '../context';
import { obj, text } from '../openapi/shapes';
import type { RestRoute } from './route';

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
type Stored = { ok: true; url: string } | { ok: false; status: number; error: string };

/** Hands one file's bytes to the properties subgraph, which judges, stores and names it. */
async function storeImage(
  propertiesBaseUrl: string,
  internalToken: string,
  caller: Caller,
  data: Buffer,
): Promise<Stored> {
  try {
    const answer = await fetch(`${propertiesBaseUrl}/internal/images`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        [INTERNAL_TOKEN_HEADER]: internalToken,
        ...callerHeaders(caller),
      },
      body: new Uint8Array(data),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await answer.json().catch(() => null)) as { url?: string; error?: string } | null;
    if (answer.ok && body?.url) return { ok: true, url: body.url };
    const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
    return { ok: false, status, error: body?.error ?? 'Upload failed' };
  } catch {
    return { ok: false, status: 502, error: 'Upload failed' };
  }
}

/** Uploads per account per window (REST and GraphQL together): a bound on what one account can store. */
export const UPLOADS_PER_WINDOW = 60;
export const UPLOAD_WINDOW_MS = 10 * 60 * 1000;
const TOO_MANY_UPLOADS = 'Too many uploads. Please try again later.';
/** Who may upload: refused before a byte of the body is read, so nobody else makes us buffer 5 MB. */
async function uploadRefusal(
  caller: Caller,
  counter: AttemptCounts,
): Promise<{ status: number; error: string } | null> {
  if (!caller.userId || !can('image.upload', caller)) return { status: 401, error: 'Unauthorized' };
  if (!(await counter.hit(`upload:${caller.userId}`, UPLOADS_PER_WINDOW, UPLOAD_WINDOW_MS)))
    return { status: 429, error: TOO_MANY_UPLOADS };
  return null;
}

export interface UploadOptions {
  contextOf: (req: Request) => Promise<GatewayContext>;
  propertiesBaseUrl: string;
  internalToken: string;
  /** Uploads per account, counted across gateways (shared-state). */
  counter: AttemptCounts;
}

/** `POST /api/upload-image`: the REST twin of the `uploadImage` mutation (graphqlUploads, below). */
export const uploadRoutes: RestRoute<UploadOptions>[] = [
  {
    method: 'post',
    path: '/upload-image',
    access: 'signed-in',
    doc: {
      tag: 'Properties',
      summary: 'Upload one image (JPEG, PNG, WebP or GIF, at most 5 MB): a listing image or a profile photo',
      multipart: { image: { type: 'string', format: 'binary' } },
      description:
        "Any signed-in account uploads; a listing shows only its host's uploads, an account only its own as its photo. An upload nothing shows is removed after a day. Errors answer `{ error }` as SPEC section 7 documents; 10 images per property, 60 uploads per account in 10 minutes.",
      ok: { status: 201, schema: obj({ url: text }, ['url']) },
      errors: [413, 415, 429],
      errorSchema: 'UploadError',
    },
    handle: async (req, res, { contextOf, propertiesBaseUrl, internalToken, counter }) => {
      const { caller } = await contextOf(req);
      const refusal = await uploadRefusal(caller, counter);
      if (refusal) return refuse(res, refusal.status, refusal.error);
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
      const stored = await storeImage(propertiesBaseUrl, internalToken, caller, parsed.data);
      if (!stored.ok) return refuse(res, stored.status, stored.error);
      res.status(201).json({ url: stored.url });
    },
  },
];

/** A GraphQL error answer for a multipart request refused before the operation ran. */
function refuseOperation(res: Response, status: number, message: string, code: string) {
  if (!res.headersSent) res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

const UPLOAD_CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Reads an upload's stream whole; graphql-upload-minimal ends it with an error past `maxFileSize`. */
async function readUpload(upload: Upload): Promise<Buffer> {
  const file = await upload.promise;
  const chunks: Buffer[] = [];
  for await (const chunk of file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * GraphQL uploads on `/graphql` (the GraphQL multipart request spec, through graphql-upload-minimal): one file
 * of at most 5 MB. The gateway stores it exactly as `POST /api/upload-image` does and puts the stored URL in
 * place of the file, so the `uploadImage(image: Upload!)` mutation reaches the properties subgraph as a plain
 * JSON operation. Multipart is a "simple" content type: like Apollo's CSRF prevention, a request must carry
 * `apollo-require-preflight` (or `x-apollo-operation-name`), checked before any file is stored.
 */
export function graphqlUploads({ contextOf, propertiesBaseUrl, internalToken, counter }: UploadOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    if (!req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name'])
      return refuseOperation(
        res,
        400,
        'Multipart operations need the apollo-require-preflight header',
        'BAD_REQUEST',
      );
    const { caller } = await contextOf(req);
    const refusal = await uploadRefusal(caller, counter);
    if (refusal) return refuseOperation(res, refusal.status, refusal.error, UPLOAD_CODES[refusal.status]);
    let operation: Awaited<ReturnType<typeof processRequest>>;
    try {
      operation = await processRequest(req, res, {
        maxFileSize: MAX_UPLOAD_BYTES,
        maxFiles: 1,
        maxFieldSize: 1024 * 1024,
      });
    } catch (error) {
      const status = (error as { status?: number }).status === 413 ? 413 : 400;
      return refuseOperation(res, status, status === 413 ? TOO_LARGE : NOT_MULTIPART, UPLOAD_CODES[status]);
    }
    if (Array.isArray(operation))
      return refuseOperation(res, 400, 'Batched operations are not supported', 'BAD_REQUEST');
    const variables = (operation.variables ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(variables)) {
      if (!(value instanceof Upload)) continue;
      let data: Buffer;
      try {
        data = await readUpload(value);
      } catch (error) {
        const status = (error as { status?: number }).status === 413 ? 413 : 400;
        return refuseOperation(res, status, status === 413 ? TOO_LARGE : NO_IMAGE, UPLOAD_CODES[status]);
      }
      const stored = await storeImage(propertiesBaseUrl, internalToken, caller, data);
      if (!stored.ok)
        return refuseOperation(
          res,
          stored.status,
          stored.error,
          UPLOAD_CODES[stored.status] ?? 'UPLOAD_FAILED',
        );
      variables[name] = stored.url;
    }
    req.body = {
      query: operation.query,
      variables,
      ...(typeof operation.operationName === 'string' ? { operationName: operation.operationName } : {}),
    };
    // From here on it is a JSON operation (Apollo accepts only JSON POSTs; the preflight check is done).
    req.headers['content-type'] = 'application/json';
    next();
  };
}
