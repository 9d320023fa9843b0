export { default } from '../features/trips/TripsPage';
