import express, { type Express } from 'express';
import { isObjectIdString, SESSION_STATES_MAX_IDS } from '@stays/subgraph-shared';
import { type EndedSessionModel, endedSessionsOf } from './endedSessions';
import type { UserModel } from './model';

/** What the gateway checks a session token against on every request (see docs/backend.md "Sessions"). */
export interface SessionState {
  id: string;
  role: string;
  isBlocked: boolean;
  sessionVersion: number;
  /** Its sessions ended one by one (logout in one browser) that could still be presented. */
  endedSessions: string[];
}

export const SESSION_STATES_PATH = '/internal/session-states';

/** The current role, block flag and session version of each user id asked for (unknown ids are left out). */
export async function sessionStates(
  users: UserModel,
  endedSessions: EndedSessionModel,
  ids: unknown,
): Promise<SessionState[]> {
  const wanted = (Array.isArray(ids) ? ids : []).filter(isObjectIdString).slice(0, SESSION_STATES_MAX_IDS);
  if (wanted.length === 0) return [];
  const found = await users
    .find({ _id: { $in: wanted } })
    .select({ role: 1, isBlocked: 1, sessionVersion: 1 })
    .lean()
    .exec();
  const ended = await endedSessionsOf(
    endedSessions,
    found.map((user) => user._id),
  );
  return found.map((user) => ({
    id: String(user._id),
    role: user.role,
    isBlocked: Boolean(user.isBlocked),
    sessionVersion: user.sessionVersion ?? 0,
    endedSessions: ended.get(String(user._id)) ?? [],
  }));
}

/** Longest sign-in identifier there can be an account for (the login resolver refuses longer ones). */
const MAX_IDENTIFIER = 254;

/**
 * The account id each sign-in identifier (username or email, as typed) names, as sign-in finds it: the
 * gateway's sign-in limit counts failures per account, so an account's username and email share one budget.
 */
export async function accountIds(users: UserModel, identifiers: unknown): Promise<Record<string, string>> {
  const typed = (Array.isArray(identifiers) ? identifiers : [])
    .filter((value): value is string => typeof value === 'string' && value.trim().length > 0)
    .filter((value) => value.length <= MAX_IDENTIFIER)
    .slice(0, SESSION_STATES_MAX_IDS);
  if (typed.length === 0) return {};
  const keys = [...new Set(typed.map((value) => value.trim().toLowerCase()))];
  const found = await users
    .find({ $or: [{ usernameKey: { $in: keys } }, { emailKey: { $in: keys } }] })
    .select({ usernameKey: 1, emailKey: 1 })
    .lean()
    .exec();
  const byKey = new Map<string, string>();
  for (const user of found) {
    if (user.usernameKey) byKey.set(user.usernameKey, String(user._id));
    if (user.emailKey && !byKey.has(user.emailKey)) byKey.set(user.emailKey, String(user._id));
  }
  return Object.fromEntries(
    typed.flatMap((value) => {
      const id = byKey.get(value.trim().toLowerCase());
      return id ? [[value, id]] : [];
    }),
  );
}

/**
 * `POST /internal/session-states { ids, identifiers }` -> `{ states, accounts }`: the gateway's batched session
 * lookup, and the account ids of sign-in identifiers (`{ identifier: id }`, unknown ones left out) for its
 * sign-in limit. Internal only: behind the subgraph's internal-token check like every other route, not in the graph.
 */
export function sessionStatesRoute(users: UserModel, endedSessions: EndedSessionModel) {
  return (app: Express) => {
    app.post(SESSION_STATES_PATH, express.json({ limit: '64kb' }), async (req, res) => {
      try {
        const body = req.body as { ids?: unknown; identifiers?: unknown } | undefined;
        const [states, accounts] = await Promise.all([
          sessionStates(users, endedSessions, body?.ids),
          accountIds(users, body?.identifiers),
        ]);
        res.json({ states, accounts });
      } catch {
        res.status(503).json({ message: 'Session lookup failed' });
      }
    });
  };
}
