import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { userCan, type SessionUser } from '@stays/platform';
import {
  formValuesOf,
  PropertyForm,
  propertyFormCatalogues,
  useUpdateProperty,
} from '@stays/platform/property-form';
import { Badge, ButtonLink, EmptyState, Spinner } from '@stays/ui';
import { EditablePropertyDocument } from '../../__generated__/graphql';
import { withHostMessages } from '../../i18n/withHostMessages';
import { HostArea, HostPageLayout, useDocumentTitle } from '../common/HostArea';
import { useStatusBadge } from '../common/labels';

const messages = defineMessages({
  title: { id: 'host.form.editTitle', defaultMessage: 'Edit Property' },
  loading: { id: 'host.form.loading', defaultMessage: 'Loading the property...' },
  notFound: { id: 'host.form.notFound', defaultMessage: 'Property Not Found' },
  notFoundText: {
    id: 'host.form.notFoundText',
    defaultMessage: 'This property does not exist or is not yours to edit.',
  },
  back: { id: 'host.form.back', defaultMessage: 'Back to Properties' },
  save: { id: 'host.form.save', defaultMessage: 'Save Changes' },
  saved: { id: 'host.form.saved', defaultMessage: 'Property Updated' },
  savedLive: { id: 'host.form.savedLive', defaultMessage: 'Your changes are live.' },
  savedReview: {
    id: 'host.form.savedReview',
    defaultMessage: 'Your property has been sent for review again.',
  },
  savedPending: { id: 'host.form.savedPending', defaultMessage: 'Your changes are saved.' },
  failed: { id: 'host.form.updateFailed', defaultMessage: 'Failed to update property. Please try again.' },
  rule: {
    id: 'host.form.editRule',
    defaultMessage:
      'An approved property stays listed while you edit it; a rejected one goes back to review when you save.',
  },
});

const Current = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

const Rule = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

function EditProperty({ user, id }: { user: SessionUser; id: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const statusBadge = useStatusBadge();
  const forAdmin = userCan('property.createForAnyHost', user);
  const { data, loading, error } = useQuery(EditablePropertyDocument, { variables: { id } });
  const update = useUpdateProperty();
  const property = data?.property;
  if (loading && !data) return <Spinner label={t(messages.loading)} />;
  if (error || !property || (!forAdmin && property.hostId !== user.id))
    return (
      <EmptyState
        title={t(messages.notFound)}
        message={t(messages.notFoundText)}
        action={<ButtonLink to="/host/properties">{t(messages.back)}</ButtonLink>}
      />
    );
  const badge = statusBadge(property.status);
  return (
    <>
      <Current>
        <span dir="auto">{property.title}</span>
        <Badge $variant={badge.variant}>{badge.label}</Badge>
      </Current>
      <Rule>{t(messages.rule)}</Rule>
      <PropertyForm
        key={property.id}
        initial={formValuesOf(property)}
        initialImages={property.images}
        forAdmin={forAdmin}
        submitLabel={t(messages.save)}
        cancelTo="/host/properties"
        fallbackError={t(messages.failed)}
        onSubmit={async (input) => {
          const { status } = await update(id, input);
          return {
            title: t(messages.saved),
            description: t(
              status === 'approved'
                ? messages.savedLive
                : property.status === 'rejected' && status === 'pending'
                  ? messages.savedReview
                  : messages.savedPending,
            ),
            to: '/host/properties',
          };
        }}
      />
    </>
  );
}

/** /host/edit-property/:id: the add form filled in; the edit rules are in docs/decisions.md. */
function EditPropertyPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <HostArea>
      {(user) => (
        <HostPageLayout title={intl.formatMessage(messages.title)}>
          <EditProperty user={user} id={id} />
        </HostPageLayout>
      )}
    </HostArea>
  );
}

export default withHostMessages(EditPropertyPage, propertyFormCatalogues);
