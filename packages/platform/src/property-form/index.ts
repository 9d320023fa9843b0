// `import { PropertyForm } from '@stays/platform/property-form'`: the one property form of the host's add and edit
// pages and the admin's add page. A separate entry point, not part of the shared `@stays/platform`: only the
// remotes that show the form carry it, so no public page downloads it (docs/frontend/pages.md).
export { PropertyForm } from './PropertyForm';
export type { PropertyFormProps } from './PropertyForm';
export { fieldId } from './usePropertyForm';
export type { PropertyFormState, SubmitResult } from './usePropertyForm';
export { emptyForm, formValuesOf } from './formRules';
export type { PropertyFormValues } from './formRules';
export { useCreateProperty, useUpdateProperty } from './useSaveProperty';
export type { CreatedProperty } from './useSaveProperty';
export { propertyFormCatalogues } from './catalogue';
export type { PropertyFormFieldsFragment, PropertyInput } from '../__generated__/graphql';
