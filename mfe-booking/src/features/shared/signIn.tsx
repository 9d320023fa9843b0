import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@stays/ui';
import { useAuthDialog, type StayChoice } from '@stays/platform';
import { signInMessages as m } from './messages';

export type ReturnDialog = 'book' | 'message';

/**
 * Sends a signed-out guest to sign in and back: the dialog and the chosen stay go into the address first (with
 * replace, so Back does not reopen it), because signing in reloads the page and the property page reopens the
 * dialog it finds there (docs/contracts.md). Without the shell (a standalone remote) the sign-in page is used.
 */
export function useSignInAndReturn() {
  const auth = useAuthDialog();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (dialog: ReturnDialog, stay: StayChoice = {}) => {
      const params = new URLSearchParams(location.search);
      params.set('dialog', dialog);
      for (const key of ['checkIn', 'checkOut', 'guests'] as const) {
        const value = stay[key];
        if (value !== undefined && value !== '') params.set(key, String(value));
        else params.delete(key);
      }
      navigate(`${location.pathname}?${params.toString()}${location.hash}`, { replace: true });
      if (auth) auth.open('signIn');
      else navigate('/login');
    },
    [auth, navigate, location],
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** SPEC 2: inside the dialog, 'Login Required' / 'Please log in to book this property' and a Sign In button. */
export function SignInRequired({
  purpose,
  onSignIn,
  onCancel,
}: {
  purpose: ReturnDialog;
  onSignIn: () => void;
  onCancel: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <Box>
      <p>{t(purpose === 'book' ? m.book : m.message)}</p>
      <Actions>
        <Button type="button" $variant="outline" onClick={onCancel}>
          {t(m.cancel)}
        </Button>
        <Button type="button" onClick={onSignIn}>
          {t(m.signIn)}
        </Button>
      </Actions>
    </Box>
  );
}
