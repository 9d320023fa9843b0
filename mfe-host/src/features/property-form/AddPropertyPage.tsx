import { defineMessages, useIntl } from 'react-intl';
import { userCan, type SessionUser } from '@stays/platform';
import {
  emptyForm,
  PropertyForm,
  propertyFormCatalogues,
  useCreateProperty,
} from '@stays/platform/property-form';
import { HostPropertiesDocument } from '../../__generated__/graphql';
import { withHostMessages } from '../../i18n/withHostMessages';
import { HostArea, HostPageLayout, useDocumentTitle } from '../common/HostArea';

const messages = defineMessages({
  title: { id: 'host.form.addTitle', defaultMessage: 'Add Property' },
  subtitle: { id: 'host.form.addSubtitle', defaultMessage: 'List a new property for guests to book.' },
  submit: { id: 'host.form.submit', defaultMessage: 'Add Property' },
  submitAdmin: { id: 'host.form.submitAdmin', defaultMessage: 'Add Property & Auto-Approve' },
  added: { id: 'host.form.added', defaultMessage: 'Property Added' },
  addedHost: { id: 'host.form.addedHost', defaultMessage: 'Your property has been submitted for review.' },
  addedAdmin: {
    id: 'host.form.addedAdmin',
    defaultMessage: 'Property has been added and automatically approved.',
  },
  failed: { id: 'host.form.failed', defaultMessage: 'Failed to add property. Please try again.' },
});

function AddProperty({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const forAdmin = userCan('property.createForAnyHost', user);
  const create = useCreateProperty([{ query: HostPropertiesDocument, variables: { hostId: user.id } }]);
  return (
    <HostPageLayout title={t(messages.title)} subtitle={t(messages.subtitle)}>
      <PropertyForm
        initial={emptyForm(forAdmin)}
        forAdmin={forAdmin}
        submitLabel={t(forAdmin ? messages.submitAdmin : messages.submit)}
        cancelTo={forAdmin ? '/admin/dashboard' : '/host/dashboard'}
        fallbackError={t(messages.failed)}
        onSubmit={async (input) => {
          await create(input);
          return {
            title: t(messages.added),
            description: t(forAdmin ? messages.addedAdmin : messages.addedHost),
            to: forAdmin ? '/admin/dashboard' : '/host/properties',
          };
        }}
      />
    </HostPageLayout>
  );
}

/** /host/add-property (SPEC 2): hosts list a property for review; admins list one for any host, approved. */
function AddPropertyPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return <HostArea>{(user) => <AddProperty user={user} />}</HostArea>;
}

export default withHostMessages(AddPropertyPage, propertyFormCatalogues);
