import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Button } from '@stays/ui';
import { decisionMessages } from './decisionMessages';
import { useDecideBooking } from './useDecideBooking';

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
