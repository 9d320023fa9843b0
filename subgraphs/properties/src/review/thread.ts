import { callInternal } from '@stays/subgraph-shared';

export interface ReviewStep {
  guestId: string;
  hostId: string;
  propertyId: string;
  bookingId: string;
  rating: number;
  comment: string;
}

/**
 * Adds a guest's review to their thread with the host (issue 29: the review shows in line), through the
 * notifications subgraph's `/internal/conversation-events`. A courtesy: the review stands when it cannot be told.
 */
export async function announceReview(review: ReviewStep, log: (message: string) => void): Promise<void> {
  try {
    await callInternal(
      'notifications',
      '/internal/conversation-events',
      {
        guestId: review.guestId,
        hostId: review.hostId,
        propertyId: review.propertyId,
        kind: 'review',
        senderId: review.guestId,
        bookingId: review.bookingId,
        body: review.comment,
        rating: review.rating,
      },
      { timeoutMs: 2000 },
    );
  } catch (error) {
    log(`the review of booking ${review.bookingId} was not added to its thread: ${(error as Error).message}`);
  }
}
