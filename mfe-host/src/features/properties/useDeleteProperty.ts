import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useWriteThenRefresh } from '@stays/platform/apollo';
import { useToast } from '@stays/ui';
import { DeletePropertyDocument, type HostPropertyFieldsFragment } from '../../__generated__/graphql';
import { messages } from './messages';

/** The server's 409 for a property with stays still to come names how many: 'This property has N upcoming...'. */
export function upcomingStaysIn(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const conflict = error.errors.find((e) => e.extensions?.code === 'CONFLICT');
  const count = conflict?.message.match(/has (\d+) upcoming approved stay/);
  return count ? Number(count[1]) : null;
}

/** Deleting the listing `pending` once confirmed (the host's list read again), said in a toast either way. */
export function useDeleteProperty() {
  const t = useIntl().formatMessage;
  const { toast } = useToast();
  const [remove, { busy: deleting }] = useWriteThenRefresh(DeletePropertyDocument, ['HostProperties']);
  const [pending, setPending] = useState<HostPropertyFieldsFragment | null>(null);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove({ id: pending.id });
      setPending(null);
      toast({ title: t(messages.deleted), description: t(messages.deletedText) });
    } catch (failure) {
      setPending(null);
      const upcoming = upcomingStaysIn(failure);
      toast({
        variant: 'destructive',
        title: t(messages.deleteFailed),
        description: upcoming !== null ? t(messages.upcomingStays, { count: upcoming }) : undefined,
      });
    }
  };

  return { pending, setPending, confirmDelete, deleting };
}
