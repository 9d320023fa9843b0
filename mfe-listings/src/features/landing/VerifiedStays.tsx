import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '@stays/ui';
import { ListingResults } from '../listing';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-block-end: ${({ theme }) => theme.space.sm};
  }
`;

export const ALL_STAYS_ID = 'all-stays';

/**
 * 'All verified stays': the category bar and filters, the count ('N verified stays', '• Filtered'), the
 * Sort menu, and the approved properties a page at a time with 'Load More Stays'.
 */
export function VerifiedStays() {
  const t = useIntl().formatMessage;
  return (
    <Section aria-labelledby="all-stays-title" id={ALL_STAYS_ID}>
      <Container>
        <h2 id="all-stays-title">{t({ id: 'landing.allTitle', defaultMessage: 'All verified stays' })}</h2>
        <ListingResults withTotal />
      </Container>
    </Section>
  );
}
