import { useMutation } from '@apollo/client/react';
import {
  AdminSetBlockedDocument,
  AdminSetRoleDocument,
  type AdminUserFragment,
  type Role,
} from '../../__generated__/graphql';
import { useFeedback } from './feedback';
import { m } from './messages';

/** An account's role change (the users list read again) and its block toggle, each said in a toast. */
export function useUserChanges() {
  const { succeeded, failed } = useFeedback();
  const [setUserRole] = useMutation(AdminSetRoleDocument, { refetchQueries: ['AdminUsers'] });
  const [setBlocked] = useMutation(AdminSetBlockedDocument);

  async function changeRole(user: AdminUserFragment, next: Role) {
    try {
      await setUserRole({ variables: { id: user.id, role: next } });
      succeeded(m.roleUpdated);
    } catch (caught) {
      failed(caught, m.roleFailed);
    }
  }

  async function toggleBlock(user: AdminUserFragment) {
    try {
      await setBlocked({ variables: { id: user.id, isBlocked: !user.isBlocked } });
      succeeded(m.statusUpdated);
    } catch (caught) {
      failed(caught, m.statusFailed);
    }
  }

  return { changeRole, toggleBlock };
}
