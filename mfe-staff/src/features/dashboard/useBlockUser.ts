import { useMutation } from '@apollo/client/react';
import { StaffBlockUserDocument, type StaffUserFragment } from '../../__generated__/graphql';
import { useFeedback } from './feedback';
import { m } from './messages';

/** Block or unblock an account, said in a toast; `busy` while one is on its way. */
export function useBlockUser() {
  const { succeeded, failed } = useFeedback();
  const [setBlocked, { loading: busy }] = useMutation(StaffBlockUserDocument);

  async function toggle(user: StaffUserFragment) {
    const block = !user.isBlocked;
    try {
      await setBlocked({ variables: { id: user.id, isBlocked: block } });
      succeeded(block ? m.userBlocked : m.userUnblocked);
    } catch (caught) {
      failed(caught, block ? m.blockFailed : m.unblockFailed);
    }
  }

  return { toggle, busy };
}
