import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { useLiveEvent } from '@stays/platform';
import { DecideRequestButtons } from '@stays/platform/apollo';
import { ThreadRequestStatusDocument } from '../../__generated__/graphql';

const Centered = styled.div`
  justify-self: center;
  padding-block-start: ${({ theme }) => theme.space.xxs};
`;

/**
 * Approve and Decline under a request in the host's thread, while its booking is pending (the platform's one
 * decision write, as on the calendar and the dashboard). Read again when a live event names the booking, so a
 * decision made elsewhere takes the buttons away.
 */
export function RequestDecision({ bookingId, guest }: { bookingId: string; guest: string }) {
  const { data, refetch } = useQuery(ThreadRequestStatusDocument, {
    variables: { id: bookingId },
    fetchPolicy: 'cache-and-network',
  });
  useLiveEvent('booking', (event) => {
    const named = (event.data as { bookingId?: unknown } | null)?.bookingId;
    if (event.type === 'resync' || named === bookingId) void refetch().catch(() => undefined);
  });
  if (data?.booking?.status !== 'pending') return null;
  return (
    <Centered>
      <DecideRequestButtons bookingId={bookingId} guest={guest} refresh={() => refetch()} />
    </Centered>
  );
}
