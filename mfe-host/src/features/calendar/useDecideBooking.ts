import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useToast } from '@stays/ui';
import { DecideBookingDocument, type HostBookingFieldsFragment } from '../../__generated__/graphql';
import { decisionProblem, firstMessage } from './errors';
import { messages } from './messages';

/** Approve or decline a request, say how it went, then refresh the calendar (`refresh`) either way. */
export function useDecideBooking(refresh: () => Promise<unknown>) {
  const t = useIntl().formatMessage;
  const { toast } = useToast();
  const [decide, { loading }] = useMutation(DecideBookingDocument);

  const onDecide = async (booking: HostBookingFieldsFragment, status: 'approved' | 'rejected') => {
    try {
      await decide({ variables: { id: booking.id, status } });
      toast(
        status === 'approved'
          ? { title: t(messages.approved), description: t(messages.approvedText) }
          : { title: t(messages.declined) },
      );
    } catch (failure) {
      const problem = decisionProblem(failure);
      toast({
        variant: 'destructive',
        title: t(messages.decideFailed),
        description: problem ? t(messages[problem]) : firstMessage(failure),
      });
    }
    // A failed refresh shows in the calendar's own error state (with Retry), not as a failed decision.
    await refresh().catch(() => undefined);
  };

  return { onDecide, deciding: loading };
}
