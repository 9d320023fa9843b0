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

/** What a booking's thread shows of one of its steps (CONTRACT-29's conversation entry kinds). */
export type BookingStepKind = 'request' | 'approved' | 'declined' | 'cancelled' | 'expired';

/** A booking as the thread and the live stream need it. */
export interface SteppedBooking {
  _id: unknown;
  guestId: unknown;
  hostId: unknown;
  propertyId: unknown;
  status: string;
  checkInDate: string;
  checkOutDate: string;
}

async function courtesy(path: string, body: unknown): Promise<void> {
  try {
    await callInternal('notifications', path, body, { timeoutMs: 2000 });
  } catch (error) {
    console.warn(`[bookings] ${path} not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Tells the guest's and the host's open pages of a booking's new status (a `booking` live event) and adds the
 * step to their thread (the request with its note and total, the decision, the cancellation with its refund, the
 * expiry). Like `notify`, a courtesy: the booking operation stands when the notifications subgraph is away.
 */
export async function announceBookingStep(
  booking: SteppedBooking,
  kind: BookingStepKind,
  details: { senderId?: string | null; body?: string | null; amount?: number | null } = {},
): Promise<void> {
  const ids = {
    bookingId: String(booking._id),
    guestId: String(booking.guestId),
    hostId: String(booking.hostId),
    propertyId: String(booking.propertyId),
  };
  await Promise.all([
    courtesy('/internal/events', {
      userIds: [ids.guestId, ids.hostId],
      type: 'booking',
      data: { bookingId: ids.bookingId, status: booking.status, propertyId: ids.propertyId },
    }),
    courtesy('/internal/conversation-events', {
      ...ids,
      kind,
      ...(details.senderId ? { senderId: details.senderId } : {}),
      ...(details.body ? { body: details.body } : {}),
      ...(details.amount != null ? { amount: details.amount } : {}),
      checkIn: booking.checkInDate,
      checkOut: booking.checkOutDate,
    }),
  ]);
}
