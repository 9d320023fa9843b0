export { TextField, PasswordField, Checkbox } from './fields';
export type { TextFieldProps, PasswordFieldProps, CheckboxProps } from './fields';
