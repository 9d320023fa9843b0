import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFormatters } from '@stays/platform';
import { hostStatusBadge, type BadgeVariant } from '@stays/ui';

const statuses = defineMessages({
  approved: { id: 'host.status.approved', defaultMessage: 'Approved' },
  pending: { id: 'host.status.pending', defaultMessage: 'Pending' },
  rejected: { id: 'host.status.rejected', defaultMessage: 'Rejected' },
});

const types = defineMessages({
  apartment: { id: 'host.type.apartment', defaultMessage: 'Apartment' },
  house: { id: 'host.type.house', defaultMessage: 'House' },
  condo: { id: 'host.type.condo', defaultMessage: 'Condo' },
  townhouse: { id: 'host.type.townhouse', defaultMessage: 'Townhouse' },
  studio: { id: 'host.type.studio', defaultMessage: 'Studio' },
  room: { id: 'host.type.room', defaultMessage: 'Private Room' },
});

/** The property types of the host form (SPEC 3), stored as these values. */
export const PROPERTY_TYPES = ['apartment', 'house', 'condo', 'townhouse', 'studio', 'room'] as const;

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

/** A property type in words: the form's types translated, others with underscores as spaces (SPEC 2). */
export function usePropertyType(): (type: string) => string {
  const intl = useIntl();
  return useCallback(
    (type) => {
      const known = types[type as keyof typeof types];
      return known ? intl.formatMessage(known) : type.replace(/_/g, ' ');
    },
    [intl],
  );
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
