import { useWriteThenRefresh } from '@stays/platform/apollo';
import { StaffReviewPropertyDocument, type StaffPendingPropertyFragment } from '../../__generated__/graphql';
import { useFeedback } from './feedback';
import { m } from './messages';

/**
 * Approving a pending listing or rejecting it with the reason its host receives (the queue and the counts read
 * again), said in a toast; answers whether it was stored, so the queue knows whether the row left.
 */
export function useReviewProperty() {
  const { succeeded, failed } = useFeedback();
  const [review, { busy }] = useWriteThenRefresh(StaffReviewPropertyDocument, [
    'StaffPendingProperties',
    'StaffStats',
  ]);

  async function decide(
    property: StaffPendingPropertyFragment,
    approve: boolean,
    reason = '',
  ): Promise<boolean> {
    try {
      await review(
        approve
          ? { id: property.id, decision: 'approved' }
          : { id: property.id, decision: 'rejected', reason },
      );
      succeeded(approve ? m.propertyApproved : m.propertyRejected);
      return true;
    } catch (caught) {
      failed(caught, approve ? m.propertyApproveFailed : m.propertyRejectFailed);
      return false;
    }
  }

  return { decide, busy };
}
