import { useFormik } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { object, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '@stays/contracts';
import { ApiError, apiRequest, useSession, userCan, type SessionUser } from '@stays/platform';
import { Button, ButtonLink, Container, Dialog, Spinner, SubmitButton, useToast } from '@stays/ui';
import { NewPasswordField, PasswordField, TextField } from '@stays/ui/forms';
import { bindField } from '../auth/bindField';
import { accountMessages as m } from './accountMessages';
import { Section } from './accountStyles';
import { ProfilePhotoSection } from './ProfilePhotoSection';

const Wrap = styled(Container)`
  max-inline-size: 44rem;
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Problem = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The server's sentence for a refused write, else the generic one. */
const serverText = (error: unknown, fallback: string) =>
  (error instanceof ApiError ? error.serverMessage : null) ?? fallback;

/** Field errors a 400 carried (`{ errors: { field: message } }`), by field. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const body = JSON.parse(error.text.slice(error.text.indexOf(':') + 1)) as {
      errors?: Record<string, string>;
    };
    return body.errors ?? {};
  } catch {
    return {};
  }
}

function NameSection({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { signIn } = useSession();
  const { toast } = useToast();
  const formik = useFormik({
    initialValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    validationSchema: object({
      firstName: string().trim().min(2, t(m.nameMin)).required(t(m.nameMin)),
      lastName: string().trim().min(2, t(m.nameMin)).required(t(m.nameMin)),
    }),
    onSubmit: async (values, helpers) => {
      try {
        const updated = await apiRequest<SessionUser>(
          '/api/account/profile',
          { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
          'PUT',
        );
        signIn(updated);
        toast({ title: t(m.nameSaved) });
      } catch (error) {
        const errors = fieldErrorsOf(error);
        if (Object.keys(errors).length) helpers.setErrors(errors);
        else toast({ title: serverText(error, t(m.failed)), variant: 'destructive' });
      }
    },
  });
  return (
    <Section as="section" aria-labelledby="account-name">
      <h2 id="account-name">{t(m.nameTitle)}</h2>
      <p>{t(m.nameText)}</p>
      <form onSubmit={formik.handleSubmit} noValidate>
        <Pair>
          <TextField
            label={t(m.firstName)}
            autoComplete="given-name"
            dir="auto"
            {...bindField(formik, intl, 'firstName')}
          />
          <TextField
            label={t(m.lastName)}
            autoComplete="family-name"
            dir="auto"
            {...bindField(formik, intl, 'lastName')}
          />
        </Pair>
        <Actions>
          <SubmitButton disabled={formik.isSubmitting}>{t(m.saveName)}</SubmitButton>
        </Actions>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { toast } = useToast();
  const formik = useFormik({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validationSchema: object({
      currentPassword: string().required(t(m.required)),
      newPassword: string().min(PASSWORD_MIN_LENGTH, t(m.passwordMin)).required(t(m.passwordMin)),
      confirm: string()
        .oneOf([ref('newPassword')], t(m.passwordsMatch))
        .required(t(m.passwordsMatch)),
    }),
    onSubmit: async (values, helpers) => {
      try {
        await apiRequest('/api/account/password', {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        helpers.resetForm();
        toast({ title: t(m.passwordChanged) });
      } catch (error) {
        const errors = fieldErrorsOf(error);
        if (Object.keys(errors).length) helpers.setErrors(errors);
        else toast({ title: serverText(error, t(m.failed)), variant: 'destructive' });
      }
    },
  });
  return (
    <Section as="section" aria-labelledby="account-password">
      <h2 id="account-password">{t(m.passwordTitle)}</h2>
      <p>{t(m.passwordText)}</p>
      <form onSubmit={formik.handleSubmit} noValidate>
        <PasswordField
          label={t(m.currentPassword)}
          autoComplete="current-password"
          {...bindField(formik, intl, 'currentPassword')}
        />
        <Pair>
          <NewPasswordField label={t(m.newPassword)} {...bindField(formik, intl, 'newPassword')} />
          <PasswordField
            label={t(m.confirmPassword)}
            autoComplete="new-password"
            {...bindField(formik, intl, 'confirm')}
          />
        </Pair>
        <Actions>
          <SubmitButton disabled={formik.isSubmitting}>{t(m.changePassword)}</SubmitButton>
        </Actions>
      </form>
    </Section>
  );
}

function DeleteSection({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { signOut } = useSession();
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canDelete = userCan('account.delete', user);

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await apiRequest('/api/account/delete', { password });
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      setProblem(serverText(error, t(m.failed)));
      return;
    }
    toast({ title: t(m.deleted) });
    await signOut('/');
  };

  return (
    <Section as="section" aria-labelledby="account-delete">
      <h2 id="account-delete">{t(m.deleteTitle)}</h2>
      {canDelete ? (
        <>
          <p>{t(m.deleteIntro)}</p>
          <ul>
            <li>{t(m.deleteErased)}</li>
            <li>{t(m.deleteBookings)}</li>
            <li>{t(m.deleteMessages)}</li>
            <li>{t(m.deleteFinal)}</li>
          </ul>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!password) setProblem(t(m.required));
              else setConfirming(true);
            }}
          >
            <PasswordField
              label={t(m.deletePassword)}
              autoComplete="current-password"
              name="deletePassword"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            {problem ? <Problem role="alert">{problem}</Problem> : null}
            <Actions>
              <ButtonLink to="/trips" $variant="outline">
                {t(m.trips)}
              </ButtonLink>
              <Button type="submit" $variant="destructive">
                {t(m.deleteButton)}
              </Button>
            </Actions>
          </form>
          <Dialog
            open={confirming}
            onOpenChange={(value) => !busy && setConfirming(value)}
            title={t(m.deleteConfirmTitle)}
            description={t(m.deleteConfirmText)}
            size="sm"
          >
            <Actions>
              <Button $variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
                {t(m.cancel)}
              </Button>
              <Button $variant="destructive" onClick={() => void remove()} disabled={busy}>
                {t(m.deleteButton)}
              </Button>
            </Actions>
          </Dialog>
        </>
      ) : (
        <>
          <p>{t(m.notGuest)}</p>
          <Actions>
            <ButtonLink to="/contact-us" $variant="outline">
              {t(m.contact)}
            </ButtonLink>
          </Actions>
        </>
      )}
    </Section>
  );
}

/** /account: the signed-in user's name, profile photo, password, and deleting a guest account (issue 46 #12). */
export function AccountPage() {
  const t = useIntl().formatMessage;
  const { user, status } = useSession();
  if (!user && status !== 'ready') return <Spinner label={t(m.title)} />;
  if (!user) return <Navigate to="/login" replace state={{ from: '/account' }} />;
  return (
    <Wrap>
      <h1>{t(m.title)}</h1>
      <p dir="auto">{t(m.signedInAs, { email: user.email ?? user.username })}</p>
      <NameSection user={user} />
      <ProfilePhotoSection user={user} />
      <PasswordSection />
      <DeleteSection user={user} />
    </Wrap>
  );
}
