import type { NextFunction, Request, Response } from 'express';
import type { LiveHub } from './hub';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a successful write through this gateway (a REST write, a GraphQL mutation), the hub reads the events at
 * once: the write's events are stored before its answer, so this gateway's streams get them a poll tick sooner.
 * A GraphQL query sent by POST is not a write (its body is parsed by the time the answer is sent).
 */
export function nudgeAfterWrites(hub: LiveHub) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!READS.has(req.method))
      res.once('finish', () => {
        if (res.statusCode >= 400) return;
        const query = (req.body as { query?: unknown } | undefined)?.query;
        if (req.baseUrl === '/graphql' && !(typeof query === 'string' && /\bmutation\b/.test(query))) return;
        hub.nudge();
      });
    next();
  };
}
