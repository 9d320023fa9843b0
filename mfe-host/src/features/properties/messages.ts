import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'host.properties.title', defaultMessage: 'Manage Properties' },
  subtitle: {
    id: 'host.properties.subtitle',
    defaultMessage: '{count, plural, one {# property} other {# properties}}',
  },
  add: { id: 'host.properties.add', defaultMessage: 'Add Property' },
  loading: { id: 'host.properties.loading', defaultMessage: 'Loading your properties...' },
  emptyTitle: { id: 'host.properties.emptyTitle', defaultMessage: 'No Properties Yet' },
  emptyText: {
    id: 'host.properties.emptyText',
    defaultMessage: 'Start earning by listing your first property.',
  },
  addFirst: { id: 'host.properties.addFirst', defaultMessage: 'Add Your First Property' },
  perNight: { id: 'host.properties.perNight', defaultMessage: '{price} / night' },
  more: { id: 'host.properties.more', defaultMessage: '+{count} more' },
  view: { id: 'host.properties.view', defaultMessage: 'View' },
  edit: { id: 'host.properties.edit', defaultMessage: 'Edit' },
  delete: { id: 'host.properties.delete', defaultMessage: 'Delete' },
  viewNamed: { id: 'host.properties.viewNamed', defaultMessage: 'View {title}' },
  editNamed: { id: 'host.properties.editNamed', defaultMessage: 'Edit {title}' },
  deleteNamed: { id: 'host.properties.deleteNamed', defaultMessage: 'Delete {title}' },
  confirmTitle: { id: 'host.properties.confirmTitle', defaultMessage: 'Delete property' },
  confirmText: {
    id: 'host.properties.confirmText',
    defaultMessage: 'Are you sure you want to delete this property?',
  },
  cancel: { id: 'host.properties.cancel', defaultMessage: 'Cancel' },
  deleting: { id: 'host.properties.deleting', defaultMessage: 'Deleting...' },
  deleted: { id: 'host.properties.deleted', defaultMessage: 'Property Deleted' },
  deletedText: {
    id: 'host.properties.deletedText',
    defaultMessage: 'Property has been removed successfully.',
  },
  deleteFailed: { id: 'host.properties.deleteFailed', defaultMessage: 'Failed to delete property.' },
  upcomingStays: {
    id: 'host.properties.upcomingStays',
    defaultMessage:
      'Guests still have {count, plural, one {# approved stay} other {# approved stays}} to come here. You can delete it once they are over; meanwhile you can block its free nights on the calendar.',
  },
  rejected: { id: 'host.properties.rejected', defaultMessage: 'Needs changes: {reason}' },
  error: { id: 'host.properties.error', defaultMessage: 'Failed to load your properties' },
});
