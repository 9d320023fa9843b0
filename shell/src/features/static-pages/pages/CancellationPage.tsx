import { defineMessages, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { CANCELLATION_POLICIES, type CancellationPolicyName, refundWindows } from '@stays/contracts';
import { ButtonLink } from '@stays/ui';
import { Actions, commonMessages, MessageList, PageBody, PageHero, Section, useT } from '../common';

export const messages = defineMessages({
  title: { id: 'static.cancel.title', defaultMessage: 'Cancellation Options' },
  intro: {
    id: 'static.cancel.intro',
    defaultMessage:
      'Plans change. Every property on Stays uses one of three cancellation policies, and your refund depends on how long before check-in you cancel.',
  },
  tableTitle: { id: 'static.cancel.tableTitle', defaultMessage: 'Cancellation Policies' },
  tableCaption: {
    id: 'static.cancel.tableCaption',
    defaultMessage: 'Refund of the booking price by policy and by time before check-in',
  },
  colPolicy: { id: 'static.cancel.colPolicy', defaultMessage: 'Policy' },
  colFull: { id: 'static.cancel.colFull', defaultMessage: 'Full refund (100%)' },
  colHalf: { id: 'static.cancel.colHalf', defaultMessage: 'Partial refund (50%)' },
  colNone: { id: 'static.cancel.colNone', defaultMessage: 'No refund (0%)' },
  flexible: { id: 'static.cancel.flexible', defaultMessage: 'Flexible' },
  flexibleFull: {
    id: 'static.cancel.flexibleFull',
    defaultMessage: 'More than {fullHours, plural, one {# hour} other {# hours}} before check-in',
  },
  flexibleHalf: {
    id: 'static.cancel.flexibleHalf',
    defaultMessage: 'Less than {fullHours, plural, one {# hour} other {# hours}} before check-in',
  },
  flexibleNone: { id: 'static.cancel.flexibleNone', defaultMessage: 'During the stay' },
  moderate: { id: 'static.cancel.moderate', defaultMessage: 'Moderate' },
  moderateFull: {
    id: 'static.cancel.moderateFull',
    defaultMessage: 'More than {fullDays, plural, one {# day} other {# days}} before check-in',
  },
  moderateHalf: {
    id: 'static.cancel.moderateHalf',
    defaultMessage: '{halfDays}-{fullDays, plural, one {# day} other {# days}} before check-in',
  },
  moderateNone: {
    id: 'static.cancel.moderateNone',
    defaultMessage: 'Less than {halfDays, plural, one {# day} other {# days}} before check-in',
  },
  strict: { id: 'static.cancel.strict', defaultMessage: 'Strict' },
  strictFull: {
    id: 'static.cancel.strictFull',
    defaultMessage: 'More than {fullDays, plural, one {# day} other {# days}} before check-in',
  },
  strictHalf: {
    id: 'static.cancel.strictHalf',
    defaultMessage: '{halfDays}-{fullDays, plural, one {# day} other {# days}} before check-in',
  },
  strictNone: {
    id: 'static.cancel.strictNone',
    defaultMessage: 'Less than {halfDays, plural, one {# day} other {# days}} before check-in',
  },
  stepsTitle: { id: 'static.cancel.stepsTitle', defaultMessage: 'How to Cancel a Booking' },
  step1: { id: 'static.cancel.step1', defaultMessage: 'Go to My Bookings.' },
  step2: { id: 'static.cancel.step2', defaultMessage: 'Choose the booking you want to cancel.' },
  step3: { id: 'static.cancel.step3', defaultMessage: 'Select Cancel Booking and confirm.' },
  step4: {
    id: 'static.cancel.step4',
    defaultMessage:
      'The refund the property’s policy gives shows on your booking. Stays records no payment, so your host settles it with you.',
  },
  specialTitle: { id: 'static.cancel.specialTitle', defaultMessage: 'Special Circumstances' },
  special1: {
    id: 'static.cancel.special1',
    defaultMessage:
      'Serious illness, natural disasters, travel restrictions and other extenuating circumstances may qualify for a full refund whatever the policy. Contact us with the details.',
  },
  special2: {
    id: 'static.cancel.special2',
    defaultMessage:
      'Stays records no payment and moves no money: a refund is the amount the policy gives back, which your host settles with you.',
  },
  special3: { id: 'static.cancel.special3', defaultMessage: 'Service fees are non-refundable.' },
  myBookings: { id: 'static.cancel.myBookings', defaultMessage: 'My Bookings' },
});

// A real table on wide screens; on phones each policy becomes a card (roles keep the table semantics
// that `display: block` would otherwise drop).
const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    caption-side: top;
    text-align: start;
    padding-block-end: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.sandSoft};
    color: ${({ theme }) => theme.colors.ink};
  }
  tbody th {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    thead {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    tr {
      margin-block-end: ${({ theme }) => theme.space.sm};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      overflow: hidden;
    }
    tbody th {
      background: ${({ theme }) => theme.colors.sandSoft};
    }
    td {
      display: grid;
      grid-template-columns: 9rem 1fr;
      gap: ${({ theme }) => theme.space.sm};
    }
    td::before {
      content: attr(data-label);
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      color: ${({ theme }) => theme.colors.ink};
    }
    tr > :last-child {
      border-block-end: 0;
    }
  }
`;

export function CancellationPage() {
  const t = useT();
  const columns = [messages.colFull, messages.colHalf, messages.colNone].map((m) => t(m));
  // One row a policy of the contract, in its order; the windows in its cells come from the rule (REFUND_RULES),
  // never from the copy.
  const rowText: Record<CancellationPolicyName, readonly MessageDescriptor[]> = {
    flexible: [messages.flexible, messages.flexibleFull, messages.flexibleHalf, messages.flexibleNone],
    moderate: [messages.moderate, messages.moderateFull, messages.moderateHalf, messages.moderateNone],
    strict: [messages.strict, messages.strictFull, messages.strictHalf, messages.strictNone],
  };
  const rows = CANCELLATION_POLICIES.map((name) => [name, ...rowText[name]] as const);
  return (
    <>
      <PageHero title={t(messages.title)} intro={t(messages.intro)} />
      <PageBody>
        <Section title={t(messages.tableTitle)}>
          <Table role="table">
            <caption>{t(messages.tableCaption)}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  {t(messages.colPolicy)}
                </th>
                {columns.map((c) => (
                  <th role="columnheader" scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map(([name, policy, ...cells]) => (
                <tr role="row" key={name}>
                  <th role="rowheader" scope="row">
                    {t(policy)}
                  </th>
                  {cells.map((cell, i) => (
                    <td role="cell" key={cell.id} data-label={columns[i]}>
                      {t(cell, refundWindows(name))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Section>
        <Section title={t(messages.stepsTitle)}>
          <MessageList ordered items={[messages.step1, messages.step2, messages.step3, messages.step4]} />
        </Section>
        <Section title={t(messages.specialTitle)}>
          <MessageList items={[messages.special1, messages.special2, messages.special3]} />
        </Section>
        <Actions>
          <ButtonLink to="/dashboard" $variant="primary">
            {t(messages.myBookings)}
          </ButtonLink>
          <ButtonLink to="/contact-us" $variant="outline">
            {t(commonMessages.contactUs)}
          </ButtonLink>
        </Actions>
      </PageBody>
    </>
  );
}
