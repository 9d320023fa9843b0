import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardTitle } from '@stays/ui';
import { Field, Input } from '@stays/ui/forms';
import { messages } from './messages';
import { AdminBox } from './styles';
import { fieldId, type PropertyFormState } from './usePropertyForm';

export interface AdminSettingsCardProps {
  form: PropertyFormState;
  /** What names the host instead of the Host ID box (the admin area's host picker, with the id `fieldId('hostId')`). */
  hostField?: ReactNode;
}

/** The admin's box: the host the property is listed for, a Host ID typed in unless the page brings its own field. */
export function AdminSettingsCard({ form, hostField }: AdminSettingsCardProps) {
  const t = useIntl().formatMessage;
  return (
    <AdminBox $padded as="section" aria-labelledby="admin-settings">
      <CardTitle as="h2" id="admin-settings">
        {t(messages.adminSettings)}
      </CardTitle>
      {hostField ?? (
        <Field
          label={t(messages.hostId)}
          hint={t(messages.hostIdHint)}
          error={form.errorOf('hostId')}
          id={fieldId('hostId')}
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
      )}
    </AdminBox>
  );
}
