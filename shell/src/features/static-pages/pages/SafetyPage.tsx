import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import { AlertIcon, ButtonLink, CheckIcon, HomeIcon, StarIcon } from '@stays/ui';
import {
  Actions,
  BulletList,
  MessageList,
  PageBody,
  PageHero,
  Section,
  Tile,
  TileGrid,
  TileIcon,
  useT,
} from '../common';

export const messages = defineMessages({
  title: { id: 'static.safety.title', defaultMessage: 'Safety and Information' },
  intro: {
    id: 'static.safety.intro',
    defaultMessage:
      'Your safety comes first, on the coast and on campus. Here is how Stays protects guests, students and hosts, and what to do if something goes wrong.',
  },
  featuresTitle: { id: 'static.safety.featuresTitle', defaultMessage: 'How We Keep You Safe' },
  f1Title: { id: 'static.safety.f1Title', defaultMessage: 'Verified Hosts' },
  f1Text: {
    id: 'static.safety.f1Text',
    defaultMessage: '100% of hosts are verified before they can list a property.',
  },
  f2Title: { id: 'static.safety.f2Title', defaultMessage: 'Reviewed Listings' },
  f2Text: {
    id: 'static.safety.f2Text',
    defaultMessage: 'Our staff review every property before it appears on Stays.',
  },
  f3Title: { id: 'static.safety.f3Title', defaultMessage: 'Secure Messaging' },
  f3Text: {
    id: 'static.safety.f3Text',
    defaultMessage: 'Direct host messaging keeps your conversations and details on the platform.',
  },
  f4Title: { id: 'static.safety.f4Title', defaultMessage: 'Real-time Notifications' },
  f4Text: {
    id: 'static.safety.f4Text',
    defaultMessage: 'You hear about every booking request and approval as it happens.',
  },
  guestTipsTitle: { id: 'static.safety.guestTipsTitle', defaultMessage: 'Safety Tips for Guests' },
  g1: { id: 'static.safety.g1', defaultMessage: 'Keep payments and messages on Stays.' },
  g2: {
    id: 'static.safety.g2',
    defaultMessage: 'Read the listing, the amenities and the reviews before you book.',
  },
  g3: { id: 'static.safety.g3', defaultMessage: 'Share your trip details with someone you trust.' },
  g4: {
    id: 'static.safety.g4',
    defaultMessage: 'Find the exits, the smoke detector and the first-aid kit when you arrive.',
  },
  g5: { id: 'static.safety.g5', defaultMessage: 'At the beach, swim only where lifeguards are on duty.' },
  hostTipsTitle: { id: 'static.safety.hostTipsTitle', defaultMessage: 'Safety Tips for Hosts' },
  h1: {
    id: 'static.safety.h1',
    defaultMessage: 'Install smoke and carbon monoxide detectors and test them monthly.',
  },
  h2: {
    id: 'static.safety.h2',
    defaultMessage: 'Leave emergency numbers and the address in a visible place.',
  },
  h3: {
    id: 'static.safety.h3',
    defaultMessage: 'Keep a first-aid kit and a fire extinguisher in the property.',
  },
  h4: {
    id: 'static.safety.h4',
    defaultMessage: 'Describe stairs, pools and other hazards honestly in your listing.',
  },
  emergencyTitle: { id: 'static.safety.emergencyTitle', defaultMessage: 'Emergency Contacts' },
  e1: { id: 'static.safety.e1', defaultMessage: 'Police (Morocco): 19' },
  e2: { id: 'static.safety.e2', defaultMessage: 'Ambulance and fire (Morocco): 15' },
  e3: { id: 'static.safety.e3', defaultMessage: 'Emergency services (United States): 911' },
  e4: { id: 'static.safety.e4', defaultMessage: 'Stays emergency support, 24/7: +1 (979) 555-0199' },
  reportTitle: { id: 'static.safety.reportTitle', defaultMessage: 'Report a Concern' },
  reportText: {
    id: 'static.safety.reportText',
    defaultMessage:
      'Tell our safety team about a problem with a stay, a host, a guest or a listing. We treat every report confidentially.',
  },
  reportSafety: { id: 'static.safety.reportSafety', defaultMessage: 'Report a Safety Issue' },
  reportListing: { id: 'static.safety.reportListing', defaultMessage: 'Report a Listing' },
});

const Emergency = styled(BulletList)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

export function SafetyPage() {
  const t = useT();
  const features = [
    [<CheckIcon key="i" />, messages.f1Title, messages.f1Text],
    [<HomeIcon key="i" />, messages.f2Title, messages.f2Text],
    [<StarIcon key="i" />, messages.f3Title, messages.f3Text],
    [<AlertIcon key="i" />, messages.f4Title, messages.f4Text],
  ] as const;
  return (
    <>
      <PageHero title={t(messages.title)} intro={t(messages.intro)} />
      <PageBody>
        <Section title={t(messages.featuresTitle)}>
          <TileGrid $min="13rem">
            {features.map(([icon, title, text]) => (
              <Tile key={title.id}>
                <TileIcon aria-hidden="true">{icon}</TileIcon>
                <h3>{t(title)}</h3>
                <p>{t(text)}</p>
              </Tile>
            ))}
          </TileGrid>
        </Section>
        <TileGrid $min="18rem">
          <Section title={t(messages.guestTipsTitle)}>
            <MessageList items={[messages.g1, messages.g2, messages.g3, messages.g4, messages.g5]} />
          </Section>
          <Section title={t(messages.hostTipsTitle)}>
            <MessageList items={[messages.h1, messages.h2, messages.h3, messages.h4]} />
          </Section>
        </TileGrid>
        <Section title={t(messages.emergencyTitle)}>
          <Emergency>
            {[messages.e1, messages.e2, messages.e3, messages.e4].map((m) => (
              <li key={m.id}>{t(m)}</li>
            ))}
          </Emergency>
        </Section>
        <Section title={t(messages.reportTitle)}>
          <p>{t(messages.reportText)}</p>
          <Actions>
            <ButtonLink to="/contact-us?subject=safety" $variant="destructive">
              {t(messages.reportSafety)}
            </ButtonLink>
            <ButtonLink to="/contact-us?subject=safety" $variant="outline">
              {t(messages.reportListing)}
            </ButtonLink>
          </Actions>
        </Section>
      </PageBody>
    </>
  );
}
