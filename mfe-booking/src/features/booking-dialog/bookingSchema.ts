import * as yup from 'yup';
import { MIN_GUESTS, TEXT_LIMITS } from '@stays/contracts';

/**
 * Every error the form can show, each with its words in the dialog (SPEC section 5's where it gives them). The
 * schema names only these keys, and the dialog shows nothing else: a yup default message (English text that is
 * no message id) once reached `formatMessage` and replaced the page with the error screen (issue 30 #1).
 */
export const BOOKING_ERROR_KEYS = [
  'checkInRequired',
  'checkInPast',
  'checkOutRequired',
  'checkOutOrder',
  'guestsRequired',
  'guestsMax',
  'messageLong',
] as const;
export type BookingErrorKey = (typeof BOOKING_ERROR_KEYS)[number];

export const isBookingErrorKey = (value: unknown): value is BookingErrorKey =>
  (BOOKING_ERROR_KEYS as readonly unknown[]).includes(value);

export interface BookingValues {
  checkIn: string;
  checkOut: string;
  guests: number | '';
  message: string;
}

/** The server's limit on the note, counted as it counts it: trimmed. */
export const MAX_MESSAGE = TEXT_LIMITS.bookingMessage.max;

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
      .min(MIN_GUESTS, 'guestsRequired' satisfies BookingErrorKey)
      .max(maxGuests, 'guestsMax' satisfies BookingErrorKey),
    message: yup
      .string()
      .test(
        'length',
        'messageLong' satisfies BookingErrorKey,
        (value) => (value ?? '').trim().length <= MAX_MESSAGE,
      ),
  });
}
