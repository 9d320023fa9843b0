export { default } from '../features/signup/HostSignupPage';
