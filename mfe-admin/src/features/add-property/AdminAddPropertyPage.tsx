import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { isUnauthenticated } from '@stays/platform';
import {
  emptyForm,
  fieldId,
  PropertyForm,
  propertyFormCatalogues,
  useCreateProperty,
} from '@stays/platform/property-form';
import { Container } from '@stays/ui';
import { useFeedback } from '../dashboard/feedback';
import { withAdminMessages } from '../../i18n/withAdminMessages';
import { type ChosenHost, HostPicker } from './HostPicker';

const m = defineMessages({
  title: { id: 'admin.add.title', defaultMessage: 'Add Property' },
  notice: {
    id: 'admin.add.notice',
    defaultMessage: 'This property is approved automatically and is visible to guests immediately.',
  },
  submit: { id: 'admin.add.submit', defaultMessage: 'Add Property & Auto-Approve' },
  missingHost: { id: 'admin.add.missingHost', defaultMessage: 'Please specify a host ID for this property' },
  added: { id: 'admin.add.added', defaultMessage: 'Success!' },
  addedText: {
    id: 'admin.add.addedText',
    defaultMessage: 'Property has been added and automatically approved.',
  },
  failed: { id: 'admin.add.failed', defaultMessage: 'Failed to add property' },
});

export const ADMIN_HOME = '/admin/dashboard';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  max-inline-size: 48rem;
  /* A form column, centred: on a wide screen it would otherwise hug the start side. */
  margin-inline: auto;

  h1 {
    margin: 0;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * /admin/add-property (SPEC 2, 5, 8): the platform's property form for any host, approved at once; the host is
 * chosen from a search (HostPicker) in the form's Admin Settings box.
 */
export function AdminAddPropertyPage() {
  const t = useIntl().formatMessage;
  const { failed } = useFeedback();
  const create = useCreateProperty();
  const [host, setHost] = useState<ChosenHost | null>(null);

  return (
    <Container>
      <Page>
        <h1>{t(m.title)}</h1>
        <Notice>{t(m.notice)}</Notice>
        <PropertyForm
          initial={emptyForm(true)}
          forAdmin
          submitLabel={t(m.submit)}
          cancelTo={ADMIN_HOME}
          fallbackError={t(m.failed)}
          hostIdRequiredText={t(m.missingHost)}
          hostField={(form) => (
            <HostPicker
              id={fieldId('hostId')}
              value={host}
              onChange={(chosen) => {
                setHost(chosen);
                form.set('hostId', chosen.id);
              }}
              error={form.errorOf('hostId')}
            />
          )}
          // SPEC 8: a session that ended on the way says so and signs in again.
          onFailure={(failure) => {
            if (!isUnauthenticated(failure)) return false;
            failed(failure, m.failed);
            return true;
          }}
          onSubmit={async (input) => {
            await create(input);
            return { title: t(m.added), description: t(m.addedText), to: ADMIN_HOME };
          }}
        />
      </Page>
    </Container>
  );
}

export default withAdminMessages(AdminAddPropertyPage, propertyFormCatalogues);
