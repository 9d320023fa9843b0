import { defineMessages } from 'react-intl';
import { ButtonLink } from '@stays/ui';
import { Actions, MessageList, PageBody, PageHero, Section, TextTiles, TileGrid, useT } from '../common';

export const messages = defineMessages({
  title: { id: 'static.hostres.title', defaultMessage: 'Host Resources' },
  intro: {
    id: 'static.hostres.intro',
    defaultMessage:
      'Guides and tools to help you host with confidence, whether you rent a sea-view apartment in Cabo Negro or a room near campus. Hosts earn up to $500+/month.',
  },
  startTitle: { id: 'static.hostres.startTitle', defaultMessage: 'Getting Started' },
  s1: { id: 'static.hostres.s1', defaultMessage: 'Create your host account and complete your profile.' },
  s2: {
    id: 'static.hostres.s2',
    defaultMessage: 'Add your property with a clear title, a description and bright photos.',
  },
  s3: {
    id: 'static.hostres.s3',
    defaultMessage: 'Set a fair nightly price and the number of guests you welcome.',
  },
  s4: { id: 'static.hostres.s4', defaultMessage: 'Our staff review your listing, then guests can book it.' },
  benefitsTitle: { id: 'static.hostres.benefitsTitle', defaultMessage: 'What Stays Gives You' },
  b1: { id: 'static.hostres.b1', defaultMessage: 'Free marketing and verification' },
  b2: { id: 'static.hostres.b2', defaultMessage: '24/7 host support' },
  b3: { id: 'static.hostres.b3', defaultMessage: 'Real-time booking notifications' },
  b4: { id: 'static.hostres.b4', defaultMessage: 'Revenue analytics' },
  b5: { id: 'static.hostres.b5', defaultMessage: 'Guest communication tools' },
  guidesTitle: { id: 'static.hostres.guidesTitle', defaultMessage: 'Hosting Guides' },
  g1Title: { id: 'static.hostres.g1Title', defaultMessage: 'Pricing Your Property' },
  g1Text: {
    id: 'static.hostres.g1Text',
    defaultMessage:
      'Compare similar stays nearby and adjust for the summer season and the academic calendar.',
  },
  g2Title: { id: 'static.hostres.g2Title', defaultMessage: 'Photos That Sell' },
  g2Text: {
    id: 'static.hostres.g2Text',
    defaultMessage: 'Shoot in daylight, show every room and include the view.',
  },
  g3Title: { id: 'static.hostres.g3Title', defaultMessage: 'Writing a Great Listing' },
  g3Text: {
    id: 'static.hostres.g3Text',
    defaultMessage: 'Be precise about beds, amenities, transport and house rules.',
  },
  g4Title: { id: 'static.hostres.g4Title', defaultMessage: 'Welcoming Guests' },
  g4Text: {
    id: 'static.hostres.g4Text',
    defaultMessage: 'Answer quickly, share check-in details early and leave a local guide.',
  },
  becomeHost: { id: 'static.hostres.becomeHost', defaultMessage: 'Become a Host' },
});

export function HostResourcesPage() {
  const t = useT();
  const guides = [
    [messages.g1Title, messages.g1Text],
    [messages.g2Title, messages.g2Text],
    [messages.g3Title, messages.g3Text],
    [messages.g4Title, messages.g4Text],
  ] as const;
  return (
    <>
      <PageHero title={t(messages.title)} intro={t(messages.intro)} />
      <PageBody>
        <TileGrid $min="18rem">
          <Section title={t(messages.startTitle)}>
            <MessageList ordered items={[messages.s1, messages.s2, messages.s3, messages.s4]} />
          </Section>
          <Section title={t(messages.benefitsTitle)}>
            <MessageList items={[messages.b1, messages.b2, messages.b3, messages.b4, messages.b5]} />
          </Section>
        </TileGrid>
        <Section title={t(messages.guidesTitle)}>
          <TextTiles min="14rem" items={guides} />
        </Section>
        <Actions>
          <ButtonLink to="/become-host" $variant="primary" $size="lg">
            {t(messages.becomeHost)}
          </ButtonLink>
        </Actions>
      </PageBody>
    </>
  );
}
