import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { apiRequest, ApiError, type SessionUser, signInLandingOf, useSession } from '@stays/platform';
import { formError } from '@stays/platform/forms';
import { PortalLoginForm } from '@stays/ui/portal';
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

/** /system/staff/login (SPEC 2): staff go to /staff/dashboard, admins to /admin. */
export function StaffLoginPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const { signIn } = useSession();
  return (
    <PortalLoginForm
      title={t(m.title)}
      intro={t(m.intro)}
      text={{
        username: t(m.username),
        password: t(m.password),
        submit: t(m.submit),
        submitting: t(m.submitting),
        required: formError(intl, 'required') ?? '',
      }}
      signIn={async (credentials) => {
        // The server lets staff and admins in and refuses every other account with its own words.
        const answer = await apiRequest<{ user: SessionUser; message?: string }>(
          '/api/auth/staff-login',
          credentials,
        );
        signIn(answer.user, { lastLoginPath: 'staff' });
        navigate(signInLandingOf(answer.user.role), { replace: true });
      }}
      // SPEC 8: the server's message, else 'Invalid credentials'; no answer at all: 'Login failed...'.
      failureText={(error) =>
        error instanceof ApiError
          ? error.status === 401
            ? t(m.invalid)
            : (error.serverMessage ?? t(m.invalid))
          : t(m.failed)
      }
    />
  );
}

export default withStaffMessages(StaffLoginPage);
