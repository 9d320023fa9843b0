import type { ComponentProps } from 'react';
import { Field, Input } from '@stays/ui/forms';
import type { PropertyFormValues } from './formRules';
import { fieldId, type PropertyFormState } from './usePropertyForm';

export interface TextFieldProps {
  form: PropertyFormState;
  field: keyof PropertyFormValues;
  label: string;
  hint?: string;
  /** The input's own attributes (type, limits, placeholder, direction). */
  input?: ComponentProps<typeof Input>;
}

/** One text or number field of the form, with its label, hint and the problem it has once left. */
export function TextField({ form, field, label, hint, input = {} }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={form.errorOf(field)} id={fieldId(field)}>
      <Input
        name={field}
        value={form.values[field] as string}
        onChange={(event) => form.set(field, event.currentTarget.value)}
        onBlur={() => form.touch(field)}
        {...input}
      />
    </Field>
  );
}
