import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { MAX_GUESTS, MAX_ROOMS } from '@stays/contracts';
import { uploadImage } from '@stays/platform/forms';
import { useToast } from '@stays/ui';
import { isStayTermsProblem, useStayTermsProblemText } from '@stays/ui/forms';
import { useImageUploads } from '@stays/ui/portal';
import {
  checkPropertyForm,
  firstInvalidField,
  problemToast,
  toPropertyInput,
  type FormProblem,
  type FormProblems,
  type PropertyFormValues,
} from './formRules';
import type { PropertyInput } from '../__generated__/graphql';
import { fieldLabels, messages } from './messages';

export interface SubmitResult {
  /** The toast after success. */
  title: string;
  description: string;
  /** Where to go next. */
  to: string;
}

export interface PropertyFormOptions {
  initial: PropertyFormValues;
  initialImages?: readonly string[];
  forAdmin: boolean;
  /** Sends the input (a write of useSaveProperty.ts); answers the toast and the next page, or throws what the server said. */
  onSubmit(input: PropertyInput): Promise<SubmitResult>;
  /** What to say when the server refused without a message. */
  fallbackError: string;
  /**
   * A failure the page tells in its own way (the admin area's signed-out flow): true when it did, so the form
   * shows no toast of its own.
   */
  onFailure?(failure: unknown): boolean;
  /** The page's words for a host not yet chosen, instead of the form's (SPEC 5 words the admin page's apart). */
  hostIdRequiredText?: string;
}

/** The id of a field's control: a refused submit focuses the first field with a problem. */
export const fieldId = (field: keyof PropertyFormValues) => `property-${field}`;

/** Field errors the server sent (BAD_USER_INPUT with `extensions.errors` by field). */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors = error.errors[0]?.extensions?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
}

/**
 * The property form's state: the values, which fields were left (their problems show from then on), the
 * server's field errors, the image uploads (a failed one is told once) and the submit that checks, sends and
 * goes on to the next page.
 */
export function usePropertyForm({
  initial,
  initialImages = [],
  forAdmin,
  onSubmit,
  fallbackError,
  onFailure,
  hostIdRequiredText,
}: PropertyFormOptions) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const { toast } = useToast();
  const uploads = useImageUploads(uploadImage, initialImages);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof PropertyFormValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const problems: FormProblems = checkPropertyForm(values, forAdmin);
  const failedCount = uploads.items.filter((item) => item.status === 'error').length;
  const toldFailures = useRef(0);

  useEffect(() => {
    if (failedCount > toldFailures.current)
      toast({
        variant: 'destructive',
        title: t(messages.uploadError),
        description: t(messages.uploadErrorText),
      });
    toldFailures.current = failedCount;
  }, [failedCount, toast, t]);

  const set = <K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };
  const touch = (field: keyof PropertyFormValues) => setTouched((current) => ({ ...current, [field]: true }));
  const termsProblemText = useStayTermsProblemText();
  const problemText = (problem: FormProblem) =>
    isStayTermsProblem(problem)
      ? termsProblemText(problem)
      : problem === 'guestsRange'
        ? t(messages.guestsRange, { max: MAX_GUESTS })
        : problem === 'roomsRange'
          ? t(messages.roomsRange, { max: MAX_ROOMS })
          : problem === 'hostIdRequired' && hostIdRequiredText
            ? hostIdRequiredText
            : t(messages[problem]);
  const errorOf = (field: keyof PropertyFormValues) =>
    serverErrors[field] ?? (touched[field] && problems[field] ? problemText(problems[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const which = problemToast(problems);
    if (which) {
      setTouched(Object.fromEntries(Object.keys(values).map((field) => [field, true])));
      const invalid = which === 'invalidValues' ? firstInvalidField(problems) : undefined;
      const invalidProblem = invalid && problems[invalid];
      toast({
        variant: 'destructive',
        ...(invalid && invalidProblem
          ? {
              title: t(messages.invalidValues),
              description: t(messages.invalidValuesText, {
                field: t(fieldLabels[invalid] ?? messages.price),
                problem: problemText(invalidProblem),
              }),
            }
          : {
              title: t(which === 'missingHostId' ? messages.missingHostId : messages.missingInformation),
              description:
                which === 'missingHostId'
                  ? problemText('hostIdRequired')
                  : t(messages.missingInformationText),
            }),
      });
      const first = (Object.keys(problems) as (keyof PropertyFormValues)[])[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSending(true);
    try {
      const done = await onSubmit(toPropertyInput(values, uploads.urls, forAdmin, initial));
      toast({ title: done.title, description: done.description });
      navigate(done.to);
    } catch (failure) {
      setServerErrors(serverFieldErrors(failure));
      if (onFailure?.(failure)) return;
      const message = CombinedGraphQLErrors.is(failure) ? failure.errors[0]?.message : undefined;
      toast({ variant: 'destructive', title: t(messages.error), description: message || fallbackError });
    } finally {
      setSending(false);
    }
  };

  return { values, set, touch, errorOf, submit, sending, uploads };
}

/** What the form's cards read and write. */
export type PropertyFormState = ReturnType<typeof usePropertyForm>;
