export { TextField, PasswordField, NewPasswordField, Checkbox } from './fields';
export type { TextFieldProps, PasswordFieldProps, CheckboxProps } from './fields';
