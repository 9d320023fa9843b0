import { useApolloClient, useMutation } from '@apollo/client/react';
import { StaffMarkReadDocument, type StaffNotificationFragment } from '../../__generated__/graphql';

/**
 * Marking a notification read: at once on the screen and the header's badge, and kept so even if the call fails
 * (SPEC 4; logged only).
 */
export function useMarkRead() {
  const client = useApolloClient();
  const [markRead] = useMutation(StaffMarkReadDocument);

  return function open(notification: StaffNotificationFragment) {
    if (notification.isRead) return;
    client.cache.modify({
      id: client.cache.identify(notification),
      fields: { isRead: () => true },
    });
    client.cache.modify({
      fields: {
        notificationPage(existing) {
          if (
            existing &&
            typeof existing === 'object' &&
            'unread' in existing &&
            typeof existing.unread === 'number'
          )
            return { ...existing, unread: Math.max(0, existing.unread - 1) };
          return existing;
        },
      },
    });
    markRead({ variables: { id: notification.id } }).catch((failure: unknown) => {
      console.warn('Marking a notification read failed', failure);
    });
  };
}
