export { Input, Textarea, NativeSelect, Label, FieldHint, FieldError, Field } from './Input';
export type { FieldProps } from './Input';
