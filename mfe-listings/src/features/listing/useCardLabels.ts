import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PropertyCardLabels } from '@stays/ui';

/** The UI kit's card is language-neutral; the listing screens hand it translated labels. */
export function useCardLabels(): PropertyCardLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      perNight: intl.formatMessage({ id: 'card.perNight', defaultMessage: '/night' }),
      perMonth: intl.formatMessage({ id: 'card.perMonth', defaultMessage: '/month' }),
      viewDetails: intl.formatMessage({ id: 'card.viewDetails', defaultMessage: 'View Details' }),
      newListing: intl.formatMessage({ id: 'card.new', defaultMessage: 'New' }),
      ratingLabel: (rating: string) =>
        intl.formatMessage({ id: 'card.rating', defaultMessage: 'Rated {rating} out of 5' }, { rating }),
    }),
    [intl],
  );
}
