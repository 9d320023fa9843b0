export { Input, Textarea, NativeSelect, Label, FieldHint, FieldError, FieldMessages, Field } from './Input';
export type { FieldProps } from './Input';
