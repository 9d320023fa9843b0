import { useFormik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { object, ref, string } from 'yup';
import { ApiError, identityApi, useSession } from '@stays/platform';
import { PASSWORD_MIN_LENGTH } from '@stays/contracts';
import { ButtonLink, SubmitButton } from '@stays/ui';
import { NewPasswordField, PasswordField } from '@stays/ui/forms';
import { bindField } from '../auth/bindField';
import { PasswordPanel, PasswordWrap, Problem } from './ForgotPasswordPage';
import { passwordMessages as m } from './passwordMessages';

/** /reset-password?token=...: the reset link's page. The link works once; afterwards the user signs in afresh. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated, signOut } = useSession();
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const schema = object({
    password: string().min(PASSWORD_MIN_LENGTH, t(m.passwordMin)).required(t(m.passwordMin)),
    confirm: string()
      .oneOf([ref('password')], t(m.passwordsMatch))
      .required(t(m.passwordsMatch)),
  });
  const formik = useFormik({
    initialValues: { password: '', confirm: '' },
    validationSchema: schema,
    onSubmit: async ({ password }) => {
      setProblem(null);
      try {
        await identityApi.resetPassword(token, password);
        setDone(true);
        // Every session of the account ended on the server: this browser forgets it too.
        if (isAuthenticated) void signOut('/login');
      } catch (error) {
        setProblem((error instanceof ApiError ? error.serverMessage : null) ?? t(m.failed));
      }
    },
  });
  let body;
  if (done)
    body = (
      <div role="status" style={{ display: 'contents' }}>
        <h1>{t(m.doneTitle)}</h1>
        <p>{t(m.doneText)}</p>
        <ButtonLink to="/login">{t(m.backToLogin)}</ButtonLink>
      </div>
    );
  else if (!token)
    body = (
      <>
        <h1>{t(m.resetTitle)}</h1>
        <p>{t(m.noToken)}</p>
        <ButtonLink to="/forgot-password">{t(m.askAgain)}</ButtonLink>
      </>
    );
  else
    body = (
      <>
        <h1>{t(m.resetTitle)}</h1>
        <p>{t(m.resetIntro)}</p>
        <form onSubmit={formik.handleSubmit} noValidate>
          <NewPasswordField label={t(m.newPassword)} {...bindField(formik, intl, 'password')} />
          <PasswordField
            label={t(m.confirmPassword)}
            autoComplete="new-password"
            {...bindField(formik, intl, 'confirm')}
          />
          {problem ? (
            <Problem role="alert">
              {problem} <Link to="/forgot-password">{t(m.askAgain)}</Link>
            </Problem>
          ) : null}
          <SubmitButton $variant="primary" $block disabled={formik.isSubmitting}>
            {t(formik.isSubmitting ? m.saving : m.save)}
          </SubmitButton>
        </form>
      </>
    );
  return (
    <PasswordWrap>
      <PasswordPanel>{body}</PasswordPanel>
    </PasswordWrap>
  );
}
