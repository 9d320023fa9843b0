import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { MAX_GUESTS } from '@stays/contracts';
import { uploadImage } from '@stays/platform';
import { useToast } from '@stays/ui';
import { useImageUploads } from '@stays/ui/portal';
import {
  checkPropertyForm,
  MAX_ROOMS,
  firstInvalidField,
  problemToast,
  toPropertyInput,
  type FormProblem,
  type FormProblems,
  type PropertyFormValues,
} from './formRules';
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
  /** Sends the input; answers the toast and the next page, or throws what the server said. */
  onSubmit(input: ReturnType<typeof toPropertyInput>): Promise<SubmitResult>;
  /** What to say when the server refused without a message. */
  fallbackError: string;
}

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
  const problemText = (problem: FormProblem) =>
    problem === 'guestsRange'
      ? t(messages.guestsRange, { max: MAX_GUESTS })
      : problem === 'roomsRange'
        ? t(messages.roomsRange, { max: MAX_ROOMS })
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
              description: t(
                which === 'missingHostId' ? messages.hostIdRequired : messages.missingInformationText,
              ),
            }),
      });
      const first = Object.keys(problems)[0];
      document.getElementById(`property-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const done = await onSubmit(toPropertyInput(values, uploads.urls, forAdmin));
      toast({ title: done.title, description: done.description });
      navigate(done.to);
    } catch (failure) {
      setServerErrors(serverFieldErrors(failure));
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
