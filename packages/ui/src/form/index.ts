export { TextField, TextAreaField, PasswordField, Checkbox } from './fields';
export type { TextFieldProps, TextAreaFieldProps, PasswordFieldProps, CheckboxProps } from './fields';
