import { useFormik } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  HOST_DASHBOARD_PATH,
  identityApi,
  useSession,
  userCan,
  type SessionUser,
} from '@stays/platform';
import { Button, Card, CardTitle, Container, useToast } from '@stays/ui';
import { NewPasswordField, PasswordField, TextField } from '@stays/ui/forms';
import { withHostMessages } from '../../i18n/withHostMessages';
import { useDocumentTitle } from '../common/HostArea';
import { ContactFields, ReasonField } from './ApplicationFields';
import { keepPendingApplication, submitHostApplication } from './application';
import { signupMessages } from './messages';
import {
  applicationSchema,
  emptyApplication,
  emptySignup,
  signupSchema,
  type ApplicationValues,
  type SignupValues,
} from './signupSchema';

const Wrap = styled(Container)`
  max-inline-size: 44rem;
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  align-items: stretch;
  p {
    margin: 0;
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type Key = keyof typeof signupMessages;

/** A formik form's field props with its rule's message translated (the schemas' messages are message ids). */
function useFieldProps<Values extends Record<string, string>>(formik: {
  values: Values;
  touched: Partial<Record<keyof Values, boolean>>;
  errors: Partial<Record<keyof Values, string>>;
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}) {
  const t = useIntl().formatMessage;
  const errorOf = (field: keyof Values) => {
    const error = formik.touched[field] ? formik.errors[field] : undefined;
    return error ? t(signupMessages[error.replace('host.signup.', '') as Key]) : undefined;
  };
  return <Field extends keyof Values & string>(field: Field) => ({
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(field),
  });
}

/** What every host application asks, in its two cards: how to reach the applicant, and why they want to host. */
function ApplicationSections({ field }: { field: Parameters<typeof ContactFields>[0]['field'] }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <Section $padded as="section" aria-labelledby="signup-contact" style={{ marginBlockEnd: '1rem' }}>
        <CardTitle as="h2" id="signup-contact">
          {t(signupMessages.contact)}
        </CardTitle>
        <ContactFields field={field} />
      </Section>
      <Section $padded as="section" aria-labelledby="signup-why" style={{ marginBlockEnd: '1rem' }}>
        <CardTitle as="h2" id="signup-why">
          {t(signupMessages.why)}
        </CardTitle>
        <ReasonField field={field} id="signup-reason" />
      </Section>
    </>
  );
}

/**
 * /host-signup (SPEC 2 'Create Your Host Account'): registers a visitor, then sends the host application. A
 * signed-in guest applies with the account they have (issue 46): only the application's fields, then their host
 * dashboard shows it pending.
 */
function HostSignupPage() {
  const { user, status } = useSession();
  if (status === 'ready' && user && userCan('hostApplication.submit', user))
    return <ApplyAsGuest user={user} />;
  return <SignupForm />;
}

function ApplyAsGuest({ user }: { user: SessionUser }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const { toast } = useToast();
  useDocumentTitle(t(signupMessages.applyTitle));
  const formik = useFormik<ApplicationValues>({
    initialValues: emptyApplication,
    validationSchema: applicationSchema,
    onSubmit: async (values) => {
      try {
        await submitHostApplication({
          reason: values.reason.trim(),
          phone: values.phone.trim(),
          address: values.address.trim(),
        });
        toast({ title: t(signupMessages.applied), description: t(signupMessages.appliedText) });
        navigate(HOST_DASHBOARD_PATH);
      } catch (error) {
        // 409: one is already pending; the dashboard shows it.
        if (error instanceof ApiError && error.status === 409) navigate(HOST_DASHBOARD_PATH);
        toast({
          variant: 'destructive',
          title: t(signupMessages.applyFailed),
          description:
            (error instanceof ApiError ? error.serverMessage : null) ?? t(signupMessages.failedText),
        });
      }
    },
  });
  const props = useFieldProps(formik);
  return (
    <Wrap id="host-signup">
      <h1>{t(signupMessages.applyTitle)}</h1>
      <p>{t(signupMessages.applyIntro, { email: user.email ?? user.username })}</p>
      <form onSubmit={formik.handleSubmit} noValidate>
        <ApplicationSections field={props} />
        <Footer>
          <p>{t(signupMessages.review)}</p>
          <Button type="submit" $size="lg" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t(signupMessages.applySubmitting) : t(signupMessages.submit)}
          </Button>
        </Footer>
      </form>
    </Wrap>
  );
}

function SignupForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const { toast } = useToast();
  useDocumentTitle(t(signupMessages.title));

  const formik = useFormik<SignupValues>({
    initialValues: emptySignup,
    validationSchema: signupSchema,
    onSubmit: async (values) => {
      const email = values.email.trim();
      const application = {
        reason: values.reason.trim(),
        phone: values.phone.trim(),
        address: values.address.trim(),
      };
      try {
        // SPEC 6: the application signup registers with role visitor (username = email, SPEC 7).
        await identityApi.register({
          username: email,
          email,
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          role: 'visitor',
        });
      } catch (error) {
        const message = error instanceof ApiError ? error.serverMessage : null;
        toast({
          variant: 'destructive',
          title: t(signupMessages.failed),
          description: message ?? t(signupMessages.failedText),
        });
        return;
      }
      // The registration signed the new visitor in (cookie): the application goes to the server now; if that
      // fails it is kept and sent at the first sign-in (SPEC 4).
      let sent = true;
      try {
        await submitHostApplication(application);
      } catch {
        sent = false;
        keepPendingApplication(application);
      }
      toast({
        title: t(signupMessages.created),
        description: t(sent ? signupMessages.sentText : signupMessages.createdText),
      });
      navigate('/login');
    },
  });

  const props = useFieldProps(formik);

  return (
    <Wrap id="host-signup">
      <h1>{t(signupMessages.title)}</h1>
      <p>{t(signupMessages.intro)}</p>
      <form onSubmit={formik.handleSubmit} noValidate>
        <Section $padded as="section" aria-labelledby="signup-personal" style={{ marginBlockEnd: '1rem' }}>
          <CardTitle as="h2" id="signup-personal">
            {t(signupMessages.personal)}
          </CardTitle>
          <Pair>
            <TextField
              label={t(signupMessages.firstName)}
              autoComplete="given-name"
              dir="auto"
              {...props('firstName')}
            />
            <TextField
              label={t(signupMessages.lastName)}
              autoComplete="family-name"
              dir="auto"
              {...props('lastName')}
            />
          </Pair>
          <TextField
            label={t(signupMessages.email)}
            type="email"
            autoComplete="email"
            dir="ltr"
            {...props('email')}
          />
          <Pair>
            <NewPasswordField label={t(signupMessages.password)} {...props('password')} />
            <PasswordField
              label={t(signupMessages.confirmPassword)}
              autoComplete="new-password"
              {...props('confirmPassword')}
            />
          </Pair>
        </Section>
        <ApplicationSections field={props} />
        <Footer>
          <p>{t(signupMessages.review)}</p>
          <Button type="submit" $size="lg" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t(signupMessages.submitting) : t(signupMessages.submit)}
          </Button>
          <p>
            {t(signupMessages.haveAccount)} <Link to="/login">{t(signupMessages.signIn)}</Link>
          </p>
        </Footer>
      </form>
    </Wrap>
  );
}

export default withHostMessages(HostSignupPage);
