export { TextField, PasswordField, Checkbox } from './fields';
export type { TextFieldProps, PasswordFieldProps, CheckboxProps } from './fields';
export { PortalLoginForm } from './PortalLoginForm';
export type { Credentials, PortalLoginFormProps } from './PortalLoginForm';
