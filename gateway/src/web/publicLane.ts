import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { ANONYMOUS } from '@stays/contracts';
import { SESSION_COOKIE } from '../auth';
import type { GatewayContext } from '../context';
import { answerPublicRead, PUBLIC_LIST_READS, type Query } from '../rest/properties';
import type { PublicAnswers } from '../cache/answers';
import { errorBody } from '../rest/respond';

/** A connect-style middleware: helmet and compression are written for plain `node:http` requests. */
export type PlainMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export interface PublicLaneOptions {
  server: ApolloServer<GatewayContext>;
  cache: PublicAnswers;
  /** Run first, as in the app: the security headers and compression. */
  before: PlainMiddleware[];
  /** Express's own query-string parser (`app.get('query parser fn')`), so `req.query` reads the same. */
  parseQuery: (text: string) => Query;
  /** Express's own ETag function (`app.get('etag fn')`), so an answer carries the same ETag either way. */
  etagOf: (body: string) => string | undefined;
  log: (message: string) => void;
}

const isReadMethod = (method: string | undefined) => method === 'GET' || method === 'HEAD';
const sessionCookie = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/**
 * The anonymous public list reads (`GET /api/properties`, `/featured`, `/search`), the calls every visitor's
 * search makes, answered in front of Express. On the cheapest of them Express and the middleware in front of the
 * operation took half the gateway's CPU (docs/backend.md, "Search benchmark"). The answer is the same: the
 * same read table, cache and operation as the properties router, the same security-header and compression
 * middleware, Express's own query parser and ETag. Everything else goes on to Express (returns false):
 * another path (also one Express would take case-insensitively or with a trailing slash) or method, any
 * request with a session cookie (signed-in callers may see more), and conditional requests (Express answers
 * 304).
 */
export function publicListLane(options: PublicLaneOptions) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!isReadMethod(req.method)) return false;
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if (!path.startsWith('/api/')) return false;
    const name = path.slice('/api'.length);
    if (!Object.hasOwn(PUBLIC_LIST_READS, name)) return false;
    const { cookie, 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = req.headers;
    if ((cookie && sessionCookie.test(cookie)) || ifNoneMatch || ifModifiedSince) return false;

    const read = PUBLIC_LIST_READS[name as keyof typeof PUBLIC_LIST_READS];
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.statusCode = status;
      for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      const etag = options.etagOf(body);
      if (etag) res.setHeader('ETag', etag);
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const fail = (error: unknown) => {
      options.log(
        `unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) send(500, errorBody('Internal server error'));
    };
    const answer = async () => {
      const query = options.parseQuery(queryAt < 0 ? '' : url.slice(queryAt + 1));
      const context: GatewayContext = { caller: ANONYMOUS, ip: req.socket.remoteAddress };
      const answered = await answerPublicRead(options.server, options.cache, context, url, read(query));
      if ('ok' in answered) send(answered.status, errorBody(answered.message, answered.errors));
      else send(200, answered.body, answered.headers);
    };
    const step = (index: number) => (error?: unknown) => {
      if (error) return fail(error);
      const middleware = options.before[index];
      if (!middleware) return void answer().catch(fail);
      try {
        middleware(req, res, step(index + 1));
      } catch (thrown) {
        fail(thrown);
      }
    };
    step(0)();
    return true;
  };
}
