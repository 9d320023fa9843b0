import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import { Badge } from '@stays/ui';
import { PageBody, PageHero, Section, Tile, TileGrid, useT } from '../common';

export const messages = defineMessages({
  title: { id: 'static.forum.title', defaultMessage: 'Community Forum' },
  intro: {
    id: 'static.forum.intro',
    defaultMessage: 'Tips, questions and stories from the Stays community of guests, students and hosts.',
  },
  categoriesTitle: { id: 'static.forum.categoriesTitle', defaultMessage: 'Categories' },
  topics: { id: 'static.forum.topics', defaultMessage: '{count, plural, one {# topic} other {# topics}}' },
  c1: { id: 'static.forum.c1', defaultMessage: 'Hosting Tips' },
  c1Text: { id: 'static.forum.c1Text', defaultMessage: 'Pricing, cleaning, reviews and everything hosting.' },
  c2: { id: 'static.forum.c2', defaultMessage: 'Student Life' },
  c2Text: { id: 'static.forum.c2Text', defaultMessage: 'Roommates, budgets and neighbourhoods near campus.' },
  c3: { id: 'static.forum.c3', defaultMessage: 'Travel on the Coast' },
  c3Text: { id: 'static.forum.c3Text', defaultMessage: 'Beaches, food and day trips around Tamuda Bay.' },
  c4: { id: 'static.forum.c4', defaultMessage: 'Announcements' },
  c4Text: { id: 'static.forum.c4Text', defaultMessage: 'News and updates from the Stays team.' },
  recentTitle: { id: 'static.forum.recentTitle', defaultMessage: 'Recent Discussions' },
  replies: { id: 'static.forum.replies', defaultMessage: '{count, plural, one {# reply} other {# replies}}' },
  by: { id: 'static.forum.by', defaultMessage: 'by {author}' },
  p1: { id: 'static.forum.p1', defaultMessage: 'Best neighbourhoods to live in near campus?' },
  p2: { id: 'static.forum.p2', defaultMessage: 'Summer in Martil: which beach is the quietest?' },
  p3: { id: 'static.forum.p3', defaultMessage: 'My first-time hosting checklist' },
  p4: { id: 'static.forum.p4', defaultMessage: 'How do you split utilities with roommates?' },
  p5: { id: 'static.forum.p5', defaultMessage: 'Weekend trip from Tetouan Marina to Chefchaouen' },
  guidelinesTitle: { id: 'static.forum.guidelinesTitle', defaultMessage: 'Community Guidelines' },
  guidelines: {
    id: 'static.forum.guidelines',
    defaultMessage:
      'Be kind, stay on topic and never share personal contact or payment details in public posts.',
  },
});

const Posts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    padding-block: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-block-end: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function CommunityForumPage() {
  const t = useT();
  const categories = [
    [messages.c1, messages.c1Text, 128],
    [messages.c2, messages.c2Text, 96],
    [messages.c3, messages.c3Text, 74],
    [messages.c4, messages.c4Text, 12],
  ] as const;
  const posts = [
    [messages.p1, 'Sarah M.', 24],
    [messages.p2, 'Youssef A.', 18],
    [messages.p3, 'Karim B.', 31],
    [messages.p4, 'Emily R.', 9],
    [messages.p5, 'Lina H.', 14],
  ] as const;
  return (
    <>
      <PageHero title={t(messages.title)} intro={t(messages.intro)} />
      <PageBody>
        <Section title={t(messages.categoriesTitle)}>
          <TileGrid $min="13rem">
            {categories.map(([title, text, count]) => (
              <Tile key={title.id}>
                <h3>{t(title)}</h3>
                <p>{t(text)}</p>
                <div>
                  <Badge $variant="secondary">{t(messages.topics, { count })}</Badge>
                </div>
              </Tile>
            ))}
          </TileGrid>
        </Section>
        <Section title={t(messages.recentTitle)}>
          <Posts>
            {posts.map(([title, author, replies]) => (
              <li key={title.id}>
                <strong>{t(title)}</strong>
                <span>
                  {t(messages.by, { author })} · {t(messages.replies, { count: replies })}
                </span>
              </li>
            ))}
          </Posts>
        </Section>
        <Section title={t(messages.guidelinesTitle)}>
          <p>{t(messages.guidelines)}</p>
        </Section>
      </PageBody>
    </>
  );
}
