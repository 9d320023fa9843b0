import { useMutation } from '@apollo/client/react';
import { useWriteThenRefresh } from '@stays/platform/apollo';
import {
  AdminSetFeaturedDocument,
  AdminSetPropertyStatusDocument,
  type AdminPropertyFragment,
  type PropertyStatus,
} from '../../__generated__/graphql';
import { useFeedback } from './feedback';
import { m } from './messages';

/**
 * A listing's status move (with the rejection's reason; the list and the pending count read again) and its
 * Featured flag, each said in a toast; `moving` and `featuring` while one is on its way.
 */
export function usePropertyChanges() {
  const { succeeded, failed } = useFeedback();
  const [setStatus, { busy: moving }] = useWriteThenRefresh(AdminSetPropertyStatusDocument, [
    'AdminProperties',
    'AdminPendingCount',
  ]);
  const [setFeatured, { loading: featuring }] = useMutation(AdminSetFeaturedDocument);

  async function move(property: AdminPropertyFragment, status: PropertyStatus, reason?: string) {
    try {
      await setStatus({ id: property.id, status, ...(reason ? { reason } : {}) });
      succeeded(m.propertyUpdated);
    } catch (caught) {
      failed(caught, m.propertyFailed);
    }
  }

  async function feature(property: AdminPropertyFragment, featured: boolean) {
    try {
      await setFeatured({ variables: { id: property.id, featured } });
      succeeded(m.featuredUpdated);
    } catch (caught) {
      failed(caught, m.featuredFailed);
    }
  }

  return { move, feature, moving, featuring };
}
