import express, { type Express } from 'express';
import { isObjectIdString } from '@stays/subgraph-shared';
import type { UserModel } from './model';

/** What the gateway checks a session token against on every request (see docs/backend.md "Sessions"). */
export interface SessionState {
  id: string;
  role: string;
  isBlocked: boolean;
  sessionVersion: number;
}

export const SESSION_STATES_PATH = '/internal/session-states';
const MAX_IDS = 500;

/** The current role, block flag and session version of each user id asked for (unknown ids are left out). */
export async function sessionStates(users: UserModel, ids: unknown): Promise<SessionState[]> {
  const wanted = (Array.isArray(ids) ? ids : []).filter(isObjectIdString).slice(0, MAX_IDS);
  if (wanted.length === 0) return [];
  const found = await users
    .find({ _id: { $in: wanted } })
    .select({ role: 1, isBlocked: 1, sessionVersion: 1 })
    .lean()
    .exec();
  return found.map((user) => ({
    id: String(user._id),
    role: user.role,
    isBlocked: Boolean(user.isBlocked),
    sessionVersion: user.sessionVersion ?? 0,
  }));
}

/**
 * `POST /internal/session-states { ids }` -> `{ states }`: the gateway's batched session lookup. Internal only:
 * it sits behind the subgraph's internal-token check like every other route, and is not part of the graph.
 */
export function sessionStatesRoute(users: UserModel) {
  return (app: Express) => {
    app.post(SESSION_STATES_PATH, express.json({ limit: '64kb' }), async (req, res) => {
      try {
        res.json({ states: await sessionStates(users, (req.body as { ids?: unknown } | undefined)?.ids) });
      } catch {
        res.status(503).json({ message: 'Session lookup failed' });
      }
    });
  };
}
