import type { FormikProps } from 'formik';
import type { IntlShape } from 'react-intl';
import { formError } from '@stays/platform/forms';

/** The props a kit field needs from formik; the error shows once the field was touched (or a submit tried). */
export function bindField<V extends object>(formik: FormikProps<V>, intl: IntlShape, name: keyof V & string) {
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]);
  const error = (formik.errors as Record<string, unknown>)[name];
  return {
    name,
    value: String((formik.values as Record<string, unknown>)[name] ?? ''),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: touched ? formError(intl, error) : undefined,
  };
}
