// The staff and admin sign-in page (SPEC 2, 8): a title and a sentence, username and password (both required),
// a submit that waits, the failure in an alert, and optionally the demo hint with quick-login buttons. Each
// portal gives its words, how it signs in (its endpoint, which roles it lets in, where each role goes) and how
// it words a failure.
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@stays/ui';
import { PasswordField, TextField } from '@stays/ui/forms';
import { AccessPanel } from './AccessPanel';

export interface Credentials {
  username: string;
  password: string;
}

export interface PortalLoginFormProps {
  title: string;
  intro: string;
  text: { username: string; password: string; submit: string; submitting: string; required: string };
  /**
   * Signs in (trimmed username). Resolves once the page is left (the portal navigates), or to a refusal to show
   * (an account the portal does not let in); throws when the server refused or did not answer.
   */
  signIn: (credentials: Credentials) => Promise<string | void>;
  /** The words for a thrown failure (SPEC 8: the portal's own). */
  failureText: (error: unknown) => string;
  /** The demo hint: a heading, the credentials sentence and its buttons (sign in at once, or fill the form). */
  quick?: {
    title: string;
    hint: string;
    actions: ReadonlyArray<{ label: string; credentials: Credentials; fill?: boolean }>;
  };
}

const Page = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 70vh;
  padding: ${({ theme }) => theme.space.lg};
`;

const Panel = styled(AccessPanel)`
  inline-size: min(100%, 26rem);
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Alert = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sandSoft};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const QuickButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export function PortalLoginForm({ title, intro, text, signIn, failureText, quick }: PortalLoginFormProps) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const missing = (name: keyof Credentials) => (touched && !values[name].trim() ? text.required : undefined);

  async function login(credentials: Credentials) {
    setTouched(true);
    if (!credentials.username.trim() || !credentials.password) return;
    setBusy(true);
    setProblem(null);
    try {
      const refusal = await signIn({ username: credentials.username.trim(), password: credentials.password });
      if (refusal) {
        setProblem(refusal);
        setBusy(false);
      }
    } catch (error) {
      setProblem(failureText(error));
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void login(values);
  }

  return (
    <Page>
      <Panel>
        <h1>{title}</h1>
        <p>{intro}</p>
        <Form onSubmit={submit} noValidate>
          {problem ? <Alert role="alert">{problem}</Alert> : null}
          <TextField
            label={text.username}
            name="username"
            autoComplete="username"
            value={values.username}
            error={missing('username')}
            onChange={(event) => setValues({ ...values, username: event.target.value })}
          />
          <PasswordField
            label={text.password}
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={missing('password')}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
          <Button type="submit" $variant="primary" $block disabled={busy}>
            {busy ? text.submitting : text.submit}
          </Button>
        </Form>
        {quick ? (
          <Hint>
            <h2>{quick.title}</h2>
            <p>{quick.hint}</p>
            <QuickButtons>
              {quick.actions.map((action) => (
                <Button
                  key={action.label}
                  type="button"
                  $variant={action.fill ? 'outline' : 'secondary'}
                  $size="sm"
                  disabled={busy}
                  onClick={() =>
                    action.fill ? setValues({ ...action.credentials }) : void login(action.credentials)
                  }
                >
                  {action.label}
                </Button>
              ))}
            </QuickButtons>
          </Hint>
        ) : null}
      </Panel>
    </Page>
  );
}
