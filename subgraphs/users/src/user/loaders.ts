import { createEntityLoader } from '@stays/subgraph-shared';
import type { UserModel } from './model';

export function createUserLoaders(users: UserModel) {
  return {
    userById: createEntityLoader((ids) =>
      users
        .find({ _id: { $in: ids } })
        .lean()
        .exec(),
    ),
  };
}

export type UserLoaders = ReturnType<typeof createUserLoaders>;
