import { useFormik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { object, string } from 'yup';
import { ApiError, identityApi } from '@stays/platform';
import { Card, Container, SubmitButton } from '@stays/ui';
import { TextField } from '@stays/ui/forms';
import { bindField } from '../auth/bindField';
import { passwordMessages as m } from './passwordMessages';

export const PasswordPanel = styled(Card)`
  max-inline-size: 30rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const PasswordWrap = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
`;

export const Problem = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const schema = object({ email: string().trim().required('required').email('invalidEmail') });

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: async ({ email }) => {
      setProblem(null);
      try {
        await identityApi.forgotPassword(email.trim());
        setSentTo(email.trim());
      } catch (error) {
        setProblem((error instanceof ApiError ? error.serverMessage : null) ?? t(m.failed));
      }
    },
  });
  return (
    <PasswordWrap>
      <PasswordPanel>
        {sentTo ? (
          <div role="status" style={{ display: 'contents' }}>
            <h1>{t(m.sentTitle)}</h1>
            <p>{t(m.sentText, { email: sentTo })}</p>
          </div>
        ) : (
          <>
            <h1>{t(m.forgotTitle)}</h1>
            <p>{t(m.forgotIntro)}</p>
            <form onSubmit={formik.handleSubmit} noValidate>
              <TextField
                label={t(m.email)}
                type="email"
                autoComplete="email"
                dir="ltr"
                {...bindField(formik, intl, 'email')}
              />
              {problem ? <Problem role="alert">{problem}</Problem> : null}
              <SubmitButton $variant="primary" $block disabled={formik.isSubmitting}>
                {t(formik.isSubmitting ? m.sending : m.send)}
              </SubmitButton>
            </form>
          </>
        )}
        <Link to="/login">{t(m.backToLogin)}</Link>
      </PasswordPanel>
    </PasswordWrap>
  );
}
