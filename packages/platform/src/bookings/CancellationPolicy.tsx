import { defineMessages, useIntl } from 'react-intl';
import { type CancellationPolicyName, refundWindows } from '@stays/contracts';

// A listing's cancellation policy in words: its name and its refund rule, the numbers from REFUND_RULES of
// @stays/contracts (the server's refund computation reads the same table). One text wherever a guest meets it:
// the property page, the booking dialog before asking, and the cancel dialog (issue 46 #7).

export const cancellationPolicyMessages = defineMessages({
  name: {
    id: 'cancellationPolicy.name',
    defaultMessage:
      '{policy, select, flexible {Flexible} moderate {Moderate} strict {Strict} other {Moderate}} cancellation policy',
  },
  rule: {
    id: 'cancellationPolicy.rule',
    defaultMessage:
      '{policy, select, flexible {The nights are refunded in full more than {fullHours, plural, one {# hour} other {# hours}} before check-in, half under {fullHours, plural, one {# hour} other {# hours}}, not at all during the stay.} other {The nights are refunded in full more than {fullDays, plural, one {# day} other {# days}} before check-in, half at {halfDays} to {fullDays, plural, one {# day} other {# days}}, not at all under {halfDays, plural, one {# day} other {# days}}.}} The service fee is never refunded.',
  },
});

/** The words of a policy: `name(policy)` ('Moderate cancellation policy') and `rule(policy)` (its refunds). */
export function useCancellationPolicyText() {
  const t = useIntl().formatMessage;
  return {
    name: (policy: CancellationPolicyName) => t(cancellationPolicyMessages.name, { policy }),
    rule: (policy: CancellationPolicyName) =>
      t(cancellationPolicyMessages.rule, { policy, ...refundWindows(policy) }),
  };
}

export interface CancellationPolicyNoteProps {
  policy: CancellationPolicyName;
  /** The policy's name as a heading (a page section, labelled by its id), else in bold (a dialog's line). */
  heading?: { level: 2 | 3; id: string };
  className?: string;
}

/** The policy's name and its refund rule, as a guest reads them before asking. */
export function CancellationPolicyNote({ policy, heading, className }: CancellationPolicyNoteProps) {
  const text = useCancellationPolicyText();
  const Heading = heading ? (`h${heading.level}` as const) : null;
  return (
    <div className={className} data-testid="cancellation-policy">
      {Heading ? (
        <Heading id={heading?.id}>{text.name(policy)}</Heading>
      ) : (
        <strong>{text.name(policy)}</strong>
      )}
      <p>{text.rule(policy)}</p>
    </div>
  );
}
