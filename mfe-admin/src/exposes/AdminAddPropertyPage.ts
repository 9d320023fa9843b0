export { default } from '../features/add-property/AdminAddPropertyPage';
