import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { identityApi, useSession, type AuthDialogMode } from '@stays/platform';
import { Button, Dialog, useToast } from '@stays/ui';
import { NewPasswordField, TextField } from '@stays/ui/forms';
import { bindField } from './bindField';
import { failureText } from './failure';
import { flashToast } from './flash';
import { authMessages as m } from './messages';
import { registerSchema, type RegisterValues } from './schemas';
import { SignInForm } from './SignInForm';

export interface AuthModalProps {
  mode: AuthDialogMode;
  onModeChange: (mode: AuthDialogMode) => void;
  onClose: () => void;
  reload: () => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Switch = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  button {
    margin-inline-start: ${({ theme }) => theme.space.xxs};
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** The header's sign-in / registration dialog (SPEC 2, 4, 5, 8). */
export default function AuthModal({ mode, onModeChange, onClose, reload }: AuthModalProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const register = mode === 'register';
  // SPEC 4: on success the modal closes and the page reloads.
  const finish = () => {
    onClose();
    reload();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(register ? m.registerTitle : m.signInTitle)}
      description={t(register ? m.registerText : m.signInText)}
    >
      {/* Keyed by mode: switching starts a clean form (no errors carried from the other one). */}
      {register ? (
        <RegisterForm key="register" reload={finish} />
      ) : (
        <SignInDialogForm key="signIn" reload={finish} />
      )}
      <Switch>
        {t(register ? m.toSignIn : m.toRegister)}
        {/* No focus change on press: the field's blur would show its error above and move this link away
            from under the pointer before the click lands (the first click on 'Sign up' was lost). */}
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onModeChange(register ? 'signIn' : 'register')}
        >
          {t(register ? m.toSignInAction : m.toRegisterAction)}
        </button>
      </Switch>
    </Dialog>
  );
}

/** Success: store the user, show the toast (again after the reload), reload. Failure: the error toast. */
function useCompletion(kind: 'login' | 'register', reload: () => void) {
  const intl = useIntl();
  const { toast } = useToast();
  const { signIn } = useSession();
  const t = intl.formatMessage;
  return {
    succeeded(user: Parameters<typeof signIn>[0]) {
      signIn(user);
      const done = {
        title: t(kind === 'login' ? m.loginSuccessTitle : m.registerSuccessTitle),
        description: t(kind === 'login' ? m.loginSuccessText : m.registerSuccessText),
      };
      toast(done);
      flashToast(done);
      reload();
    },
    failed(error: unknown) {
      toast({
        variant: 'destructive',
        title: t(m.errorTitle),
        description: failureText(
          error,
          t(kind === 'login' ? m.loginFailed : m.registrationFailed),
          t(m.somethingWrong),
        ),
      });
    },
  };
}

function SignInDialogForm({ reload }: { reload: () => void }) {
  const done = useCompletion('login', reload);
  return <SignInForm onSignedIn={done.succeeded} onFailed={done.failed} />;
}

function RegisterForm({ reload }: { reload: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const done = useCompletion('register', reload);
  const formik = useFormik<RegisterValues>({
    initialValues: { firstName: '', lastName: '', email: '', username: '', password: '' },
    validationSchema: registerSchema,
    onSubmit: async (values) => {
      try {
        const trimmed = { ...registerSchema.cast(values), password: values.password };
        done.succeeded(await identityApi.register(trimmed));
      } catch (error) {
        done.failed(error);
      }
    },
  });
  return (
    <Form onSubmit={formik.handleSubmit} noValidate>
      <Names>
        <TextField
          label={t(m.firstName)}
          autoComplete="given-name"
          {...bindField(formik, intl, 'firstName')}
        />
        <TextField
          label={t(m.lastName)}
          autoComplete="family-name"
          {...bindField(formik, intl, 'lastName')}
        />
      </Names>
      <TextField label={t(m.email)} type="email" autoComplete="email" {...bindField(formik, intl, 'email')} />
      <TextField label={t(m.newUsername)} autoComplete="username" {...bindField(formik, intl, 'username')} />
      <NewPasswordField label={t(m.password)} {...bindField(formik, intl, 'password')} />
      <Button type="submit" $variant="primary" $block disabled={formik.isSubmitting}>
        {t(formik.isSubmitting ? m.creatingAccount : m.submitRegister)}
      </Button>
    </Form>
  );
}
