import express, { type Express } from 'express';
import { fullNameOf, isObjectIdString } from '@stays/subgraph-shared';
import type { UserModel } from './model';

export const USER_CONTACTS_PATH = '/internal/user-contacts';
const MAX_IDS = 10_000;

export interface UserContact {
  id: string;
  name: string;
  email: string;
}

/** Name and email of each id asked for (unknown ids are left out). */
export async function userContacts(users: UserModel, ids: unknown): Promise<UserContact[]> {
  const wanted = [...new Set((Array.isArray(ids) ? ids : []).filter(isObjectIdString))].slice(0, MAX_IDS);
  if (wanted.length === 0) return [];
  const found = await users
    .find({ _id: { $in: wanted } })
    .select({ firstName: 1, lastName: 1, username: 1, email: 1 })
    .lean()
    .exec();
  return found.map((user) => ({
    id: String(user._id),
    name: fullNameOf(user, user.username ?? ''),
    email: user.email ?? '',
  }));
}

/**
 * `POST /internal/user-contacts { ids }` -> `{ users: [{ id, name, email }] }`: the staff reports (bookings
 * subgraph) name guests and hosts. Internal only, behind the subgraph's internal-token check.
 */
export function userContactsRoute(users: UserModel) {
  return (app: Express) => {
    app.post(USER_CONTACTS_PATH, express.json({ limit: '1mb' }), async (req, res) => {
      try {
        res.json({ users: await userContacts(users, (req.body as { ids?: unknown } | undefined)?.ids) });
      } catch {
        res.status(503).json({ message: 'User lookup failed' });
      }
    });
  };
}
