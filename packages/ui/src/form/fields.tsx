import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '@stays/contracts';
import { useKitText } from '../dialog/kitText';
import { Field, FieldMessages, Input } from '../input';

// Form fields for formik (or plain state): a label, the control, a hint and an error wired with
// aria-invalid / aria-describedby by the kit's Field. `error` is what the user reads; pass it only once the
// field was touched.

const messages = defineMessages({
  show: { id: 'kit.password.show', defaultMessage: 'Show password' },
  hide: { id: 'kit.password.hide', defaultMessage: 'Hide password' },
  rule: {
    id: 'kit.password.rule',
    defaultMessage: '{min, plural, one {At least # character.} other {At least # characters.}}',
  },
});

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

export interface TextFieldProps extends NativeInput {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...input },
  ref,
) {
  return (
    <Field label={label} error={error || undefined} hint={hint} id={id}>
      <Input ref={ref} {...input} />
    </Field>
  );
});

const PasswordWrap = styled.div`
  position: relative;
  & > input {
    padding-inline-end: 3rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${({ theme }) => theme.space.xxs};
  margin-block: auto;
  display: inline-grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle (a real button with a pressed state). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, ...input },
  ref,
) {
  const text = useKitText();
  const [visible, setVisible] = useState(false);
  const auto = useId();
  const controlId = id ?? `password-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <FieldLayout>
      <label htmlFor={controlId}>{label}</label>
      <PasswordWrap>
        <Input
          ref={ref}
          id={controlId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        <Toggle
          type="button"
          aria-label={text(visible ? messages.hide : messages.show)}
          aria-pressed={visible}
          aria-controls={controlId}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M3 3l18 18" strokeLinecap="round" /> : null}
          </svg>
        </Toggle>
      </PasswordWrap>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldLayout>
  );
});

const FieldLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  & > label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  input {
    flex: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin-block-start: 0.15rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * A field that sets a new password (sign-up, host sign-up, reset, the account page): the rule of
 * `@stays/contracts` shows under it before anything is typed, not only after a refusal; `hint` adds to it.
 */
export const NewPasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function NewPasswordField(
  { hint, ...props },
  ref,
) {
  const text = useKitText();
  const rule = text(messages.rule, { min: PASSWORD_MIN_LENGTH });
  return (
    <PasswordField
      ref={ref}
      autoComplete="new-password"
      hint={
        hint ? (
          <>
            {rule} {hint}
          </>
        ) : (
          rule
        )
      }
      {...props}
    />
  );
});

export interface CheckboxProps extends Omit<NativeInput, 'type'> {
  label: ReactNode;
  error?: ReactNode;
}

/** A native checkbox (Space toggles it, forms submit it) with its label and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, ...input },
  ref,
) {
  const auto = useId();
  const controlId = id ?? `check-${auto}`;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <FieldLayout>
      <CheckRow>
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        <label htmlFor={controlId}>{label}</label>
      </CheckRow>
      <FieldMessages error={error} errorId={errorId} />
    </FieldLayout>
  );
});
