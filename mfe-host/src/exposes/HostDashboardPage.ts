export { default } from '../features/dashboard/HostDashboardPage';
