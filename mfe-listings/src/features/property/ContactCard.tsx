import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, ButtonLink, Card } from '@stays/ui';
import { propertyMessages as m } from './messages';

const ContactActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

export interface ContactCardProps {
  /** The signed-in host's own listing: no message to themselves (the server refuses it too). */
  ownListing: boolean;
  onMessage: () => void;
}

/** Contact the host: a message, the guest's trips, support. */
export function ContactCard({ ownListing, onMessage }: ContactCardProps) {
  const t = useIntl().formatMessage;
  return (
    <Card as="section" aria-labelledby="contact-title">
      <h2 id="contact-title" style={{ fontSize: '1.125rem' }}>
        {t(m.contactHost)}
      </h2>
      <ContactActions>
        <Button type="button" $variant="outline" $block disabled={ownListing} onClick={onMessage}>
          {t(m.sendMessage)}
        </Button>
        {/* A guest's bookings are their trips; /dashboard is the host area (issue 30 #2). */}
        <ButtonLink to="/trips" $variant="ghost" $block>
          {t(m.myBookings)}
        </ButtonLink>
        <ButtonLink to="/contact-us" $variant="ghost" $block>
          {t(m.contactSupport)}
        </ButtonLink>
      </ContactActions>
    </Card>
  );
}
