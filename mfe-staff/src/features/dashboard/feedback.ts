import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { isUnauthenticated, STAFF_LOGIN_PATH, useSession } from '@stays/platform';
import { useToast } from '@stays/ui';
import { m } from './messages';

/** SPEC 8's pause between 'You are logged out...' and the sign-in page. */
export const SIGNED_OUT_DELAY_MS = 500;

/**
 * The toasts of an action (SPEC 8's words): success, failure (with an extra sentence when the server's reason
 * is worth saying, as a booking that overlaps an approved stay), and a session found gone: the staff member is
 * told, then signed out to the staff login.
 */
export function useFeedback() {
  const intl = useIntl();
  const { toast } = useToast();
  const { signOut } = useSession();
  const succeeded = useCallback(
    (description: MessageDescriptor) =>
      toast({ title: intl.formatMessage(m.success), description: intl.formatMessage(description) }),
    [intl, toast],
  );
  const failed = useCallback(
    (error: unknown, description: MessageDescriptor, reason?: MessageDescriptor) => {
      if (isUnauthenticated(error)) {
        toast({ title: intl.formatMessage(m.signedOut), variant: 'destructive' });
        window.setTimeout(() => void signOut(STAFF_LOGIN_PATH), SIGNED_OUT_DELAY_MS);
        return;
      }
      const text = intl.formatMessage(description);
      toast({
        title: intl.formatMessage(m.error),
        description: reason ? `${text}. ${intl.formatMessage(reason)}` : text,
        variant: 'destructive',
      });
    },
    [intl, signOut, toast],
  );
  return { succeeded, failed };
}
