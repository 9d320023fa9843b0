import { useFormik } from 'formik';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, identityApi } from '@stays/platform';
import {
  Button,
  Card,
  CardTitle,
  Container,
  Field,
  PasswordField,
  Textarea,
  TextField,
  useToast,
} from '@stays/ui';
import { withHostMessages } from '../../i18n/withHostMessages';
import { useDocumentTitle } from '../common/HostArea';
import { keepPendingApplication, submitHostApplication } from './application';
import { emptySignup, signupSchema, type SignupValues } from './signupSchema';

export const signupMessages = defineMessages({
  title: { id: 'host.signup.title', defaultMessage: 'Create Your Host Account' },
  intro: {
    id: 'host.signup.intro',
    defaultMessage: 'Tell us about yourself. Our team reviews every application within 3-5 business days.',
  },
  personal: { id: 'host.signup.personal', defaultMessage: 'Personal Information' },
  contact: { id: 'host.signup.contact', defaultMessage: 'Contact Information' },
  why: { id: 'host.signup.why', defaultMessage: 'Why do you want to host?' },
  firstName: { id: 'host.signup.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'host.signup.lastName', defaultMessage: 'Last Name' },
  email: { id: 'host.signup.email', defaultMessage: 'Email' },
  password: { id: 'host.signup.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'host.signup.confirmPassword', defaultMessage: 'Confirm Password' },
  phone: { id: 'host.signup.phone', defaultMessage: 'Phone Number' },
  address: { id: 'host.signup.address', defaultMessage: 'Address' },
  reason: { id: 'host.signup.reason', defaultMessage: 'Reason for applying' },
  reasonHint: {
    id: 'host.signup.reasonHint',
    defaultMessage: 'At least 50 characters: your place, your experience, what guests can expect.',
  },
  reasonCount: { id: 'host.signup.reasonCount', defaultMessage: '{count} of 50 characters' },
  firstNameMin: {
    id: 'host.signup.firstNameMin',
    defaultMessage: 'First name must be at least 2 characters',
  },
  lastNameMin: { id: 'host.signup.lastNameMin', defaultMessage: 'Last name must be at least 2 characters' },
  emailInvalid: { id: 'host.signup.emailInvalid', defaultMessage: 'Please enter a valid email address' },
  passwordMin: { id: 'host.signup.passwordMin', defaultMessage: 'Password must be at least 6 characters' },
  passwordsMatch: { id: 'host.signup.passwordsMatch', defaultMessage: "Passwords don't match" },
  phoneMin: { id: 'host.signup.phoneMin', defaultMessage: 'Please enter a valid phone number' },
  addressMin: { id: 'host.signup.addressMin', defaultMessage: 'Please enter your full address' },
  reasonMin: {
    id: 'host.signup.reasonMin',
    defaultMessage: 'Please provide at least 50 characters explaining why you want to be a host',
  },
  review: {
    id: 'host.signup.review',
    defaultMessage: 'Applications are reviewed within 3-5 business days.',
  },
  submit: { id: 'host.signup.submit', defaultMessage: 'Submit Application' },
  submitting: { id: 'host.signup.submitting', defaultMessage: 'Creating your account...' },
  haveAccount: { id: 'host.signup.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'host.signup.signIn', defaultMessage: 'Sign in' },
  created: { id: 'host.signup.created', defaultMessage: 'Account Created Successfully!' },
  createdText: {
    id: 'host.signup.createdText',
    defaultMessage: 'Please sign in to complete your host application.',
  },
  sentText: {
    id: 'host.signup.sentText',
    defaultMessage: 'Your host application was sent for review. Sign in to follow it.',
  },
  failed: { id: 'host.signup.failed', defaultMessage: 'Signup Failed' },
  failedText: { id: 'host.signup.failedText', defaultMessage: 'Failed to create account' },
});

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

/** /host-signup (SPEC 2 'Create Your Host Account'): registers a visitor, then sends the host application. */
function HostSignupPage() {
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

  const errorOf = (field: keyof SignupValues) => {
    const error = formik.touched[field] ? formik.errors[field] : undefined;
    return error ? t(signupMessages[error.replace('host.signup.', '') as Key]) : undefined;
  };
  const props = (field: keyof SignupValues) => ({
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(field),
  });

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
            <PasswordField
              label={t(signupMessages.password)}
              autoComplete="new-password"
              {...props('password')}
            />
            <PasswordField
              label={t(signupMessages.confirmPassword)}
              autoComplete="new-password"
              {...props('confirmPassword')}
            />
          </Pair>
        </Section>
        <Section $padded as="section" aria-labelledby="signup-contact" style={{ marginBlockEnd: '1rem' }}>
          <CardTitle as="h2" id="signup-contact">
            {t(signupMessages.contact)}
          </CardTitle>
          <TextField
            label={t(signupMessages.phone)}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            {...props('phone')}
          />
          <TextField
            label={t(signupMessages.address)}
            autoComplete="street-address"
            dir="auto"
            {...props('address')}
          />
        </Section>
        <Section $padded as="section" aria-labelledby="signup-why" style={{ marginBlockEnd: '1rem' }}>
          <CardTitle as="h2" id="signup-why">
            {t(signupMessages.why)}
          </CardTitle>
          <Field
            label={t(signupMessages.reason)}
            hint={`${t(signupMessages.reasonHint)} ${t(signupMessages.reasonCount, { count: formik.values.reason.trim().length })}`}
            error={errorOf('reason')}
            id="signup-reason"
          >
            <Textarea
              name="reason"
              rows={5}
              dir="auto"
              maxLength={2000}
              value={formik.values.reason}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Field>
        </Section>
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
