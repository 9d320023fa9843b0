import type { Request, Response } from 'express';
import { readSessionToken, SESSION_COOKIE } from '../auth/session';
import type { GatewayContext } from '../context';
import { sendError } from '../rest/respond';
import type { RestRoute } from '../rest/route';
import type { StreamLimiter } from '../shared-state/streams';
import { type LiveHub, REPLACED_FRAME, type StreamSink } from './hub';

/**
 * What a stream may keep unsent in its socket's buffer: a client that stops reading is cut off past it and
 * catches up through Last-Event-ID when it comes back, so a stuck client costs the gateway at most this.
 */
const MAX_UNSENT_BYTES = 32 * 1024;

/** A client's Last-Event-ID (the header, or `?lastEventId=` from a browser that had to open a new stream). */
export function lastEventIdOf(req: Request): number | null {
  const header = req.get('last-event-id');
  const query = req.query.lastEventId;
  const text = header ?? (typeof query === 'string' ? query : undefined);
  return text !== undefined && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null;
}

function responseSink(res: Response): StreamSink {
  return {
    write(frame) {
      if (res.writableEnded || res.destroyed || res.writableLength > MAX_UNSENT_BYTES) return false;
      res.write(frame);
      return true;
    },
    end() {
      if (!res.writableEnded) res.end();
    },
  };
}

export interface EventsRouterOptions {
  hub: LiveHub;
  /** The caps on streams per session and per account, counted across the fleet (shared-state/streams.ts). */
  streams?: StreamLimiter;
  contextOf: (req: Request) => Promise<GatewayContext>;
  jwtSecret: string;
}

/**
 * `GET /api/events`: the caller's own events as Server-Sent Events, for as long as the session lasts. 401 for an
 * anonymous caller (the door, from this row's access), and for a token the session check no longer accepts.
 */
export const eventRoutes: RestRoute<EventsRouterOptions>[] = [
  {
    method: 'get',
    path: '/events',
    access: 'signed-in',
    doc: {
      tag: 'Conversations',
      summary: "The caller's live events as Server-Sent Events, for as long as the session lasts",
      description:
        'Each event: `id:` its sequence number, `event:` message, conversation, booking or notification, `data:` ' +
        'JSON; a comment line every 15 s. A reconnect with the Last-Event-ID header (or ?lastEventId=) first ' +
        'gets every event after it. The stream ends when the session does (logout, block, role change), its ' +
        'last frame `event: ended` with `{"reason": "signed-out" | "blocked" | "role-changed"}`; a session holds ' +
        'at most LIVE_STREAMS_PER_SESSION streams and an account LIVE_STREAMS_PER_ACCOUNT across the fleet, and ' +
        'a new one ends the oldest with `{"reason": "replaced"}`.',
      query: [
        {
          name: 'lastEventId',
          description: 'The last id received, for a client that cannot send the header',
        },
      ],
      ok: { schema: { type: 'string' }, contentType: 'text/event-stream' },
    },
    handle: async (req, res, { hub, streams, contextOf, jwtSecret }) => {
      const { caller } = await contextOf(req);
      const cookies = req.cookies as Record<string, unknown> | undefined;
      const claims = readSessionToken(cookies?.[SESSION_COOKIE], jwtSecret);
      if (!caller.userId || !claims) return sendError(res, 401, 'Unauthorized');
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: the compression middleware leaves the stream alone (it would hold events in its buffer).
        'Cache-Control': 'no-cache, no-transform',
        // nginx and similar proxies pass each event on at once instead of buffering the response.
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      req.socket.setKeepAlive(true);
      // A browser that loses the stream waits this long before it reconnects with Last-Event-ID.
      res.write('retry: 2000\n\n');
      const subscription = hub.open(
        { userId: caller.userId, role: caller.role, claims },
        responseSink(res),
        lastEventIdOf(req),
      );
      // Counted in the fleet's caps: a newer stream past them ends this one, with a frame that says so.
      const counted = streams?.open(
        { userId: caller.userId, sessionKey: claims.sessionId ?? `version ${claims.sessionVersion}` },
        () => {
          if (!subscription.closed) subscription.sink.write(REPLACED_FRAME);
          subscription.close();
        },
      );
      res.on('close', () => {
        subscription.close();
        counted?.close();
      });
      // The client may have gone while the session was looked up.
      if (req.socket.destroyed) {
        subscription.close();
        counted?.close();
      }
    },
  },
];
