import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { apiRequest, ApiError, formError, type SessionUser, useSession } from '@stays/platform';
import { Button, Card, PasswordField, TextField } from '@stays/ui';
import { withStaffMessages } from '../../i18n/withStaffMessages';

const m = defineMessages({
  title: { id: 'staff.login.title', defaultMessage: 'Staff Portal' },
  intro: {
    id: 'staff.login.intro',
    defaultMessage: 'Sign in with your staff account to review listings and bookings.',
  },
  username: { id: 'staff.login.username', defaultMessage: 'Username' },
  password: { id: 'staff.login.password', defaultMessage: 'Password' },
  submit: { id: 'staff.login.submit', defaultMessage: 'Sign In' },
  submitting: { id: 'staff.login.submitting', defaultMessage: 'Signing in...' },
  invalid: { id: 'staff.login.invalid', defaultMessage: 'Invalid credentials' },
  failed: { id: 'staff.login.failed', defaultMessage: 'Login failed. Please try again.' },
});

const Page = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 70vh;
  padding: ${({ theme }) => theme.space.lg};
`;

const Panel = styled(Card)`
  inline-size: min(100%, 26rem);

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

/** /system/staff/login (SPEC 2): staff go to /staff/dashboard, admins to /admin. */
export function StaffLoginPage() {
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!values.username.trim() || !values.password) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await apiRequest<{ user: SessionUser; message?: string }>('/api/auth/staff-login', {
        username: values.username.trim(),
        password: values.password,
      });
      signIn(answer.user, { lastLoginPath: 'staff' });
      navigate(answer.user.role === 'admin' ? '/admin' : '/staff/dashboard', { replace: true });
    } catch (error) {
      // SPEC 8: the server's message, else 'Invalid credentials'; no answer at all: 'Login failed...'.
      if (error instanceof ApiError)
        setProblem(error.status === 401 ? t(m.invalid) : (error.serverMessage ?? t(m.invalid)));
      else setProblem(t(m.failed));
      setBusy(false);
    }
  }

  return (
    <Page>
      <Panel>
        <h1>{t(m.title)}</h1>
        <p>{t(m.intro)}</p>
        <Form onSubmit={(event) => void submit(event)} noValidate>
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
      </Panel>
    </Page>
  );
}

export default withStaffMessages(StaffLoginPage);
