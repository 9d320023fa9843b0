// This remote's pages, for tests and tools. The shell loads them through federation (exposes/).
export { default as HostLandingPage } from './features/access/HostLandingPage';
export { default as BecomeHostPage } from './features/marketing/BecomeHostPage';
export { default as HostSignupPage } from './features/signup/HostSignupPage';
export { default as HostDashboardPage } from './features/dashboard/HostDashboardPage';
export { default as AddPropertyPage } from './features/property-form/AddPropertyPage';
export { default as EditPropertyPage } from './features/property-form/EditPropertyPage';
export { default as ManagePropertiesPage } from './features/properties/ManagePropertiesPage';
export { default as CalendarPage } from './features/calendar/CalendarPage';
export { default as AnalyticsPage } from './features/analytics/AnalyticsPage';
