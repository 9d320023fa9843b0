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
 * 'unsafe-inline' for styles only, never for scripts), images come from here or are data:/blob: previews (or
 * the tile server of MAP_STYLE_URL).
 */
export function securityHeaders(options: {
  remoteUrls: string[];
  behindTls: boolean;
  imageOrigins?: string[];
}) {
  const remotes = extraOrigins(options.remoteUrls);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A remote's bundled images (webpack assets over 4 KB) load from wherever that remote is served.
        // ... and the map's tiles from the tile server of MAP_STYLE_URL, when one is set (web/baseMap).
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...(options.imageOrigins ?? [])],
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
 * REST writes that carry a body must send it as JSON (SPEC section 7: "writes with a body send JSON"): 415
 * otherwise (the upload row reads its own multipart body and is never behind this). Besides refusing what no adapter can read, this closes the CSRF
 * route of a cross-site HTML form, which can only post urlencoded, multipart or text/plain bodies (on top of the
 * SameSite=Lax session cookie). Body-less writes (logout, the block toggle) pass.
 */
export function jsonWritesOnly() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.is('application/json')) return next();
    res.status(415).json({ message: 'Unsupported media type: send the body as application/json' });
  };
}

/** The message of a request refused before any route ran (body parser errors carry their status). */
export function requestErrorMessage(status: number): string {
  if (status === 413) return 'Request body too large';
  if (status === 415) return 'Unsupported media type';
  return status >= 500 ? 'Internal server error' : 'Invalid request';
}

/** Deepest JSON a client may send (bodies, GraphQL variables): the deepest real form is 3. */
export const MAX_JSON_DEPTH = 32;
/**
 * Longest JSON array a client may send (a form's lists hold at most a few dozen): graphql coerces each item of a
 * list variable one by one, and 20,000 wrongly typed items once held the gateway for most of a minute.
 */
export const MAX_JSON_ITEMS = 1000;
/** Deepest bracket nesting in a GraphQL text; the operation limits (limits.ts) allow 10 levels of fields. */
export const MAX_QUERY_NESTING = 64;

/**
 * Whether a parsed JSON value nests deeper than `limit` or holds an array longer than MAX_JSON_ITEMS (iterative:
 * the value may be thousands deep).
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    if (Array.isArray(current) && current.length > MAX_JSON_ITEMS) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/**
 * Deepest `{`, `[` or `(` nesting of a GraphQL text, strings and comments skipped: graphql's parser recurses
 * once per level, so a text thousands deep overflowed the stack before any validation rule could run.
 */
export function queryNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (char === '"') {
      const block = text.startsWith('"""', i);
      i += block ? 3 : 1;
      while (i < text.length && !(block ? text.startsWith('"""', i) : text[i] === '"' || text[i] === '\n')) {
        i += text[i] === '\\' ? 2 : 1;
      }
      if (block) i += 2;
    } else if (char === '{' || char === '[' || char === '(') {
      depth += 1;
      deepest = Math.max(deepest, depth);
    } else if (char === '}' || char === ']' || char === ')') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/**
 * Refuses (400) a JSON body nested deeper than MAX_JSON_DEPTH and, on /graphql, a GraphQL text nested deeper
 * than MAX_QUERY_NESTING or variables (body or GET parameter) nested too deeply, before any parser, validator
 * or database driver recurses into them. Mounted right after the JSON body parser.
 */
export function boundedNesting(options: { graphql: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const body = req.body as unknown;
    const query = req.query as Record<string, unknown>;
    let tooDeep = nestedDeeperThan(body, MAX_JSON_DEPTH);
    if (!tooDeep && options.graphql) {
      const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : query;
      const texts = Array.isArray(body) ? [] : [fields.query];
      tooDeep = texts.some((text) => typeof text === 'string' && queryNesting(text) > MAX_QUERY_NESTING);
      if (!tooDeep && typeof query.variables === 'string') {
        try {
          tooDeep = nestedDeeperThan(JSON.parse(query.variables), MAX_JSON_DEPTH);
        } catch {
          // Apollo answers malformed variables itself
        }
      }
    }
    if (!tooDeep) return next();
    const message = 'Invalid request: the input is nested too deeply or a list is too long';
    if (options.graphql) {
      res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    } else res.status(400).json({ message });
  };
}

/**
 * Refuses (403) an `/api` write that a browser says came from another site: `Sec-Fetch-Site` other than
 * same-origin or none (typed, bookmarked), or an `Origin` whose host is not this one. Body-less writes (logout,
 * upgrade to host, the block toggle, an empty upload) pass jsonWritesOnly, so without this only SameSite=Lax
 * stood between them and a cross-site form. Clients that are not browsers send neither header and pass.
 */
export function sameOriginWrites() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    let crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    const origin = req.get('origin');
    if (!crossSite && origin !== undefined) {
      try {
        crossSite = origin === 'null' || new URL(origin).host !== req.host;
      } catch {
        crossSite = true;
      }
    }
    if (!crossSite) return next();
    res.status(403).json({ message: 'Cross-site request refused' });
  };
}
