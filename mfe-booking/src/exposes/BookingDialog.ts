export { default } from '../features/booking-dialog/BookingDialog';
