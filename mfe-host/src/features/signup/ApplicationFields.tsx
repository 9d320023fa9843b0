import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { useIntl } from 'react-intl';
import { TEXT_LIMITS } from '@stays/contracts';
import { CharacterCount, Field, Textarea, TextField } from '@stays/ui/forms';
import { signupMessages } from './messages';

/** The fields of a host application, as every form that sends one has them (SPEC 5's rules). */
export type ApplicationField = 'phone' | 'address' | 'reason';

export interface ApplicationFieldProps {
  name: ApplicationField;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error?: string;
}

type FieldsOf = { field: (name: ApplicationField) => ApplicationFieldProps };

/** Phone and address: how the team reaches the applicant. */
export function ContactFields({ field }: FieldsOf) {
  const t = useIntl().formatMessage;
  return (
    <>
      <TextField
        label={t(signupMessages.phone)}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        {...field('phone')}
      />
      <TextField
        label={t(signupMessages.address)}
        autoComplete="street-address"
        dir="auto"
        {...field('address')}
      />
    </>
  );
}

const REASON = TEXT_LIMITS.hostApplicationReason;

/**
 * Why they want to host: how many more characters the minimum needs, then that it is enough; the box takes no more
 * than the maximum, and the kit's counter shows the room left near it.
 */
export function ReasonField({ field, id }: FieldsOf & { id: string }) {
  const t = useIntl().formatMessage;
  const { error, ...props } = field('reason');
  const count = props.value.trim().length;
  const progress =
    count < REASON.min
      ? t(signupMessages.reasonNeeded, { left: REASON.min - count })
      : t(signupMessages.reasonEnough, { count });
  return (
    <>
      <Field
        label={t(signupMessages.reason)}
        hint={`${t(signupMessages.reasonHint)} ${progress}`}
        error={error}
        id={id}
      >
        <Textarea rows={5} dir="auto" maxLength={REASON.max} {...props} />
      </Field>
      <CharacterCount length={count} max={REASON.max} />
    </>
  );
}
