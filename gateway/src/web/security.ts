import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Origins of remotes moved elsewhere with REMOTE_<NAME>_URL: their scripts must be allowed too. */
function extraOrigins(remoteUrls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of remoteUrls) {
    try {
      if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
    } catch {
      // a malformed override is reported by the manifest, not here
    }
  }
  return [...origins];
}

/**
 * Security headers. The front ends load their remotes from this origin (`/remotes/<name>/`) or from the origins
 * of `REMOTE_<NAME>_URL` overrides (manifest, scripts, assets), styled-components injects <style> tags (hence
 * 'unsafe-inline' for styles only, never for scripts), images come from here or are data:/blob: previews.
 */
export function securityHeaders(options: { remoteUrls: string[]; behindTls: boolean }) {
  const remotes = extraOrigins(options.remoteUrls);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A remote's bundled images (webpack assets over 4 KB) load from wherever that remote is served.
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.behindTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Plain http on localhost must keep working; HSTS only makes sense behind TLS.
    strictTransportSecurity: options.behindTls,
  });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * REST writes that carry a body must send it as JSON (SPEC section 7: "writes with a body send JSON"), or as
 * multipart on the upload paths: 415 otherwise. Besides refusing what no adapter can read, this closes the CSRF
 * route of a cross-site HTML form, which can only post urlencoded, multipart or text/plain bodies (on top of the
 * SameSite=Lax session cookie). Body-less writes (logout, the block toggle) pass.
 */
export function jsonWritesOnly(options: { multipartPaths: string[] }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.is('application/json')) return next();
    if (req.is('multipart/form-data') && options.multipartPaths.includes(req.path)) return next();
    res.status(415).json({ message: 'Unsupported media type: send the body as application/json' });
  };
}

/** The message of a request refused before any route ran (body parser errors carry their status). */
export function requestErrorMessage(status: number): string {
  if (status === 413) return 'Request body too large';
  if (status === 415) return 'Unsupported media type';
  return status >= 500 ? 'Internal server error' : 'Invalid request';
}
