import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, identityApi, useSession, userCan, type SessionUser } from '@stays/platform';
import { Button, Container, useToast } from '@stays/ui';
import { NewPasswordField, PasswordField, TextField } from '@stays/ui/forms';
import { AccessPanel } from '@stays/ui/portal';
import { withHostMessages } from '../../i18n/withHostMessages';
import { useDocumentTitle } from '../common/HostArea';
import {
  applicationSchema,
  type ApplicationField,
  ContactFields,
  ReasonField,
  sendPendingApplication,
  signupMessages,
} from '../signup';

export const landingMessages = defineMessages({
  title: { id: 'host.access.title', defaultMessage: 'Host Access' },
  intro: {
    id: 'host.access.intro',
    defaultMessage:
      'Sign in to manage your properties, or apply to become a host: our team reviews every application within 3-5 business days.',
  },
  modes: { id: 'host.access.modes', defaultMessage: 'Choose how to continue' },
  login: { id: 'host.access.login', defaultMessage: 'Host Login' },
  become: { id: 'host.access.become', defaultMessage: 'Become a Host' },
  email: { id: 'host.access.email', defaultMessage: 'Email' },
  password: { id: 'host.access.password', defaultMessage: 'Password' },
  firstName: { id: 'host.access.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'host.access.lastName', defaultMessage: 'Last Name' },
  required: { id: 'host.access.required', defaultMessage: 'This field is required' },
  signIn: { id: 'host.access.signIn', defaultMessage: 'Sign In' },
  create: { id: 'host.access.create', defaultMessage: 'Create Account and Apply' },
  working: { id: 'host.access.working', defaultMessage: 'Please wait...' },
  found: { id: 'host.access.found', defaultMessage: 'Account Found' },
  foundText: { id: 'host.access.foundText', defaultMessage: 'Please enter your password to sign in.' },
  newUser: { id: 'host.access.newUser', defaultMessage: 'New User' },
  newUserText: { id: 'host.access.newUserText', defaultMessage: "We'll help you create a new host account." },
  guestAccount: {
    id: 'host.access.guestAccount',
    defaultMessage:
      'This is a guest account. Sign in to see your host application, or to apply: a guest becomes a host through an application, reviewed within 3-5 business days.',
  },
  notAuthorized: {
    id: 'host.access.notAuthorized',
    defaultMessage: 'This account is not authorized for host access.',
  },
  loginFailed: { id: 'host.access.loginFailed', defaultMessage: 'Login failed' },
  registerFailed: { id: 'host.access.registerFailed', defaultMessage: 'Registration failed' },
  network: { id: 'host.access.network', defaultMessage: 'Network error. Please try again.' },
  apply: { id: 'host.access.apply', defaultMessage: 'Prefer to apply first? Fill in the host application.' },
  applicationSent: {
    id: 'host.access.applicationSent',
    defaultMessage: 'Your host application was sent for review.',
  },
});

const Wrap = styled(Container)`
  max-inline-size: 30rem;
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
`;

const Toggle = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sandSoft};
`;

const Problem = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

type Mode = 'signIn' | 'create';

/** /hosts (SPEC 2 'Host landing and login'). */
function HostLandingPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const session = useSession();
  const { toast } = useToast();
  useDocumentTitle(t(landingMessages.title));
  const [mode, setMode] = useState<Mode>('signIn');
  const [values, setValues] = useState({
    email: '',
    password: '',
    firstName: '',
    lastName: '',
    phone: '',
    address: '',
    reason: '',
  });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [emailNote, setEmailNote] = useState<string | null>(null);

  // The application's own rules (SPEC 5), for a new account applying to host.
  const applicationErrors = (): Partial<Record<ApplicationField, string>> => {
    try {
      applicationSchema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      const inner = (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? [];
      return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
    }
  };
  const applicationField = (name: ApplicationField) => {
    const error = touched ? applicationErrors()[name] : undefined;
    return {
      ...field(name),
      name,
      error: error
        ? t(signupMessages[error.replace('host.signup.', '') as keyof typeof signupMessages])
        : undefined,
    };
  };

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error:
      touched && !values[name].trim() && (mode === 'create' || name === 'email' || name === 'password')
        ? t(landingMessages.required)
        : undefined,
  });

  // SPEC 5: the account check runs when the email field loses focus, skipped when the trimmed value is empty.
  const checkEmail = async () => {
    const email = values.email.trim();
    if (!email) return;
    try {
      const { exists, isHost } = await identityApi.checkUser(email);
      if (exists) {
        setMode('signIn');
        // One path per kind of account: a host signs in; a guest signs in to follow or start an application.
        if (isHost) {
          setEmailNote(null);
          toast({ title: t(landingMessages.found), description: t(landingMessages.foundText) });
        } else setEmailNote(t(landingMessages.guestAccount));
      } else {
        setMode('create');
        setEmailNote(null);
        toast({ title: t(landingMessages.newUser), description: t(landingMessages.newUserText) });
      }
    } catch (error) {
      console.warn('Account check failed', error); // SPEC 8: a failed check is only logged
    }
  };

  const enter = (user: SessionUser) => {
    session.signIn(user);
    navigate('/host/dashboard');
  };

  const serverText = (error: unknown, fallback: string) =>
    error instanceof ApiError ? (error.serverMessage ?? fallback) : t(landingMessages.network);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const email = values.email.trim();
    const needed =
      mode === 'create'
        ? [email, values.password, values.firstName.trim(), values.lastName.trim()]
        : [email, values.password];
    if (needed.some((value) => !value)) return;
    if (mode === 'create' && Object.keys(applicationErrors()).length > 0) return;
    setBusy(true);
    setProblem(null);
    try {
      if (mode === 'signIn') {
        const user = await identityApi.login({ username: email, password: values.password });
        if (userCan('property.create', user)) enter(user);
        else if (userCan('hostApplication.submit', user)) {
          // The host area shows a guest their application's status, or how to apply.
          if (await sendPendingApplication()) toast({ title: t(landingMessages.applicationSent) });
          enter(user);
        } else setProblem(t(landingMessages.notAuthorized));
      } else {
        // SPEC 6: the host landing registers with role host (username = email, SPEC 7), which makes a guest
        // account with its host application pending review (issue 46); the host area shows it pending.
        const user = await identityApi.register({
          username: email,
          email,
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          role: 'host',
          reason: values.reason.trim(),
          phone: values.phone.trim(),
          address: values.address.trim(),
        });
        toast({ title: t(landingMessages.applicationSent) });
        enter(user);
      }
    } catch (error) {
      setProblem(
        serverText(
          error,
          t(mode === 'signIn' ? landingMessages.loginFailed : landingMessages.registerFailed),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrap>
      <AccessPanel $padded>
        <h1>{t(landingMessages.title)}</h1>
        <p>{t(landingMessages.intro)}</p>
        <Toggle role="group" aria-label={t(landingMessages.modes)}>
          {(['signIn', 'create'] as const).map((option) => (
            <Button
              key={option}
              $variant={mode === option ? 'primary' : 'ghost'}
              aria-pressed={mode === option}
              onClick={() => {
                setMode(option);
                setProblem(null);
              }}
            >
              {t(option === 'signIn' ? landingMessages.login : landingMessages.become)}
            </Button>
          ))}
        </Toggle>
        <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
          <TextField
            label={t(landingMessages.email)}
            type="email"
            autoComplete="email"
            dir="ltr"
            {...field('email')}
            hint={emailNote ?? undefined}
            onBlur={() => void checkEmail()}
          />
          {mode === 'create' ? (
            <>
              <TextField
                label={t(landingMessages.firstName)}
                autoComplete="given-name"
                dir="auto"
                {...field('firstName')}
              />
              <TextField
                label={t(landingMessages.lastName)}
                autoComplete="family-name"
                dir="auto"
                {...field('lastName')}
              />
            </>
          ) : null}
          {mode === 'create' ? (
            <NewPasswordField label={t(landingMessages.password)} {...field('password')} />
          ) : (
            <PasswordField
              label={t(landingMessages.password)}
              autoComplete="current-password"
              {...field('password')}
            />
          )}
          {mode === 'create' ? (
            <>
              <ContactFields field={applicationField} />
              <ReasonField field={applicationField} id="hosts-reason" />
            </>
          ) : null}
          {problem ? <Problem role="alert">{problem}</Problem> : null}
          <Button type="submit" $size="lg" disabled={busy}>
            {busy
              ? t(landingMessages.working)
              : t(mode === 'signIn' ? landingMessages.signIn : landingMessages.create)}
          </Button>
        </form>
        <p>
          <Link to="/host-signup">{t(landingMessages.apply)}</Link>
        </p>
      </AccessPanel>
    </Wrap>
  );
}

export default withHostMessages(HostLandingPage);
