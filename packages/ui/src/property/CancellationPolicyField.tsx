import { defineMessages } from 'react-intl';
import { CANCELLATION_POLICIES, refundWindows, type CancellationPolicyName } from '@stays/contracts';
import { useKitText } from '../dialog/kitText';
import { Field, NativeSelect } from '../input';

// The listing's cancellation policy as the host's and the admin's property forms choose it, each choice with the
// refund window the policy grants (from @stays/contracts, so the words follow the rule).
export const cancellationPolicyMessages = defineMessages({
  label: { id: 'kit.policy.label', defaultMessage: 'Cancellation Policy' },
  flexible: {
    id: 'kit.policy.flexible',
    defaultMessage:
      'Flexible: full refund until {fullHours, plural, one {# hour} other {# hours}} before check-in',
  },
  moderate: {
    id: 'kit.policy.moderate',
    defaultMessage:
      'Moderate: full refund until {fullDays, plural, one {# day} other {# days}} before check-in',
  },
  strict: {
    id: 'kit.policy.strict',
    defaultMessage:
      'Strict: full refund until {fullDays, plural, one {# day} other {# days}} before check-in',
  },
});

export interface CancellationPolicyFieldProps {
  id: string;
  value: CancellationPolicyName;
  onChange: (policy: CancellationPolicyName) => void;
  error?: string;
}

export function CancellationPolicyField({ id, value, onChange, error }: CancellationPolicyFieldProps) {
  const text = useKitText();
  return (
    <Field label={text(cancellationPolicyMessages.label)} error={error} id={id}>
      <NativeSelect
        name="cancellationPolicy"
        value={value}
        onChange={(event) =>
          onChange(CANCELLATION_POLICIES.find((policy) => policy === event.currentTarget.value) ?? value)
        }
      >
        {CANCELLATION_POLICIES.map((policy) => (
          <option key={policy} value={policy}>
            {text(cancellationPolicyMessages[policy], refundWindows(policy))}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
