import { useDeferredValue, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, ButtonLink, SearchIcon, VisuallyHidden } from '@stays/ui';
import { Input } from '@stays/ui/forms';
import { LiveChatButton } from '../LiveChatButton';
import { Actions, commonMessages, PageBody, PageHero, Section, Tile, TileGrid, useT } from '../common';
import { SupportHours } from '../SupportHours';

export const messages = defineMessages({
  title: { id: 'static.help.title', defaultMessage: 'Help Center' },
  intro: {
    id: 'static.help.intro',
    defaultMessage:
      'Answers for guests, students and hosts, whether you are booking a summer stay on the Tamuda Bay coast or a room near campus.',
  },
  searchLabel: { id: 'static.help.searchLabel', defaultMessage: 'Search the help center' },
  searchPlaceholder: { id: 'static.help.searchPlaceholder', defaultMessage: 'Search for answers...' },
  faqTitle: { id: 'static.help.faqTitle', defaultMessage: 'Frequently Asked Questions' },
  resultCount: {
    id: 'static.help.resultCount',
    defaultMessage:
      '{count, plural, =0 {No questions match your search.} one {# question matches your search.} other {# questions match your search.}}',
  },
  noResults: {
    id: 'static.help.noResults',
    defaultMessage: 'No questions match “{query}”. Try other words or contact our support team.',
  },
  clearSearch: { id: 'static.help.clearSearch', defaultMessage: 'Clear search' },
  q1: { id: 'static.help.q1', defaultMessage: 'How do I book a stay?' },
  a1: {
    id: 'static.help.a1',
    defaultMessage:
      'Open a property, choose your dates and the number of guests, and send a booking request. The host reviews it and you are notified as soon as it is approved.',
  },
  q2: { id: 'static.help.q2', defaultMessage: 'When is my booking confirmed?' },
  a2: {
    id: 'static.help.a2',
    defaultMessage:
      'Your booking stays a request until the host approves it. You get an instant booking confirmation the moment they do.',
  },
  q3: { id: 'static.help.q3', defaultMessage: 'How do I become a host?' },
  a3: {
    id: 'static.help.a3',
    defaultMessage:
      'Create a host account from Become a Host and submit your application. Applications are usually reviewed within 2-3 business days.',
  },
  q4: { id: 'static.help.q4', defaultMessage: 'What does hosting cost?' },
  a4: {
    id: 'static.help.a4',
    defaultMessage:
      'Nothing up front: marketing and verification are free, and hosts earn up to $500+/month with 24/7 host support.',
  },
  q5: { id: 'static.help.q5', defaultMessage: 'How do cancellations and refunds work?' },
  a5: {
    id: 'static.help.a5',
    defaultMessage:
      'Every property uses a Flexible, Moderate or Strict policy, and a cancellation shows the refund it gives. Stays records no payment, so hosts settle refunds with their guests; service fees are non-refundable.',
  },
  q6: { id: 'static.help.q6', defaultMessage: 'Are hosts and properties verified?' },
  a6: {
    id: 'static.help.a6',
    defaultMessage:
      'Yes. 100% of our hosts are verified and our staff review every property before it is listed.',
  },
  q7: { id: 'static.help.q7', defaultMessage: 'Can I message a host before booking?' },
  a7: {
    id: 'static.help.a7',
    defaultMessage:
      'Yes. Use Contact Host on any property page: direct host messaging keeps the whole conversation on Stays.',
  },
  q8: { id: 'static.help.q8', defaultMessage: 'Is Stays only for students?' },
  a8: {
    id: 'static.help.a8',
    defaultMessage:
      'No. Stays lists short stays on the Moroccan Mediterranean coast (Cabo Negro, Martil, Tetouan Marina and Belyounech) and student housing near a large Texas university.',
  },
  channelsTitle: { id: 'static.help.channelsTitle', defaultMessage: 'Support Channels' },
  emailTitle: { id: 'static.help.emailTitle', defaultMessage: 'Email Support' },
  emailText: {
    id: 'static.help.emailText',
    defaultMessage: 'support@stays.test: we answer within one business day.',
  },
  phoneTitle: { id: 'static.help.phoneTitle', defaultMessage: 'Phone Support' },
  phoneText: { id: 'static.help.phoneText', defaultMessage: '+1 (979) 555-0142, during support hours.' },
  chatTitle: { id: 'static.help.chatTitle', defaultMessage: 'Live Chat' },
  chatText: { id: 'static.help.chatText', defaultMessage: 'Chat with our team from any page.' },
  emergencyTitle: { id: 'static.help.emergencyTitle', defaultMessage: 'Emergency Support' },
  emergencyText: {
    id: 'static.help.emergencyText',
    defaultMessage: 'Available 24/7 for urgent safety issues during a stay: +1 (979) 555-0199.',
  },
  stillNeedHelp: { id: 'static.help.stillNeedHelp', defaultMessage: 'Still need help?' },
  stillNeedHelpText: {
    id: 'static.help.stillNeedHelpText',
    defaultMessage: 'Send us a message and the right team will get back to you.',
  },
});

