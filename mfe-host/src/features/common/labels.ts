import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { stayPhase } from '@stays/contracts';
import { useFormatters } from '@stays/platform';
import { hostStatusBadge, translatePropertyType, type BadgeVariant } from '@stays/ui';

const statuses = defineMessages({
  approved: { id: 'host.status.approved', defaultMessage: 'Approved' },
  pending: { id: 'host.status.pending', defaultMessage: 'Pending' },
  rejected: { id: 'host.status.rejected', defaultMessage: 'Rejected' },
});

/** A booking's status as its guest reads it too (the trips page): a request the host turned down is "Declined". */
const bookingStatuses = defineMessages({
  approved: { id: 'host.bookingStatus.approved', defaultMessage: 'Approved' },
  pending: { id: 'host.bookingStatus.pending', defaultMessage: 'Pending' },
  rejected: { id: 'host.bookingStatus.rejected', defaultMessage: 'Declined' },
  cancelled: { id: 'host.bookingStatus.cancelled', defaultMessage: 'Cancelled' },
  expired: { id: 'host.bookingStatus.expired', defaultMessage: 'Expired' },
  inProgress: { id: 'host.bookingStatus.inProgress', defaultMessage: 'In progress' },
});

/** A status badge (SPEC 4's host colours: green approved, yellow pending, red rejected, grey other) in words. */
export function useStatusBadge(): (status: string) => { label: string; variant: BadgeVariant } {
  const intl = useIntl();
  return useCallback(
    (status) => {
      const badge = hostStatusBadge(status);
      const known = statuses[status as keyof typeof statuses];
      return { variant: badge.variant, label: known ? intl.formatMessage(known) : badge.label };
    },
    [intl],
  );
}

/**
 * A booking's status badge (the same colours) in the words the guest sees: "Declined", not "Rejected"; an approved
 * stay under way (checked in, not yet out) is "In progress", as the guest's trips say (issue 46 #9).
 */
export function useBookingStatusBadge(): (
  status: string,
  stay?: { checkInDate: string; checkOutDate: string },
) => { label: string; variant: BadgeVariant } {
  const intl = useIntl();
  return useCallback(
    (status, stay) => {
      const badge = hostStatusBadge(status);
      if (status === 'approved' && stay && stayPhase(stay) === 'inProgress')
        return { variant: badge.variant, label: intl.formatMessage(bookingStatuses.inProgress) };
      const known = bookingStatuses[status as keyof typeof bookingStatuses];
      return { variant: badge.variant, label: known ? intl.formatMessage(known) : badge.label };
    },
    [intl],
  );
}

/** A property type in words: the kit's one label table (SPEC 2). */
export function usePropertyType(): (type: string) => string {
  const intl = useIntl();
  return useCallback((type) => translatePropertyType(intl, type), [intl]);
}

/**
 * A calendar day (YYYY-MM-DD) in the reader's language. Read as UTC and formatted in UTC, so it is the same day
 * for a reader in any time zone (new Date('YYYY-MM-DD') shown in local time would be the day before west of UTC).
 */
export function useDayFormat(): (day: string, options?: Intl.DateTimeFormatOptions) => string {
  const { date } = useFormatters();
  return useCallback(
    (day, options = { dateStyle: 'medium' }) => date(`${day}T00:00:00.000Z`, { ...options, timeZone: 'UTC' }),
    [date],
  );
}

/** SPEC 2's guest chip: first name plus last initial ('Amina B.'). */
export function guestShortName(
  guest: { firstName?: string | null; lastName?: string | null } | null | undefined,
) {
  const first = guest?.firstName?.trim() ?? '';
  const initial = guest?.lastName?.trim().charAt(0) ?? '';
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ') || '?';
}

/** Money as text (bookings carry totalPrice as text) to a number; unreadable is 0. */
export const amountOf = (value: string | number | null | undefined) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};
