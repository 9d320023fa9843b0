// This remote's pages, for tests and tools. The shell loads them through federation (exposes/).
export { default as AdminLoginPage } from './features/login/AdminLoginPage';
export { default as AdminDashboardPage } from './features/dashboard/AdminDashboardPage';
export { default as AdminAddPropertyPage } from './features/add-property/AdminAddPropertyPage';
