import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSession, userCan } from '@stays/platform';
import { Button, Card, Container } from '@stays/ui';
import { withHostMessages } from '../../i18n/withHostMessages';
import { useDocumentTitle } from '../common/HostArea';

const messages = defineMessages({
  title: { id: 'host.become.title', defaultMessage: 'Become a Host' },
  lead: {
    id: 'host.become.lead',
    defaultMessage:
      'Share your place on the Tamuda Bay coast or near campus with guests and students who book verified stays.',
  },
  start: { id: 'host.become.start', defaultMessage: 'Start Hosting Today' },
  learn: { id: 'host.become.learn', defaultMessage: 'Learn More' },
  benefitsTitle: { id: 'host.become.benefitsTitle', defaultMessage: 'Why host with Stays' },
  benefit1: { id: 'host.become.benefit1', defaultMessage: 'You decide' },
  benefit1Text: {
    id: 'host.become.benefit1Text',
    defaultMessage: 'Approve or decline every request, block nights for yourself and set your own price.',
  },
  benefit2: { id: 'host.become.benefit2', defaultMessage: 'One calendar everywhere' },
  benefit2Text: {
    id: 'host.become.benefit2Text',
    defaultMessage:
      'Export your calendar to Google Calendar or another site, so a night is never sold twice.',
  },
  benefit3: { id: 'host.become.benefit3', defaultMessage: 'Clear numbers' },
  benefit3Text: {
    id: 'host.become.benefit3Text',
    defaultMessage: 'Revenue by month, approval rate and your best properties at a glance.',
  },
  howTitle: { id: 'host.become.howTitle', defaultMessage: 'How it works' },
  step1: { id: 'host.become.step1', defaultMessage: 'Apply' },
  step1Text: {
    id: 'host.become.step1Text',
    defaultMessage: 'Create your account and tell us why you want to host.',
  },
  step2: { id: 'host.become.step2', defaultMessage: 'List your property' },
  step2Text: {
    id: 'host.become.step2Text',
    defaultMessage: 'Add photos, amenities and a price; our staff review each listing.',
  },
  step3: { id: 'host.become.step3', defaultMessage: 'Welcome guests' },
  step3Text: {
    id: 'host.become.step3Text',
    defaultMessage: 'Answer requests from your calendar and get booked.',
  },
  statsTitle: { id: 'host.become.statsTitle', defaultMessage: 'Stays in numbers' },
  stat1: { id: 'host.become.stat1', defaultMessage: '3-5 days' },
  stat1Text: { id: 'host.become.stat1Text', defaultMessage: 'to review a host application' },
  stat2: { id: 'host.become.stat2', defaultMessage: '24/7' },
  stat2Text: { id: 'host.become.stat2Text', defaultMessage: 'emergency support' },
  stat3: { id: 'host.become.stat3', defaultMessage: '3 languages' },
  stat3Text: { id: 'host.become.stat3Text', defaultMessage: 'English, French and Arabic' },
});

const Hero = styled.section`
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.primaryHover}
  );
  color: ${({ theme }) => theme.colors.primaryInk};
  padding-block: ${({ theme }) => theme.space.xxl};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.display};
    color: inherit;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    max-inline-size: 40rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Block = styled.section`
  padding-block: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Three = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Step = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  margin-block-end: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.coral};
  color: ${({ theme }) => theme.colors.primaryInk};
  font-weight: 700;
`;

const Figure = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

/** /become-host (SPEC 2 'Host marketing page'): hosts and admins go straight to their dashboard. */
function BecomeHostPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const { user, isAuthenticated } = useSession();
  const benefits = useRef<HTMLElement>(null);
  useDocumentTitle(t(messages.title));
  const isHost = isAuthenticated && userCan('property.create', user);
  if (isHost) return <Navigate to="/host/dashboard" replace />;

  return (
    <>
      <Hero>
        <Container>
          <h1>{t(messages.title)}</h1>
          <p>{t(messages.lead)}</p>
          <Actions>
            <Button
              $variant="accent"
              $size="lg"
              onClick={() => navigate(isHost ? '/host/dashboard' : '/hosts')}
            >
              {t(messages.start)}
            </Button>
            <Button
              $variant="secondary"
              $size="lg"
              onClick={() => {
                const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
                benefits.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
                benefits.current?.focus({ preventScroll: true });
              }}
            >
              {t(messages.learn)}
            </Button>
          </Actions>
        </Container>
      </Hero>
      <Container>
        <Block ref={benefits} tabIndex={-1} aria-labelledby="benefits-title" id="benefits">
          <h2 id="benefits-title">{t(messages.benefitsTitle)}</h2>
          <Three>
            {([1, 2, 3] as const).map((n) => (
              <li key={n}>
                <Card $padded style={{ blockSize: '100%' }}>
                  <h3>{t(messages[`benefit${n}`])}</h3>
                  <p>{t(messages[`benefit${n}Text`])}</p>
                </Card>
              </li>
            ))}
          </Three>
        </Block>
        <Block aria-labelledby="how-title">
          <h2 id="how-title">{t(messages.howTitle)}</h2>
          <Three>
            {([1, 2, 3] as const).map((n) => (
              <li key={n}>
                <Step aria-hidden>{intl.formatNumber(n)}</Step>
                <h3>{t(messages[`step${n}`])}</h3>
                <p>{t(messages[`step${n}Text`])}</p>
              </li>
            ))}
          </Three>
        </Block>
        <Block aria-labelledby="stats-title">
          <h2 id="stats-title">{t(messages.statsTitle)}</h2>
          <Three>
            {([1, 2, 3] as const).map((n) => (
              <li key={n}>
                <Figure>{t(messages[`stat${n}`])}</Figure>
                <p>{t(messages[`stat${n}Text`])}</p>
              </li>
            ))}
          </Three>
        </Block>
      </Container>
    </>
  );
}

export default withHostMessages(BecomeHostPage);
