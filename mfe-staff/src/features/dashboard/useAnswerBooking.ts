import { graphQLErrorCode } from '@stays/platform';
import { useWriteThenRefresh } from '@stays/platform/apollo';
import { StaffDecideBookingDocument, type StaffPendingBookingFragment } from '../../__generated__/graphql';
import { useFeedback } from './feedback';
import { m } from './messages';

/**
 * Approving or rejecting a pending request (the queue and the counts read again), said in a toast; answers
 * whether it was stored, so the queue knows whether the row left. `busy` while one is on its way.
 */
export function useAnswerBooking() {
  const { succeeded, failed } = useFeedback();
  const [decide, { busy }] = useWriteThenRefresh(StaffDecideBookingDocument, [
    'StaffPendingBookings',
    'StaffStats',
  ]);

  async function answer(booking: StaffPendingBookingFragment, approve: boolean): Promise<boolean> {
    try {
      await decide({ id: booking.id, status: approve ? 'approved' : 'rejected' });
      succeeded(approve ? m.bookingApproved : m.bookingRejected);
      return true;
    } catch (caught) {
      // 409: another stay was approved over these nights; the request stays in the queue to reject.
      const overlap = approve && graphQLErrorCode(caught) === 'CONFLICT';
      failed(
        caught,
        approve ? m.bookingApproveFailed : m.bookingRejectFailed,
        overlap ? m.bookingOverlap : undefined,
      );
      return false;
    }
  }

  return { answer, busy };
}
