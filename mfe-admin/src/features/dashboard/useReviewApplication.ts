import { useWriteThenRefresh } from '@stays/platform/apollo';
import {
  AdminReviewApplicationDocument,
  type AdminApplicationFragment,
  type HostApplicationStatus,
} from '../../__generated__/graphql';
import { useFeedback } from './feedback';
import { m } from './messages';

/** Approving or rejecting (with its reason) a host application, said in a toast; `busy` while one is on its way. */
export function useReviewApplication() {
  const { succeeded, failed } = useFeedback();
  // SPEC 4: an approval also refreshes the user list (the applicant's role changed).
  const [review, { busy }] = useWriteThenRefresh(AdminReviewApplicationDocument, [
    'AdminApplications',
    'AdminUsers',
  ]);

  async function decide(
    application: AdminApplicationFragment,
    status: HostApplicationStatus,
    reason?: string,
  ) {
    try {
      await review({ id: application.id, status, ...(reason ? { reason } : {}) });
      succeeded(m.applicationUpdated);
    } catch (caught) {
      failed(caught, m.applicationFailed);
    }
  }

  return { decide, busy };
}
