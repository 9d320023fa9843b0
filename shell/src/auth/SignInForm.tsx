import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { identityApi, type SessionUser } from '@stays/platform';
import { SubmitButton } from '@stays/ui';
import { PasswordField, TextField } from '@stays/ui/forms';
import { bindField } from './bindField';
import { authMessages as m } from './messages';
import { signInSchema, type SignInValues } from './schemas';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export interface SignInFormProps {
  /** The server accepted the credentials. */
  onSignedIn: (user: SessionUser) => void;
  /** The request failed (refused or never answered). */
  onFailed: (error: unknown) => void;
  /** Shown above the fields (the /login page's error alert). */
  before?: ReactNode;
  /** Shown under the submit button (the /login page's links). */
  after?: ReactNode;
}

/** 'Email or Username' and 'Password' (SPEC 2, 5), 'Sign In' / 'Signing in...': the dialog's and /login's form. */
export function SignInForm({ onSignedIn, onFailed, before, after }: SignInFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const formik = useFormik<SignInValues>({
    initialValues: { username: '', password: '' },
    validationSchema: signInSchema,
    onSubmit: async (values) => {
      try {
        onSignedIn(await identityApi.login({ username: values.username.trim(), password: values.password }));
      } catch (error) {
        onFailed(error);
      }
    },
  });
  return (
    <Form onSubmit={formik.handleSubmit} noValidate>
      {before}
      <TextField label={t(m.username)} autoComplete="username" {...bindField(formik, intl, 'username')} />
      <PasswordField
        label={t(m.password)}
        autoComplete="current-password"
        {...bindField(formik, intl, 'password')}
      />
      <SubmitButton $variant="primary" $block disabled={formik.isSubmitting}>
        {t(formik.isSubmitting ? m.signingIn : m.submitSignIn)}
      </SubmitButton>
      {after}
    </Form>
  );
}
