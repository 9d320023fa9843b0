export { default } from '../features/login/AdminLoginPage';
