export { default } from '../features/properties/ManagePropertiesPage';
