import { defineMessages } from 'react-intl';
import { PlatformStatsList } from '@stays/platform';
import { ButtonLink } from '@stays/ui';
import { Actions, PageBody, PageHero, Section, TextTiles, TileGrid, useT } from '../common';

export const messages = defineMessages({
  title: { id: 'static.about.title', defaultMessage: 'About Stays' },
  eyebrow: { id: 'static.about.eyebrow', defaultMessage: 'Find your perfect stay' },
  intro: {
    id: 'static.about.intro',
    defaultMessage:
      'Stays is a marketplace for verified short stays on the Moroccan Mediterranean coast, and a student housing platform near a large Texas university.',
  },
  coastTitle: { id: 'static.about.coastTitle', defaultMessage: 'On the Tamuda Bay Coast' },
  coastText: {
    id: 'static.about.coastText',
    defaultMessage:
      'From Cabo Negro and Martil to Tetouan Marina and Belyounech, we help travellers find sea-view apartments and family villas hosted by people who know the coast.',
  },
  campusTitle: { id: 'static.about.campusTitle', defaultMessage: 'Near Campus' },
  campusText: {
    id: 'static.about.campusText',
    defaultMessage:
      'As a Student Housing Platform in College Station, Texas, we connect students with verified rooms and apartments a short walk or bus ride from class.',
  },
  numbersTitle: { id: 'static.about.numbersTitle', defaultMessage: 'Stays in Numbers' },
  valuesTitle: { id: 'static.about.valuesTitle', defaultMessage: 'What We Believe' },
  v1Title: { id: 'static.about.v1Title', defaultMessage: 'Trust' },
  v1Text: {
    id: 'static.about.v1Text',
    defaultMessage: 'Every host is verified and every listing reviewed by a person.',
  },
  v2Title: { id: 'static.about.v2Title', defaultMessage: 'Simplicity' },
  v2Text: {
    id: 'static.about.v2Text',
    defaultMessage: 'Instant booking confirmations, trip planning tools and clear prices.',
  },
  v3Title: { id: 'static.about.v3Title', defaultMessage: 'Community' },
  v3Text: {
    id: 'static.about.v3Text',
    defaultMessage: 'Hosts and guests who look after each other and the places they share.',
  },
  start: { id: 'static.about.start', defaultMessage: 'Start Your Journey' },
});

/** The about page; its figures are the ones the server counts (issue 30 #7), the same list as the landing's. */
export function AboutPage() {
  const t = useT();
  const values = [
    [messages.v1Title, messages.v1Text],
    [messages.v2Title, messages.v2Text],
    [messages.v3Title, messages.v3Text],
  ] as const;
  return (
    <>
      <PageHero eyebrow={t(messages.eyebrow)} title={t(messages.title)} intro={t(messages.intro)} />
      <PageBody>
        <TileGrid $min="18rem">
          <Section title={t(messages.coastTitle)}>
            <p>{t(messages.coastText)}</p>
          </Section>
          <Section title={t(messages.campusTitle)}>
            <p>{t(messages.campusText)}</p>
          </Section>
        </TileGrid>
        <Section title={t(messages.numbersTitle)}>
          <PlatformStatsList />
        </Section>
        <Section title={t(messages.valuesTitle)}>
          <TextTiles min="14rem" items={values} />
        </Section>
        <Actions>
          <ButtonLink to="/" $variant="accent" $size="lg">
            {t(messages.start)}
          </ButtonLink>
        </Actions>
      </PageBody>
    </>
  );
}
