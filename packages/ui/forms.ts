// `import { TextField } from '@stays/ui/forms'`: the fields of the forms (text, password, checkbox, the native
// controls and their label/hint/error frame, the character count, the property forms' stay terms, amenities and
// cancellation policy). A separate entry point and shared singleton, so a page without a form never loads them.
export { Input, Textarea, NativeSelect, Label, FieldHint, FieldError, Field } from './src/input';
export type { FieldProps } from './src/input';
export { CharacterCount, textLimitMessages, TEXT_LIMIT_SHOW_FROM } from './src/input';
export type { CharacterCountProps } from './src/input';
export { TextField, PasswordField, NewPasswordField, Checkbox } from './src/form';
export type { TextFieldProps, PasswordFieldProps, CheckboxProps } from './src/form';
export {
  StayTermsFields,
  STAY_TERMS_FIELDS,
  emptyStayTerms,
  isStayTermsProblem,
  stayTermsLabels,
  stayTermsInput,
  stayTermsOf,
  stayTermsProblems,
  useStayTermsProblemText,
} from './src/property/StayTermsFields';
export type {
  StayTermsField,
  StayTermsFieldsProps,
  StayTermsProblem,
  StayTermsValues,
} from './src/property/StayTermsFields';
export { CancellationPolicyField, cancellationPolicyMessages } from './src/property/CancellationPolicyField';
export type { CancellationPolicyFieldProps } from './src/property/CancellationPolicyField';
export { AmenityChecklist } from './src/property/AmenityChecklist';
export type { AmenityChecklistProps } from './src/property/AmenityChecklist';
