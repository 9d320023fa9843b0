import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PlatformStatsList, SESSION_ENDED_PARAM, signInLandingOf, useSession } from '@stays/platform';
import { AlertIcon, ButtonLink, Card, Container } from '@stays/ui';
import { failureText } from '../auth/failure';
import { authMessages as m } from '../auth/messages';
import { SignInForm } from '../auth/SignInForm';
import { passwordMessages as pm } from './passwordMessages';

const Wrap = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space.xl};
  h1 {
    margin-block-end: ${({ theme }) => theme.space.xxs};
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
    margin-block-end: ${({ theme }) => theme.space.lg};
  }
`;

const ErrorAlert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex: none;
    margin-block-start: 0.1rem;
  }
`;

const EndedNotice = styled(ErrorAlert)`
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;

/** Why the server ended the session, as `/login?ended=<reason>` names it (SessionProvider's sessionEnded). */
const ENDED_MESSAGES = {
  'signed-out': m.endedSignedOut,
  blocked: m.endedBlocked,
  'role-changed': m.endedRoleChanged,
} as const;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Side = styled.aside`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(145deg, ${({ theme }) => theme.colors.primary}, #17858c);
  color: #eef7f6;
  h2 {
    color: #fff;
    margin-block-end: ${({ theme }) => theme.space.sm};
  }
  > ul {
    margin-block-start: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * The /login page (SPEC 2, 4, 8): each role to its dashboard (an admin to /admin), a guest back to the page that
 * sent them here or home (signInLandingOf); a refusal shows the
 * server's message (else 'Login failed'), a network failure 'Network error. Please try again.'. Beside the form,
 * the landing's figures as the server counts them (issue 30 #7: SPEC's '200+ homes' tiles, filled with the truth).
 */
export function LoginPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const location = useLocation();
  // The page that sent a guest here (a guard's redirect), to go back to once signed in.
  const from = (location.state as { from?: unknown } | null)?.from;
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [search] = useSearchParams();
  const endedBy = search.get(SESSION_ENDED_PARAM);
  const ended =
    endedBy && endedBy in ENDED_MESSAGES ? ENDED_MESSAGES[endedBy as keyof typeof ENDED_MESSAGES] : null;

  return (
    <Wrap>
      <Panel>
        <h1>{t(m.loginHeading)}</h1>
        <p>{t(m.loginIntro)}</p>
        <SignInForm
          onSignedIn={(user) => {
            setError(null);
            signIn(user);
            navigate(signInLandingOf(user.role, typeof from === 'string' ? from : null));
          }}
          onFailed={(failure) => setError(failureText(failure, t(m.loginFailed), t(m.networkError)))}
          before={
            error ? (
              <ErrorAlert role="alert">
                <AlertIcon size={18} />
                <span>{error}</span>
              </ErrorAlert>
            ) : ended ? (
              <EndedNotice role="alert" data-testid="session-ended">
                <AlertIcon size={18} />
                <span>{t(ended)}</span>
              </EndedNotice>
            ) : null
          }
          after={
            <>
              <ButtonLink to="/" $variant="outline" $block>
                {t(m.backHome)}
              </ButtonLink>
              <Links>
                <Link to="/forgot-password">{t(pm.forgotLink)}</Link>
                <Link to="/">{t(m.browse)}</Link>
                <Link to="/host-signup">{t(m.hostSignup)}</Link>
              </Links>
            </>
          }
        />
      </Panel>
      <Side>
        <h2>{t(m.sideTitle)}</h2>
        <p>{t(m.sideTagline)}</p>
        <PlatformStatsList columns={2} />
      </Side>
    </Wrap>
  );
}
