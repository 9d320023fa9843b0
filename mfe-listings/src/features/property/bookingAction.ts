// Which booking button a visitor sees (SPEC 2 and 6): signed out -> 'Log in to Book', the host of this
// property -> 'Your Property' (cannot book it), anyone else -> 'Book Now'.

import type { MessageDescriptor } from 'react-intl';
import { propertyMessages } from './messages';

export type BookingAction = 'login' | 'own' | 'book';

export function bookingAction(
  session: { isAuthenticated: boolean; userId: string | null },
  hostId: string | null | undefined,
): BookingAction {
  if (!session.isAuthenticated) return 'login';
  if (hostId && session.userId === hostId) return 'own';
  return 'book';
}

/** The button's words for each action (SPEC 2): 'Log in to Book', 'Your Property', 'Book Now'. */
export const bookingActionLabel: Record<BookingAction, MessageDescriptor> = {
  login: propertyMessages.logInToBook,
  own: propertyMessages.yourProperty,
  book: propertyMessages.bookNow,
};
