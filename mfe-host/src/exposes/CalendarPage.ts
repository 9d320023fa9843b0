export { default } from '../features/calendar/CalendarPage';
