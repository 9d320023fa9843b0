import { createEntityLoader } from '@stays/subgraph-shared';
import type { NotificationModel } from './model';

export function createNotificationLoaders(notifications: NotificationModel) {
  return {
    notificationById: createEntityLoader((ids) =>
      notifications
        .find({ _id: { $in: ids } })
        .lean()
        .exec(),
    ),
  };
}

export type NotificationLoaders = ReturnType<typeof createNotificationLoaders>;
