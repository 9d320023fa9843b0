export { default } from '../features/dashboard/AdminDashboardPage';
