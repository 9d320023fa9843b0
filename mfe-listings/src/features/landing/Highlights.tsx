import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink, Card, Container } from '@stays/ui';
import { HOST_DASHBOARD_PATH, PlatformStatsList, useSession, userCan } from '@stays/platform';

const m = defineMessages({
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

/**
 * SPEC 2's four statistic tiles, filled with the server's counts (issue 30 #7: the same figures as the sign-in
 * page, from the platform's one component), not the original's fixed '500+' and '10k+'.
 */
export function StatTiles() {
  return (
    <Section>
      <Container>
        <PlatformStatsList />
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
 * Dashboard' (host), and 'Your Bookings', whose 'View Your Trips' goes to /trips. The policy table says who is
 * who: the accounts hosting is offered to (user.upgradeToHost: visitors and hosts; never staff or admins), and
 * among them those who already list (property.create).
 */
export function CallToAction() {
  const t = useIntl().formatMessage;
  const { user, isAuthenticated } = useSession();
  const account = isAuthenticated ? user : null;
  if (!userCan('user.upgradeToHost', account)) return null;
  const hosting = userCan('property.create', account);
  return (
    <Section>
      <Container>
        <Cards>
          {hosting ? (
            <Card as="section">
              <h2>{t(m.dashboardTitle)}</h2>
              <p>{t(m.dashboardText)}</p>
              <ButtonLink to={HOST_DASHBOARD_PATH} $variant="primary">
                {t(m.dashboardButton)}
              </ButtonLink>
            </Card>
          ) : (
            <Card as="section">
              <h2>{t(m.hostTitle)}</h2>
              <p>{t(m.hostText)}</p>
              <ButtonLink to="/become-host" $variant="primary">
                {t(m.hostButton)}
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
