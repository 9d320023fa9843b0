export { default } from '../features/login/StaffLoginPage';
