import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink, Card, Container } from '@stays/ui';
import { useSession } from '@stays/platform';

const m = defineMessages({
  statsTitle: { id: 'stats.title', defaultMessage: 'Stays in numbers' },
  stays: { id: 'stats.stays', defaultMessage: 'Verified stays' },
  staysValue: { id: 'stats.staysValue', defaultMessage: '500+' },
  guests: { id: 'stats.guests', defaultMessage: 'Happy guests' },
  guestsValue: { id: 'stats.guestsValue', defaultMessage: '10k+' },
  rating: { id: 'stats.rating', defaultMessage: 'Average rating' },
  ratingValue: { id: 'stats.ratingValue', defaultMessage: '4.8' },
  support: { id: 'stats.support', defaultMessage: 'Support' },
  supportValue: { id: 'stats.supportValue', defaultMessage: '24/7' },
  hostTitle: { id: 'cta.hostTitle', defaultMessage: 'Become a Host' },
  hostText: {
    id: 'cta.hostText',
    defaultMessage: 'Share your place with guests and students and earn from it.',
  },
  hostButton: { id: 'cta.hostButton', defaultMessage: 'Become a Host' },
  dashboardTitle: { id: 'cta.dashboardTitle', defaultMessage: 'Host Dashboard' },
  dashboardText: { id: 'cta.dashboardText', defaultMessage: 'Manage your listings, calendar and requests.' },
  dashboardButton: { id: 'cta.dashboardButton', defaultMessage: 'Go to Dashboard' },
  tripsTitle: { id: 'cta.tripsTitle', defaultMessage: 'Your Bookings' },
  tripsText: { id: 'cta.tripsText', defaultMessage: 'See your requests and upcoming stays.' },
  tripsButton: { id: 'cta.tripsButton', defaultMessage: 'View Your Trips' },
});

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space.lg};
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: grid;
    justify-items: center;
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.sandSoft};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** SPEC 2's four static statistic tiles. */
export function StatTiles() {
  const t = useIntl().formatMessage;
  const tiles = [
    [m.staysValue, m.stays],
    [m.guestsValue, m.guests],
    [m.ratingValue, m.rating],
    [m.supportValue, m.support],
  ] as const;
  return (
    <Section aria-label={t(m.statsTitle)}>
      <Container>
        <Tiles>
          {tiles.map(([value, label]) => (
            <li key={label.id}>
              <strong>{t(value)}</strong>
              <span>{t(label)}</span>
            </li>
          ))}
        </Tiles>
      </Container>
    </Section>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin-block: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * SPEC 2's signed-in call-to-action cards, for visitors and hosts only: 'Become a Host' (visitor) or 'Host
 * Dashboard' (host), and 'Your Bookings', whose 'View Your Trips' goes to /trips.
 */
export function CallToAction() {
  const t = useIntl().formatMessage;
  const { user, isAuthenticated } = useSession();
  const role = isAuthenticated ? user?.role : null;
  if (role !== 'visitor' && role !== 'host') return null;
  return (
    <Section>
      <Container>
        <Cards>
          {role === 'visitor' ? (
            <Card as="section">
              <h2>{t(m.hostTitle)}</h2>
              <p>{t(m.hostText)}</p>
              <ButtonLink to="/become-host" $variant="primary">
                {t(m.hostButton)}
              </ButtonLink>
            </Card>
          ) : (
            <Card as="section">
              <h2>{t(m.dashboardTitle)}</h2>
              <p>{t(m.dashboardText)}</p>
              <ButtonLink to="/host/dashboard" $variant="primary">
                {t(m.dashboardButton)}
              </ButtonLink>
            </Card>
          )}
          <Card as="section">
            <h2>{t(m.tripsTitle)}</h2>
            <p>{t(m.tripsText)}</p>
            <ButtonLink to="/trips" $variant="outline">
              {t(m.tripsButton)}
            </ButtonLink>
          </Card>
        </Cards>
      </Container>
    </Section>
  );
}
