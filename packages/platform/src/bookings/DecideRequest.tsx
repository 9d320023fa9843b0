import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { defineMessages, useIntl } from 'react-intl';
import { Button, useToast } from '@stays/ui';
import { DecideBookingDocument } from '../__generated__/graphql';
import { graphQLErrorMessage } from '../apollo/errors';

// Approve and Decline of a pending request, one write and one set of words wherever a host meets the request:
// the booking calendar, the host dashboard and the inbox thread (issue 46 #7).

export const decisionMessages = defineMessages({
  approve: { id: 'bookingDecision.approve', defaultMessage: 'Approve' },
  decline: { id: 'bookingDecision.decline', defaultMessage: 'Decline' },
  approveNamed: { id: 'bookingDecision.approveNamed', defaultMessage: 'Approve the request of {guest}' },
  declineNamed: { id: 'bookingDecision.declineNamed', defaultMessage: 'Decline the request of {guest}' },
  approved: { id: 'bookingDecision.approved', defaultMessage: 'Booking approved' },
  approvedText: { id: 'bookingDecision.approvedText', defaultMessage: 'The guest has been told.' },
  declined: { id: 'bookingDecision.declined', defaultMessage: 'Booking declined' },
  decideFailed: { id: 'bookingDecision.decideFailed', defaultMessage: 'Could not update the booking' },
  overlap: {
    id: 'bookingDecision.overlap',
    defaultMessage:
      'These dates overlap a stay you already approved at this property, so this request cannot be approved.',
  },
  blockedConflict: {
    id: 'bookingDecision.blockedConflict',
    defaultMessage: 'You blocked some of these nights. Unblock them first to approve this request.',
  },
  alreadyDecided: {
    id: 'bookingDecision.alreadyDecided',
    defaultMessage: 'This request was already decided. The list is up to date now.',
  },
  expired: {
    id: 'bookingDecision.expired',
    defaultMessage:
      'This request has expired: its check-in time has passed, so it can no longer be approved.',
  },
});

export type BookingDecision = 'approved' | 'rejected';
type Problem = 'overlap' | 'blockedConflict' | 'alreadyDecided' | 'expired';

/** The words for the server's refusal of a decision (SPEC 8: the conflict said plainly). */
export function decisionProblem(error: unknown): Problem | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  const message = first?.message ?? '';
  // Expired while it waited (the 409 requestExpired), or stored so by the sweep before this decision.
  if (first?.extensions?.reason === 'requestExpired' || /already expired/.test(message)) return 'expired';
  if (/overlap an approved stay/.test(message)) return 'overlap';
  if (/blocked some of these nights/.test(message)) return 'blockedConflict';
  if (/already (approved|rejected|cancelled)/.test(message)) return 'alreadyDecided';
  return null;
}

/**
 * Approve or decline a request, say how it went in a toast, then `refresh` the screen's lists either way (a failed
 * refresh shows in that screen's own error state, not as a failed decision). Answers whether it was stored.
 */
export function useDecideBooking(refresh?: () => Promise<unknown>) {
  const t = useIntl().formatMessage;
  const { toast } = useToast();
  const [decide, { loading }] = useMutation(DecideBookingDocument);

  const onDecide = async (bookingId: string, status: BookingDecision): Promise<boolean> => {
    let stored = false;
    try {
      await decide({ variables: { id: bookingId, status } });
      stored = true;
      toast(
        status === 'approved'
          ? { title: t(decisionMessages.approved), description: t(decisionMessages.approvedText) }
          : { title: t(decisionMessages.declined) },
      );
    } catch (failure) {
      const problem = decisionProblem(failure);
      toast({
        variant: 'destructive',
        title: t(decisionMessages.decideFailed),
        description: problem
          ? t(decisionMessages[problem])
          : (graphQLErrorMessage(failure) ?? (failure instanceof Error ? failure.message : undefined)),
      });
    }
    if (refresh) await refresh().catch(() => undefined);
    return stored;
  };

  return { onDecide, deciding: loading };
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface DecideRequestButtonsProps {
  bookingId: string;
  /** The guest's name as the screen shows it: the buttons' accessible names say whose request. */
  guest: string;
  /** The screen's lists to read again after the decision (or its failure). */
  refresh?: () => Promise<unknown>;
}

/** Approve and Decline of one pending request. */
export function DecideRequestButtons({ bookingId, guest, refresh }: DecideRequestButtonsProps) {
  const t = useIntl().formatMessage;
  const { onDecide, deciding } = useDecideBooking(refresh);
  return (
    <Row>
      <Button
        type="button"
        $size="sm"
        disabled={deciding}
        aria-label={t(decisionMessages.approveNamed, { guest })}
        onClick={() => void onDecide(bookingId, 'approved')}
      >
        {t(decisionMessages.approve)}
      </Button>
      <Button
        type="button"
        $size="sm"
        $variant="outline"
        disabled={deciding}
        aria-label={t(decisionMessages.declineNamed, { guest })}
        onClick={() => void onDecide(bookingId, 'rejected')}
      >
        {t(decisionMessages.decline)}
      </Button>
    </Row>
  );
}
