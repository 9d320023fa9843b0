import { useIntl } from 'react-intl';
import { useFormatters } from '@stays/platform';
import type { ConversationEntryFieldsFragment } from '../../__generated__/graphql';
import { fromDay } from '../shared/dates';
import { entryMessages as m } from './messages';

type Entry = ConversationEntryFieldsFragment;

/**
 * The words of an event entry ('Booking request · 12–15 Mar'), or a message's own text: one line for the inbox
 * row, the heading of an event in the thread.
 */
export function useEntryText() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dates = (entry: Entry) => {
    const start = fromDay(entry.checkIn);
    const end = fromDay(entry.checkOut);
    if (!start || !end) return t(m.eventNoDates);
    return intl.formatDateTimeRange(start, end, { day: 'numeric', month: 'short' });
  };
  return (entry: Entry): string => {
    switch (entry.kind) {
      case 'message':
        return entry.body ?? '';
      case 'request':
        return t(m.request, { dates: dates(entry) });
      case 'approved':
        return t(m.approved, { dates: dates(entry) });
      case 'declined':
        return t(m.declined, { dates: dates(entry) });
      case 'cancelled':
        return t(m.cancelled, { dates: dates(entry) });
      case 'expired':
        return t(m.expired, { dates: dates(entry) });
      case 'review':
        return t(m.review, { rating: entry.rating ?? 0 });
    }
  };
}

/** The money line under an event: a request's total, a cancellation's refund; null for the others. */
export function useEntryAmount() {
  const t = useIntl().formatMessage;
  const { price } = useFormatters();
  return (entry: Entry): string | null => {
    if (entry.amount === null || entry.amount === undefined) return null;
    if (entry.kind === 'request') return t(m.requestTotal, { amount: price(entry.amount) });
    if (entry.kind === 'cancelled') return t(m.refund, { amount: price(entry.amount) });
    return null;
  };
}
