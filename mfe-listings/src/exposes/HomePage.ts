export { default } from '../features/landing/HomePage';
