import { isObjectIdString } from '@stays/subgraph-shared';
import express, { type Express } from 'express';
import { EVENT_TYPES, type EventLog, type EventType, MAX_EVENTS_PER_READ } from './log';

export const EVENTS_PATH = '/internal/events';
export const EVENTS_HEAD_PATH = '/internal/events/head';
const MAX_RECIPIENTS = 100;

const wholeNumber = (value: unknown, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : null;
};

/**
 * The live events' internal routes (behind the internal token), CONTRACT-29:
 * - `GET /internal/events?after=<seq>&limit=<1..1000>[&userId=<id>]` -> `{ events, last }`: what a gateway's
 *   streams follow (all users in one loop, or one user's replay after a reconnect); `last` is the seq of the last
 *   event answered, or `after`;
 * - `GET /internal/events/head` -> `{ last }`: the newest seq, where a new stream starts;
 * - `POST /internal/events { userIds, type, data }` -> 201 `{ seqs }`: peers' events (bookings).
 */
export function eventRoutes(events: EventLog) {
  return (app: Express) => {
    app.get(EVENTS_HEAD_PATH, async (_req, res) => {
      try {
        res.json({ last: await events.head() });
      } catch {
        res.status(503).json({ message: 'Events unavailable' });
      }
    });
    app.get(EVENTS_PATH, async (req, res) => {
      const after = wholeNumber(req.query.after, 0);
      const limit = wholeNumber(req.query.limit, 100);
      const userId = req.query.userId;
      if (after === null) return void res.status(400).json({ message: 'after must be a whole number' });
      if (limit === null || limit < 1 || limit > MAX_EVENTS_PER_READ)
        return void res.status(400).json({ message: `limit must be between 1 and ${MAX_EVENTS_PER_READ}` });
      if (userId !== undefined && !isObjectIdString(userId))
        return void res.status(400).json({ message: 'userId is not a valid user id' });
      try {
        res.json(await events.read(after, limit, userId));
      } catch {
        res.status(503).json({ message: 'Events unavailable' });
      }
    });
    app.post(EVENTS_PATH, express.json({ limit: '64kb' }), async (req, res) => {
      const body = (req.body ?? {}) as { userIds?: unknown; type?: unknown; data?: unknown };
      const userIds = Array.isArray(body.userIds) ? body.userIds : [];
      if (!userIds.length || userIds.length > MAX_RECIPIENTS || !userIds.every(isObjectIdString))
        return void res.status(400).json({ message: `userIds must be 1 to ${MAX_RECIPIENTS} user ids` });
      if (!EVENT_TYPES.includes(body.type as EventType))
        return void res.status(400).json({ message: `type must be one of ${EVENT_TYPES.join(', ')}` });
      const data = body.data ?? {};
      if (typeof data !== 'object' || Array.isArray(data))
        return void res.status(400).json({ message: 'data must be an object' });
      try {
        const seqs = await events.emit(userIds, body.type as EventType, data as Record<string, unknown>);
        res.status(201).json({ seqs });
      } catch {
        res.status(503).json({ message: 'Event could not be stored' });
      }
    });
  };
}
