import {
  cloneElement,
  forwardRef,
  isValidElement,
  useId,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { useTypedBeforeHydration } from '../render/useTypedBeforeHydration';

// Text controls share one look; `aria-invalid` (set by Field or by the caller) turns the border red, so the
// error style and the accessible error state can never disagree.
export const controlStyles = css`
  display: block;
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.sandDeep};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.sandSoft};
  }
`;

const InputControl = styled.input`
  ${controlStyles}
`;

const TextareaControl = styled.textarea`
  ${controlStyles}
  min-block-size: 8rem;
  resize: vertical;
`;

// Both keep what a visitor typed into a page the server drew before React hydrated it (useTypedBeforeHydration).
export const Input = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<typeof InputControl>>(
  function Input(props, ref) {
    const inputRef = useTypedBeforeHydration(ref);
    return <InputControl ref={inputRef} {...props} />;
  },
);

export const Textarea = forwardRef<HTMLTextAreaElement, ComponentPropsWithoutRef<typeof TextareaControl>>(
  function Textarea(props, ref) {
    const textareaRef = useTypedBeforeHydration(ref);
    return <TextareaControl ref={textareaRef} {...props} />;
  },
);

/** A styled native <select>: the right choice inside forms and on phones (the OS picker). */
export const NativeSelect = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

export const Label = styled.label`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export interface FieldProps {
  label: ReactNode;
  /** The control (Input, Textarea, NativeSelect...); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

/** A labelled control with its hint and error wired for screen readers (aria-describedby, role=alert). */
export function Field({ label, children, hint, error, id }: FieldProps) {
  const auto = useId();
  const controlId = id ?? (children.props.id as string | undefined) ?? `field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })
    : children;
  return (
    <FieldWrap>
      <Label htmlFor={controlId}>{label}</Label>
      {control}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrap>
  );
}

/** The hint and the error under a control, with the ids its aria-describedby points at. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </>
  );
}
