import { useIntl } from 'react-intl';
import { MAX_GUESTS, MAX_ROOMS, PROPERTY_TYPES } from '@stays/contracts';
import { CardTitle, translatePropertyType } from '@stays/ui';
import { Checkbox, Field, NativeSelect, Textarea } from '@stays/ui/forms';
import { messages } from './messages';
import { Hint, Pair, Section } from './styles';
import { TextField } from './TextField';
import { fieldId, type PropertyFormState } from './usePropertyForm';

/** SPEC 2's Basic Information card: title, description, type, guests, rooms and Instant Book. */
export function BasicInfoCard({ form }: { form: PropertyFormState }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const typeLabel = (type: string) => translatePropertyType(intl, type);
  const { values, set, touch, errorOf } = form;
  return (
    <Section $padded as="section" aria-labelledby="card-basic">
      <CardTitle as="h2" id="card-basic">
        {t(messages.basic)}
      </CardTitle>
      <TextField
        form={form}
        field="title"
        label={t(messages.title)}
        input={{ required: true, maxLength: 200, placeholder: t(messages.titlePlaceholder), dir: 'auto' }}
      />
      <Field label={t(messages.description)} error={errorOf('description')} id={fieldId('description')}>
        <Textarea
          name="description"
          rows={4}
          dir="auto"
          maxLength={5000}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          onBlur={() => touch('description')}
        />
      </Field>
      <Pair>
        <Field label={t(messages.propertyType)} error={errorOf('propertyType')} id={fieldId('propertyType')}>
          <NativeSelect
            name="propertyType"
            required
            value={values.propertyType}
            onChange={(event) => set('propertyType', event.currentTarget.value)}
            onBlur={() => touch('propertyType')}
          >
            <option value="">{t(messages.chooseType)}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
            {values.propertyType && !(PROPERTY_TYPES as readonly string[]).includes(values.propertyType) ? (
              <option value={values.propertyType}>{typeLabel(values.propertyType)}</option>
            ) : null}
          </NativeSelect>
        </Field>
        <TextField
          form={form}
          field="maxGuests"
          label={t(messages.maxGuests)}
          input={{ type: 'number', min: 1, max: MAX_GUESTS, step: 1, inputMode: 'numeric' }}
        />
      </Pair>
      <Pair>
        {(['bedrooms', 'bathrooms'] as const).map((field) => (
          <div key={field}>
            <TextField
              form={form}
              field={field}
              label={t(messages[field])}
              hint={t(messages.roomsHint)}
              input={{ type: 'number', min: 0, max: MAX_ROOMS, step: 1, inputMode: 'numeric' }}
            />
          </div>
        ))}
      </Pair>
      <div>
        <Checkbox
          label={t(messages.instantBook)}
          name="instantBook"
          aria-describedby={`${fieldId('instantBook')}-hint`}
          checked={values.instantBook}
          onChange={(event) => set('instantBook', event.currentTarget.checked)}
        />
        <Hint id={`${fieldId('instantBook')}-hint`}>{t(messages.instantBookHint)}</Hint>
      </div>
    </Section>
  );
}
