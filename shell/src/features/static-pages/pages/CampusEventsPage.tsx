import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge, Card, PinIcon } from '@stays/ui';
import { PageBody, PageHero, Section, useT } from '../common';

export const messages = defineMessages({
  title: { id: 'static.events.title', defaultMessage: 'Campus Events' },
  intro: {
    id: 'static.events.intro',
    defaultMessage:
      'What is happening on campus and along the coast this season. Meet people, find a roommate, get settled.',
  },
  upcomingTitle: { id: 'static.events.upcomingTitle', defaultMessage: 'Upcoming Events' },
  free: { id: 'static.events.free', defaultMessage: 'Free' },
  e1: { id: 'static.events.e1', defaultMessage: 'Welcome Week Housing Fair' },
  e1Place: { id: 'static.events.e1Place', defaultMessage: 'Student Center, College Station' },
  e1Text: {
    id: 'static.events.e1Text',
    defaultMessage: 'Meet verified hosts and compare rooms near campus.',
  },
  e2: { id: 'static.events.e2', defaultMessage: 'Roommate Meet-up' },
  e2Place: { id: 'static.events.e2Place', defaultMessage: 'Campus Library, Room 204' },
  e2Text: { id: 'static.events.e2Text', defaultMessage: 'Find someone to share a place and the rent with.' },
  e3: { id: 'static.events.e3', defaultMessage: 'Beach Clean-up at Martil' },
  e3Place: { id: 'static.events.e3Place', defaultMessage: 'Martil beach promenade' },
  e3Text: {
    id: 'static.events.e3Text',
    defaultMessage: 'A morning on the coast with the Tamuda Bay community.',
  },
  e4: { id: 'static.events.e4', defaultMessage: 'Budgeting for Students Workshop' },
  e4Place: { id: 'static.events.e4Place', defaultMessage: 'Online' },
  e4Text: {
    id: 'static.events.e4Text',
    defaultMessage: 'Plan rent, utilities and groceries for the whole semester.',
  },
  e5: { id: 'static.events.e5', defaultMessage: 'Move-Out and Storage Day' },
  e5Place: { id: 'static.events.e5Place', defaultMessage: 'Residence Hall parking lot' },
  e5Text: {
    id: 'static.events.e5Text',
    defaultMessage: 'Store your things over the summer and hand back your keys.',
  },
});

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
`;

const Event = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  block-size: 100%;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const DateBox = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  inline-size: 4rem;
  block-size: 4.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryInk};
  line-height: 1.1;
  span:first-child {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
  }
  span:last-child {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Where = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export function CampusEventsPage() {
  const t = useT();
  const intl = useIntl();
  const events = [
    [new Date(2025, 7, 18), messages.e1, messages.e1Place, messages.e1Text],
    [new Date(2025, 7, 22), messages.e2, messages.e2Place, messages.e2Text],
    [new Date(2025, 8, 6), messages.e3, messages.e3Place, messages.e3Text],
    [new Date(2025, 8, 17), messages.e4, messages.e4Place, messages.e4Text],
    [new Date(2025, 11, 12), messages.e5, messages.e5Place, messages.e5Text],
  ] as const;
  return (
    <>
      <PageHero title={t(messages.title)} intro={t(messages.intro)} />
      <PageBody>
        <Section title={t(messages.upcomingTitle)}>
          <List>
            {events.map(([date, title, place, text]) => (
              <li key={title.id}>
                <Event as="article">
                  <DateBox>
                    <span>{intl.formatDate(date, { month: 'short' })}</span>
                    <span>{intl.formatDate(date, { day: 'numeric' })}</span>
                  </DateBox>
                  <Body>
                    <h3>{t(title)}</h3>
                    <p>
                      <time dateTime={date.toISOString().slice(0, 10)}>
                        {intl.formatDate(date, {
                          weekday: 'long',
                          month: 'long',
                          day: 'numeric',
                          year: 'numeric',
                        })}
                      </time>
                    </p>
                    <Where>
                      <PinIcon size={16} />
                      {t(place)}
                    </Where>
                    <p>{t(text)}</p>
                    <div>
                      <Badge $variant="success">{t(messages.free)}</Badge>
                    </div>
                  </Body>
                </Event>
              </li>
            ))}
          </List>
        </Section>
      </PageBody>
    </>
  );
}
