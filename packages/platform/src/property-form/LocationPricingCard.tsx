import { useIntl } from 'react-intl';
import { CardTitle } from '@stays/ui';
import { CancellationPolicyField, STAY_TERMS_FIELDS as TERMS_FIELDS, StayTermsFields } from '@stays/ui/forms';
import { PinField } from '@stays/ui/map';
import { directionOf, toLocale } from '@stays/platform';
import type { PropertyFormValues } from './formRules';
import { messages } from './messages';
import { Pair, Section } from './styles';
import { TextField } from './TextField';
import { fieldId, type PropertyFormState } from './usePropertyForm';

/**
 * SPEC 2's Location & Pricing card: where, the price per night and the cancellation policy, and the long-stay
 * terms (issue 43).
 */
export function LocationPricingCard({ form }: { form: PropertyFormState }) {
  const intl = useIntl();
  const t = intl.formatMessage;
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
      <PinField
        id={fieldId('pin')}
        value={form.values.pin}
        onChange={(point) => {
          form.set('pin', point);
          form.touch('pin');
        }}
        location={form.values.location}
        error={form.errorOf('pin')}
        rtl={directionOf(toLocale(intl.locale) ?? 'en') === 'rtl'}
      />
      <Pair>
        <TextField
          form={form}
          field="pricePerNight"
          label={t(messages.price)}
          input={{ type: 'number', min: 0, step: 0.01, required: true, inputMode: 'decimal', dir: 'ltr' }}
        />
        <CancellationPolicyField
          id={fieldId('cancellationPolicy')}
          value={form.values.cancellationPolicy}
          onChange={(policy) => form.set('cancellationPolicy', policy)}
          error={form.errorOf('cancellationPolicy')}
        />
      </Pair>
      <StayTermsFields
        idPrefix="property"
        values={form.values}
        onChange={(field, value) => form.set(field, value as PropertyFormValues[typeof field])}
        onBlur={(field) => form.touch(field)}
        errors={Object.fromEntries(TERMS_FIELDS.map((field) => [field, form.errorOf(field)]))}
      />
    </Section>
  );
}
