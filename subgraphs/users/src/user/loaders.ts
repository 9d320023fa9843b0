import { ANONYMOUS, type Caller, createEntityLoader, isObjectIdString } from '@stays/subgraph-shared';
import DataLoader from 'dataloader';
import { guestsOfHost } from '../peers/bookings';
import type { UserModel } from './model';

export function createUserLoaders(users: UserModel, caller: Caller = ANONYMOUS) {
  return {
    userById: createEntityLoader((ids) =>
      users
        .find({ _id: { $in: ids } })
        .lean()
        .exec(),
    ),
    /**
     * Whether a user has booked at one of the calling host's properties: the guests of a page of bookings are
     * asked of the bookings subgraph in one call. When it cannot answer, nobody counts as a guest (the email
     * stays hidden).
     */
    isGuestOfCaller: new DataLoader<string, boolean>(
      async (ids) => {
        const hostId = caller.userId;
        const valid = [...new Set(ids.filter(isObjectIdString))];
        if (!hostId || valid.length === 0) return ids.map(() => false);
        const guests = new Set(
          await guestsOfHost(hostId, valid).catch((error: unknown) => {
            console.warn(`[users] guest lookup failed, guest emails stay hidden: ${String(error)}`);
            return [];
          }),
        );
        return ids.map((id) => guests.has(id));
      },
      { maxBatchSize: 1000 },
    ),
  };
}

export type UserLoaders = ReturnType<typeof createUserLoaders>;
