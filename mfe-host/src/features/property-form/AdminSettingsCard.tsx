import { useIntl } from 'react-intl';
import { CardTitle, Field, Input } from '@stays/ui';
import { messages } from './messages';
import { AdminBox } from './styles';
import type { PropertyFormState } from './usePropertyForm';

/** The admin's box: the Host ID the property is listed for. */
export function AdminSettingsCard({ form }: { form: PropertyFormState }) {
  const t = useIntl().formatMessage;
  return (
    <AdminBox $padded as="section" aria-labelledby="admin-settings">
      <CardTitle as="h2" id="admin-settings">
        {t(messages.adminSettings)}
      </CardTitle>
      <Field
        label={t(messages.hostId)}
        hint={t(messages.hostIdHint)}
        error={form.errorOf('hostId')}
        id="property-hostId"
      >
        <Input
          name="hostId"
          value={form.values.hostId}
          dir="ltr"
          autoComplete="off"
          required
          onChange={(event) => form.set('hostId', event.currentTarget.value)}
          onBlur={() => form.touch('hostId')}
        />
      </Field>
    </AdminBox>
  );
}
