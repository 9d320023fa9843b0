import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { cacheControlFor } from './cacheControl';

/**
 * What a front end's dist holds for the gateway alone, never sent to a browser: the server entry the first view is
 * drawn with (scripts/serverEntry.ts) and the build's stamp (scripts/frontends.ts).
 */
const NOT_SERVED = /^\/(server(\/|$)|build-stamp\.json$)/;

/** The built file a request names, or null when the address leaves the folder or cannot be decoded. */
function fileIn(dir: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(dir, decoded);
  return file.startsWith(dir + path.sep) ? file : null;
}

/**
 * Serves one built front end: each file with its cache lifetime (cacheControlFor), the brotli copy the build made
 * (`<file>.br`, scripts/precompress.ts) to a browser that accepts it, the others through the app's on-the-fly
 * compression, and nothing of what the dist keeps for the gateway alone.
 */
export function staticFiles(dir: string) {
  const root = path.resolve(dir);
  const plain = express.static(root, {
    index: false,
    cacheControl: false,
    fallthrough: true,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (NOT_SERVED.test(req.path)) return next();
    const readsFile = req.method === 'GET' || req.method === 'HEAD';
    const file = readsFile && req.acceptsEncodings('br') === 'br' ? fileIn(root, req.path) : null;
    if (!file || !existsSync(`${file}.br`)) return plain(req, res, next);
    res.setHeader('Content-Encoding', 'br');
    res.vary('Accept-Encoding');
    res.type(path.extname(file));
    res.setHeader('Cache-Control', cacheControlFor(file));
    // A byte range of the encoded copy is not a range of the file the request names.
    res.sendFile(`${file}.br`, { cacheControl: false, acceptRanges: false }, (error?: Error) => {
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      plain(req, res, next);
    });
  };
}
