import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useToast } from '@stays/ui';
import { DecideBookingDocument } from '../__generated__/graphql';
import { graphQLErrorMessage } from '../errors/errors';
import { decisionMessages } from './decisionMessages';

// Approve and Decline of a pending request, one write wherever a host meets the request: the booking calendar,
// the host dashboard and the inbox thread (issue 46 #7).

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
