import { useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useWriteThenRefresh } from '@stays/platform/apollo';
import { useToast } from '@stays/ui';
import { BlockNightsDocument, UnblockNightsDocument } from '../../__generated__/graphql';
import { firstMessage } from './errors';
import { messages } from './messages';

const EMPTY = { startDate: '', endDate: '', note: '' };

/**
 * The block-nights form of the listing `propertyId` ('' when the calendar shows every listing, so nothing can be
 * blocked) and the unblocking of a period; `refresh` reloads the calendar after an unblock.
 */
export function useBlockNights(propertyId: string, refresh: () => Promise<unknown>) {
  const t = useIntl().formatMessage;
  const { toast } = useToast();
  const [block, setBlock] = useState(EMPTY);
  const [addBlock, blocking] = useWriteThenRefresh(BlockNightsDocument, ['HostCalendar']);
  const [removeBlock] = useMutation(UnblockNightsDocument);

  const onBlock = async (event: FormEvent) => {
    event.preventDefault();
    if (!propertyId) {
      toast({
        variant: 'destructive',
        title: t(messages.blockFailed),
        description: t(messages.chooseProperty),
      });
      return;
    }
    if (!block.startDate || !block.endDate) {
      toast({ variant: 'destructive', title: t(messages.blockFailed), description: t(messages.datesNeeded) });
      return;
    }
    try {
      await addBlock({ propertyId, ...block, note: block.note || null });
      setBlock(EMPTY);
      toast({ title: t(messages.blockDone) });
    } catch (failure) {
      const fields = CombinedGraphQLErrors.is(failure) ? failure.errors[0]?.extensions?.errors : undefined;
      const detail =
        fields && typeof fields === 'object'
          ? Object.values(fields as Record<string, string>).join(' ')
          : undefined;
      toast({
        variant: 'destructive',
        title: t(messages.blockFailed),
        description: detail || firstMessage(failure),
      });
    }
  };

  const onUnblock = (item: { id: string; propertyId: string }) =>
    void removeBlock({ variables: { propertyId: item.propertyId, id: item.id } })
      .then(() => {
        toast({ title: t(messages.unblocked) });
        return refresh();
      })
      .catch((failure: unknown) =>
        toast({
          variant: 'destructive',
          title: t(messages.blockFailed),
          description: firstMessage(failure),
        }),
      );

  return { block, setBlock, onBlock, onUnblock, blocking: blocking.busy };
}
