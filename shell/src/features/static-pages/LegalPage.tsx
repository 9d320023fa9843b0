import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Actions,
  GoBackButton,
  LEGAL_UPDATED,
  PageBody,
  PageHero,
  Section,
  commonMessages,
  useT,
} from './common';

const Toc = styled.nav`
  ol {
    margin: 0;
    padding-inline-start: 1.5rem;
    columns: 2 14rem;
    column-gap: ${({ theme }) => theme.space.xl};
  }
  li {
    padding-block: 0.15rem;
  }
`;

export interface LegalSection {
  heading: MessageDescriptor;
  body: MessageDescriptor;
}

/** Sections h1/b1 ... hN/bN of a page's messages, in order (the spec counts them: 10 terms, 11 privacy). */
export function numberedSections(messages: Record<string, MessageDescriptor>, count: number): LegalSection[] {
  return Array.from({ length: count }, (_, i) => ({
    heading: messages[`h${i + 1}`],
    body: messages[`b${i + 1}`],
  }));
}

/** Terms and Privacy: numbered sections with a table of contents, the update date and Go Back. */
export function LegalPage({
  title,
  intro,
  tocLabel,
  sections,
  values,
  children,
}: {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  tocLabel: MessageDescriptor;
  sections: readonly LegalSection[];
  /** Values the sections' texts take (a rule's figure, from the rule itself). */
  values?: Record<string, string | number>;
  children?: ReactNode;
}) {
  const t = useT();
  const intl = useIntl();
  const updated = t(commonMessages.lastUpdated, {
    date: intl.formatDate(LEGAL_UPDATED, { dateStyle: 'long' }),
  });
  const number = (n: number) => intl.formatNumber(n);
  return (
    <>
      <PageHero title={t(title)} intro={t(intro)}>
        <p>{updated}</p>
      </PageHero>
      <PageBody>
        <Toc aria-label={t(tocLabel)}>
          <ol>
            {sections.map((s, i) => (
              <li key={s.heading.id}>
                <a href={`#legal-${i + 1}`}>{t(s.heading)}</a>
              </li>
            ))}
          </ol>
        </Toc>
        {sections.map((s, i) => (
          <Section key={s.heading.id} id={`legal-${i + 1}`} title={`${number(i + 1)}. ${t(s.heading)}`}>
            <p>{t(s.body, values)}</p>
          </Section>
        ))}
        {children}
        <Actions>
          <GoBackButton />
        </Actions>
      </PageBody>
    </>
  );
}
