import { callInternal } from '@stays/subgraph-shared';

export interface NotificationToSend {
  recipientId: string;
  title: string;
  message: string;
  relatedEntityType: 'booking';
  relatedEntityId: string;
}

/**
 * Tells the notifications subgraph of a booking event. A notification is a courtesy: when it cannot be sent
 * the booking operation still succeeds, and the failure is only logged.
 */
export async function notify(notification: NotificationToSend): Promise<void> {
  try {
    await callInternal('notifications', '/internal/notifications', notification, { timeoutMs: 2000 });
  } catch (error) {
    console.warn(
      `[bookings] notification not sent: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
