export { default } from '../features/property-form/EditPropertyPage';
