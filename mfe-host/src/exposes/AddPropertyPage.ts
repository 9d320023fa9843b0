export { default } from '../features/property-form/AddPropertyPage';
