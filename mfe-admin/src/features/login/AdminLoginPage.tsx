import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ApiError, identityApi, signInLandingOf, useSession, userCan } from '@stays/platform';
import { formError } from '@stays/platform/forms';
import { PortalLoginForm } from '@stays/ui/portal';
import { withAdminMessages } from '../../i18n/withAdminMessages';
import { useDemoLogins } from './useDemoLogins';

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

/**
 * /system/admin/login (SPEC 2, 5, 8): admins only ('Access denied...' for any other account). The demo hint and
 * quick-login buttons only where the gateway allows them (never under NODE_ENV=production).
 */
export function AdminLoginPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const { signIn } = useSession();
  const demoLogins = useDemoLogins();
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
        const user = await identityApi.login(credentials);
        if (!userCan('user.adminSignIn', null, { role: user.role })) {
          // The server signed this account in; it has no business here, so its session ends at once.
          await identityApi.logout().catch(() => undefined);
          return t(m.denied);
        }
        signIn(user, { lastLoginPath: 'admin' });
        navigate(signInLandingOf(user.role), { replace: true });
      }}
      failureText={(error) => t(error instanceof ApiError ? m.invalid : m.failed)}
      quick={
        demoLogins
          ? {
              title: t(m.quick),
              hint: t(m.demo, { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
              actions: [
                { label: t(m.quickAdmin), credentials: DEMO_ADMIN },
                { label: t(m.quickFill), credentials: DEMO_ADMIN, fill: true },
              ],
            }
          : undefined
      }
    />
  );
}

export default withAdminMessages(AdminLoginPage);
