import * as yup from 'yup';
import type { bookingMessages } from '../shared/messages';

/** Errors are keys of `bookingMessages` (SPEC section 5's words), shown in the chosen language. */
export type BookingErrorKey = keyof typeof bookingMessages;

export interface BookingValues {
  checkIn: string;
  checkOut: string;
  guests: number | '';
  message: string;
}

export const MAX_MESSAGE = 2000;

/**
 * SPEC section 5, Booking form: both dates required, check-in today or later (the guest's own today),
 * check-out after check-in, at least 1 guest and no more than the property takes; message optional.
 */
export function bookingSchema(today: string, maxGuests: number) {
  return yup.object({
    checkIn: yup
      .string()
      .required('checkInRequired' satisfies BookingErrorKey)
      .test('today', 'checkInPast' satisfies BookingErrorKey, (value) => !value || value >= today),
    checkOut: yup
      .string()
      .required('checkOutRequired' satisfies BookingErrorKey)
      .test('order', 'checkOutOrder' satisfies BookingErrorKey, function after(value) {
        const checkIn = (this.parent as BookingValues).checkIn;
        return !value || !checkIn || value > checkIn;
      }),
    guests: yup
      .number()
      .typeError('guestsRequired' satisfies BookingErrorKey)
      .required('guestsRequired' satisfies BookingErrorKey)
      .integer('guestsRequired' satisfies BookingErrorKey)
      .min(1, 'guestsRequired' satisfies BookingErrorKey)
      .max(maxGuests, 'guestsMax' satisfies BookingErrorKey),
    message: yup.string().max(MAX_MESSAGE),
  });
}
