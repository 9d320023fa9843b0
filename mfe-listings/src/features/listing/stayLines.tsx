import { defineMessages, useIntl } from 'react-intl';
import { placeById } from '@stays/contracts';
import { useFormatters, useLanguage } from '@stays/platform';
import type { ListingPropertyFieldsFragment } from '../../__generated__/graphql';

const m = defineMessages({
  distance: { id: 'card.distance', defaultMessage: '{distance} from {place}' },
  totalNights: {
    id: 'card.totalNights',
    defaultMessage: '{total} total for {nights, plural, one {# night} other {# nights}}, fees included',
  },
  totalMonths: {
    id: 'card.totalMonths',
    defaultMessage: '{total} total for {months, plural, one {# month} other {# months}}, fees included',
  },
});

/**
 * What a card adds in a search (issue 43): how far the stay is from the place searched near ('1.2 km from Texas
 * A&M', miles for en-US), and the server's total for the searched stay with fees ("total before taxes"). Nothing
 * is computed here: the figures are the server's `distanceKm` and `quote`.
 */
export function useStayLines(near: string | undefined) {
  const t = useIntl().formatMessage;
  const { price, distance } = useFormatters();
  const { locale } = useLanguage();
  const place = near ? placeById(near) : undefined;
  return (property: ListingPropertyFieldsFragment) => {
    const lines = [];
    if (place && property.distanceKm != null)
      lines.push(
        <span key="distance" data-testid="card-distance">
          {t(m.distance, { distance: distance(property.distanceKm), place: place.name[locale] })}
        </span>,
      );
    const quote = property.quote;
    if (quote) {
      // Whole months with no nights after them read as months; any other stay as nights.
      lines.push(
        <strong key="total" data-testid="card-total">
          {quote.months > 0 && quote.extraNights === 0
            ? t(m.totalMonths, { total: price(quote.total), months: quote.months })
            : t(m.totalNights, { total: price(quote.total), nights: quote.nights })}
        </strong>,
      );
    }
    return lines.length ? <>{lines}</> : undefined;
  };
}
