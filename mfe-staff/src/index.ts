// This remote's pages, for tests and tools. The shell loads them through federation (exposes/).
export { default as StaffLoginPage } from './features/login/StaffLoginPage';
export { default as StaffDashboardPage } from './features/dashboard/StaffDashboardPage';
