export { Input, Textarea, NativeSelect, Label, FieldHint, FieldError, FieldMessages, Field } from './Input';
export type { FieldProps } from './Input';
export { CharacterCount, textLimitMessages, TEXT_LIMIT_SHOW_FROM } from './TextLimit';
export type { CharacterCountProps } from './TextLimit';
