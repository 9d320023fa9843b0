export { default } from '../features/property/PropertyPage';
