import { useIntl } from 'react-intl';
import { CANCELLATION_POLICIES, refundWindows } from '@stays/contracts';
import { CardTitle, Field, NativeSelect } from '@stays/ui';
import type { PropertyFormValues } from './formRules';
import { messages } from './messages';
import { Pair, Section } from './styles';
import { TextField } from './TextField';
import type { PropertyFormState } from './usePropertyForm';

/** SPEC 2's Location & Pricing card: where, the price per night and the cancellation policy. */
export function LocationPricingCard({ form }: { form: PropertyFormState }) {
  const t = useIntl().formatMessage;
  return (
    <Section $padded as="section" aria-labelledby="card-location">
      <CardTitle as="h2" id="card-location">
        {t(messages.locationPricing)}
      </CardTitle>
      <TextField
        form={form}
        field="location"
        label={t(messages.location)}
        input={{ required: true, maxLength: 200, placeholder: t(messages.locationPlaceholder), dir: 'auto' }}
      />
      <Pair>
        <TextField
          form={form}
          field="pricePerNight"
          label={t(messages.price)}
          input={{ type: 'number', min: 0, step: 0.01, required: true, inputMode: 'decimal', dir: 'ltr' }}
        />
        <Field
          label={t(messages.cancellation)}
          error={form.errorOf('cancellationPolicy')}
          id="property-cancellationPolicy"
        >
          <NativeSelect
            name="cancellationPolicy"
            value={form.values.cancellationPolicy}
            onChange={(event) =>
              form.set(
                'cancellationPolicy',
                event.currentTarget.value as PropertyFormValues['cancellationPolicy'],
              )
            }
          >
            {CANCELLATION_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {t(messages[policy], refundWindows(policy))}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </Pair>
    </Section>
  );
}