const faq = [
  [messages.q1, messages.a1],
  [messages.q2, messages.a2],
  [messages.q3, messages.a3],
  [messages.q4, messages.a4],
  [messages.q5, messages.a5],
  [messages.q6, messages.a6],
  [messages.q7, messages.a7],
  [messages.q8, messages.a8],
] as const;

const SearchBox = styled.div`
  position: relative;
  max-inline-size: 36rem;
  margin-block-start: ${({ theme }) => theme.space.sm};
  input {
    min-block-size: 3.25rem;
    padding-inline-start: 2.75rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  svg {
    position: absolute;
    inset-inline-start: 0.9rem;
    inset-block: 0;
    margin-block: auto;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Faq = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    list-style: none;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
    cursor: pointer;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* A chevron that points along the reading direction when closed and down when open. */
  summary::before {
    content: '';
    flex: none;
    inline-size: 0.5rem;
    block-size: 0.5rem;
    border: solid ${({ theme }) => theme.colors.primary};
    border-width: 0 2px 2px 0;
    transform: rotate(-45deg);
    transition: transform 120ms ease;
  }
  [dir='rtl'] & summary::before {
    transform: rotate(135deg);
  }
  details[open] summary::before {
    transform: rotate(45deg);
  }
  details[open] summary {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  details p {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Empty = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Lower case without accents, so "reserver" finds "réserver" and "CANCEL" finds "cancel". */
const fold = (s: string, locale: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);

export function HelpCenterPage() {
  const t = useT();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const { locale } = useIntl();
  const words = fold(deferred, locale).split(/\s+/).filter(Boolean);
  const shown = faq.filter(([q, a]) => {
    const text = fold(`${t(q)} ${t(a)}`, locale);
    return words.every((w) => text.includes(w));
  });

  return (
    <>
      <PageHero title={t(messages.title)} intro={t(messages.intro)}>
        <SearchBox role="search">
          <VisuallyHidden as="label" htmlFor={searchId}>
            {t(messages.searchLabel)}
          </VisuallyHidden>
          <SearchIcon />
          <Input
            id={searchId}
            type="search"
            value={query}
            placeholder={t(messages.searchPlaceholder)}
            onChange={(e) => setQuery(e.target.value)}
            aria-controls="help-faq"
          />
        </SearchBox>
      </PageHero>
      <PageBody>
        <Section title={t(messages.faqTitle)}>
          <VisuallyHidden role="status">
            {words.length ? t(messages.resultCount, { count: shown.length }) : ''}
          </VisuallyHidden>
          <Faq id="help-faq">
            {shown.map(([q, a]) => (
              <details key={q.id} open={words.length > 0}>
                <summary>{t(q)}</summary>
                <p>{t(a)}</p>
              </details>
            ))}
          </Faq>
          {shown.length === 0 ? (
            <Empty>
              <p>{t(messages.noResults, { query: deferred })}</p>
              <Button $variant="outline" $size="sm" onClick={() => setQuery('')}>
                {t(messages.clearSearch)}
              </Button>
            </Empty>
          ) : null}
        </Section>
        <Section title={t(messages.channelsTitle)}>
          <TileGrid $min="13rem">
            <Tile>
              <h3>{t(messages.emailTitle)}</h3>
              <p>{t(messages.emailText)}</p>
            </Tile>
            <Tile>
              <h3>{t(messages.phoneTitle)}</h3>
              <p>{t(messages.phoneText)}</p>
            </Tile>
            <Tile>
              <h3>{t(messages.chatTitle)}</h3>
              <p>{t(messages.chatText)}</p>
              <LiveChatButton />
            </Tile>
            <Tile>
              <h3>{t(messages.emergencyTitle)}</h3>
              <p>{t(messages.emergencyText)}</p>
            </Tile>
          </TileGrid>
        </Section>
        <SupportHours />
        <Section title={t(messages.stillNeedHelp)}>
          <p>{t(messages.stillNeedHelpText)}</p>
          <Actions>
            <ButtonLink to="/contact-us" $variant="primary">
              {t(commonMessages.contactUs)}
            </ButtonLink>
          </Actions>
        </Section>
      </PageBody>
    </>
  );
}
