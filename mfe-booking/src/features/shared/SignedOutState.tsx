import { useIntl } from 'react-intl';
import { useAuthDialog } from '@stays/platform';
import { Button, ButtonLink, EmptyState } from '@stays/ui';
import { signInMessages } from './messages';

/**
 * A page for signed-in guests seen signed out (the inbox, the trips): what it would show, and Sign In (the shell's
 * dialog, or the sign-in page when the remote runs alone).
 */
export function SignedOutState({ title, message }: { title: string; message: string }) {
  const t = useIntl().formatMessage;
  const auth = useAuthDialog();
  const label = t(signInMessages.signIn);
  return (
    <EmptyState
      title={title}
      message={message}
      action={
        auth ? (
          <Button onClick={() => auth.open('signIn')}>{label}</Button>
        ) : (
          <ButtonLink to="/login">{label}</ButtonLink>
        )
      }
    />
  );
}
