export { default } from '../features/dashboard/StaffDashboardPage';
