import { defineMessages, type IntlShape } from 'react-intl';

/**
 * The default form-library messages of SPEC section 8, shared by every form. A yup schema names the key
 * (`.required('required')`), and the form shows `formError(intl, error)` in the chosen language.
 */
export const formMessages = defineMessages({
  required: { id: 'form.required', defaultMessage: 'Required' },
  invalid: { id: 'form.invalid', defaultMessage: 'Invalid input' },
  invalidEmail: { id: 'form.invalidEmail', defaultMessage: 'Invalid email' },
});

export type FormMessageKey = keyof typeof formMessages;

/** A schema's error in the user's language; an error that is not a known key is shown as it is. */
export function formError(intl: IntlShape, error: unknown): string | undefined {
  if (typeof error !== 'string' || !error) return undefined;
  return error in formMessages ? intl.formatMessage(formMessages[error as FormMessageKey]) : error;
}
