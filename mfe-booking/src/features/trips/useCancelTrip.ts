import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useToast } from '@stays/ui';
import { useErrorText, useFormatters } from '@stays/platform';
import { CancelTripDocument, type TripFieldsFragment } from '../../__generated__/graphql';
import { cancelMessages as m } from '../shared/messages';

/**
 * Cancelling `trip`, the refund stored said in a toast (`charged`: a request never approved was never charged,
 * so there is no refund to name); `onDone` closes the dialog once stored.
 */
export function useCancelTrip(trip: TripFieldsFragment | null, charged: boolean, onDone: () => void) {
  const t = useIntl().formatMessage;
  const { price } = useFormatters();
  const { toast } = useToast();
  const errorText = useErrorText();
  const [cancel, { loading }] = useMutation(CancelTripDocument);

  const confirm = async () => {
    if (!trip) return;
    try {
      const result = await cancel({ variables: { id: trip.id } });
      const refund = result.data?.cancelBooking.cancellation?.refundAmount ?? 0;
      toast({
        title: t(m.done),
        description: charged ? t(m.doneText, { amount: price(refund) }) : t(m.doneNothing),
      });
      onDone();
    } catch (error) {
      toast({ title: t(m.failed), description: errorText(error), variant: 'destructive' });
    }
  };

  return { confirm, cancelling: loading };
}
