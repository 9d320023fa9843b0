import { useCallback, useEffect, useId, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Container } from '@stays/ui';

// Building blocks every static page shares: the hero, section cards, lists, the action row and Go Back.
// Pages hold their copy as react-intl messages (English defaultMessage here, French and Arabic in messages/).

export const commonMessages = defineMessages({
  siteName: { id: 'static.common.siteName', defaultMessage: 'Stays' },
  goBack: { id: 'static.common.goBack', defaultMessage: 'Go Back' },
  contactUs: { id: 'static.common.contactUs', defaultMessage: 'Contact Us' },
  lastUpdated: { id: 'static.common.lastUpdated', defaultMessage: 'Last updated {date}' },
  chatSoon: {
    id: 'static.common.chatSoon',
    defaultMessage:
      'Live chat is coming soon! In the meantime, email or call us and we will get back to you.',
  },
  startChat: { id: 'static.common.startChat', defaultMessage: 'Start Live Chat' },
});

/** Not translated: the same address and number in every language. */
export const SUPPORT_EMAIL = 'support@stays.test';
export const SUPPORT_PHONE = '+1 (979) 555-0142';

/** The legal pages' date (SPEC 2: July 24, 2025), formatted in the reader's language. */
export const LEGAL_UPDATED = new Date(2025, 6, 24);

export type Translate = (message: MessageDescriptor, values?: Record<string, ReactNode>) => string;

/** intl.formatMessage, short: `t(messages.title)`. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((message, values) => intl.formatMessage(message, values as never) as string, [intl]);
}

/** "Help Center · Stays" in the tab, in the reader's language. */
export function usePageTitle(title: string) {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage(commonMessages.siteName)}`;
  }, [title, intl]);
}

const HeroBand = styled.div`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.sand},
    ${({ theme }) => theme.colors.background}
  );
  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  }
`;

const HeroInner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const HeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
`;

const Intro = styled.p`
  max-inline-size: 46rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <HeroBand>
      <HeroInner>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <HeroTitle>{title}</HeroTitle>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
      </HeroInner>
    </HeroBand>
  );
}

export const PageBody = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
`;

const SectionBox = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A titled card; the heading names the region for screen readers. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const auto = useId();
  const headingId = id ?? `section${auto.replace(/:/g, '')}`;
  return (
    <SectionBox aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </SectionBox>
  );
}

export const BulletList = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const NumberedList = styled.ol`
  margin: 0;
  padding-inline-start: 1.5rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li::marker {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Small cards in a responsive grid: 1 column on phones, up to 3 (or 4) on desktops. */
export const TileGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '15rem' }) => $min}), 1fr));
`;

export const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sandSoft};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const TileIcon = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A bulleted (or numbered) list of messages. */
export function MessageList({
  items,
  ordered = false,
}: {
  items: readonly MessageDescriptor[];
  ordered?: boolean;
}) {
  const t = useT();
  const List = ordered ? NumberedList : BulletList;
  return (
    <List>
      {items.map((m) => (
        <li key={m.id}>{t(m)}</li>
      ))}
    </List>
  );
}

/** Small cards of a heading and a line of text each. */
export function TextTiles({
  items,
  min,
}: {
  items: ReadonlyArray<readonly [MessageDescriptor, MessageDescriptor]>;
  min?: string;
}) {
  const t = useT();
  return (
    <TileGrid $min={min}>
      {items.map(([title, text]) => (
        <Tile key={title.id}>
          <h3>{t(title)}</h3>
          <p>{t(text)}</p>
        </Tile>
      ))}
    </TileGrid>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The legal pages' Go Back: to the previous page, or home when the page was opened directly. */
export function GoBackButton() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Button $variant="outline" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
      {t(commonMessages.goBack)}
    </Button>
  );
}
