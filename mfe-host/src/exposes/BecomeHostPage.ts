export { default } from '../features/marketing/BecomeHostPage';
