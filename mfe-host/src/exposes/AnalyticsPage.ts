export { default } from '../features/analytics/AnalyticsPage';
