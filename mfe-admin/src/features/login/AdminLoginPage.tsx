import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, formError, identityApi, useSession } from '@stays/platform';
import { Button, Card, PasswordField, TextField } from '@stays/ui';
import { withAdminMessages } from '../../i18n/withAdminMessages';

const m = defineMessages({
  title: { id: 'admin.login.title', defaultMessage: 'Admin Sign In' },
  intro: { id: 'admin.login.intro', defaultMessage: 'Sign in with an administrator account.' },
  username: { id: 'admin.login.username', defaultMessage: 'Username' },
  password: { id: 'admin.login.password', defaultMessage: 'Password' },
  submit: { id: 'admin.login.submit', defaultMessage: 'Sign In' },
  submitting: { id: 'admin.login.submitting', defaultMessage: 'Signing in...' },
  demo: { id: 'admin.login.demo', defaultMessage: 'Demo credentials: {username} / {password}' },
  quick: { id: 'admin.login.quick', defaultMessage: 'Quick login' },
  quickAdmin: { id: 'admin.login.quickAdmin', defaultMessage: 'Sign in as the demo admin' },
  quickFill: { id: 'admin.login.quickFill', defaultMessage: 'Fill in the demo admin' },
  denied: { id: 'admin.login.denied', defaultMessage: 'Access denied. Admin privileges required.' },
  invalid: { id: 'admin.login.invalid', defaultMessage: 'Invalid credentials. Please try again.' },
  failed: { id: 'admin.login.failed', defaultMessage: 'Login failed. Please try again.' },
});

/** The seeded demo administrator (README, SPEC 2's demo hint). */
export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;

const Page = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 70vh;
  padding: ${({ theme }) => theme.space.lg};
`;

const Panel = styled(Card)`
  inline-size: min(100%, 26rem);
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Alert = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sandSoft};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const QuickButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** /system/admin/login (SPEC 2, 5, 8): admins only ('Access denied...' for any other account). */
export function AdminLoginPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [values, setValues] = useState({ username: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const missing = (name: 'username' | 'password') =>
    touched && !values[name].trim() ? formError(intl, 'required') : undefined;

  async function login(credentials: { username: string; password: string }) {
    setTouched(true);
    if (!credentials.username.trim() || !credentials.password) return;
    setBusy(true);
    setProblem(null);
    try {
      const user = await identityApi.login({
        username: credentials.username.trim(),
        password: credentials.password,
      });
      if (user.role !== 'admin') {
        // The server signed this account in; it has no business here, so its session ends at once.
        await identityApi.logout().catch(() => undefined);
        setProblem(t(m.denied));
        setBusy(false);
        return;
      }
      signIn(user, { lastLoginPath: 'admin' });
      navigate('/admin', { replace: true });
    } catch (error) {
      setProblem(t(error instanceof ApiError ? m.invalid : m.failed));
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void login(values);
  }

  return (
    <Page>
      <Panel>
        <h1>{t(m.title)}</h1>
        <p>{t(m.intro)}</p>
        <Form onSubmit={submit} noValidate>
          {problem ? <Alert role="alert">{problem}</Alert> : null}
          <TextField
            label={t(m.username)}
            name="username"
            autoComplete="username"
            value={values.username}
            error={missing('username')}
            onChange={(event) => setValues({ ...values, username: event.target.value })}
          />
          <PasswordField
            label={t(m.password)}
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={missing('password')}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
          <Button type="submit" $variant="primary" $block disabled={busy}>
            {t(busy ? m.submitting : m.submit)}
          </Button>
        </Form>
        <Hint>
          <h2>{t(m.quick)}</h2>
          <p>{t(m.demo, { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password })}</p>
          <QuickButtons>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              disabled={busy}
              onClick={() => void login(DEMO_ADMIN)}
            >
              {t(m.quickAdmin)}
            </Button>
            <Button
              type="button"
              $variant="outline"
              $size="sm"
              disabled={busy}
              onClick={() => setValues({ ...DEMO_ADMIN })}
            >
              {t(m.quickFill)}
            </Button>
          </QuickButtons>
        </Hint>
      </Panel>
    </Page>
  );
}

export default withAdminMessages(AdminLoginPage);
