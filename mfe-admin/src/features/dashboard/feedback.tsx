import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { isUnauthenticated, useSession } from '@stays/platform';
import { ErrorState, useToast } from '@stays/ui';
import { m } from './messages';

/** SPEC 8: 'You are logged out. Logging in again...', then after 500 ms the browser goes to /api/login. */
export const SIGNED_OUT_DELAY_MS = 500;
export const SIGN_IN_AGAIN_PATH = '/api/login';

/** The toasts of an admin action (SPEC 8's words), and the unauthorized flow when the session is gone. */
export function useFeedback() {
  const intl = useIntl();
  const { toast } = useToast();
  const { signOut } = useSession();
  const succeeded = useCallback(
    (title: MessageDescriptor) => toast({ title: intl.formatMessage(title) }),
    [intl, toast],
  );
  const failed = useCallback(
    (error: unknown, description: MessageDescriptor) => {
      if (isUnauthenticated(error)) {
        toast({ title: intl.formatMessage(m.signedOut), variant: 'destructive' });
        // The stored user is stale too: signing out clears it on the way (GET /api/login leads to /login).
        window.setTimeout(() => void signOut(SIGN_IN_AGAIN_PATH), SIGNED_OUT_DELAY_MS);
        return;
      }
      toast({
        title: intl.formatMessage(m.error),
        description: intl.formatMessage(description),
        variant: 'destructive',
      });
    },
    [intl, signOut, toast],
  );
  return { succeeded, failed };
}

/** A list that failed to load, with Retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorState
      title={intl.formatMessage(m.error)}
      message={intl.formatMessage(m.loadFailed)}
      onRetry={onRetry}
      retryLabel={intl.formatMessage(m.retry)}
    />
  );
}
