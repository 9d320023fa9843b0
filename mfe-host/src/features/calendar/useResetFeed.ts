import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useToast } from '@stays/ui';
import { ResetCalendarFeedDocument } from '../../__generated__/graphql';
import { firstMessage } from './errors';
import { messages } from './messages';

/**
 * Resetting the listing `propertyId`'s iCal address behind its confirmation; `fresh` is the new address, kept
 * with its listing so another listing's card does not show it.
 */
export function useResetFeed(propertyId: string) {
  const t = useIntl().formatMessage;
  const { toast } = useToast();
  const [reset, resetting] = useMutation(ResetCalendarFeedDocument);
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<{ propertyId: string; path: string } | null>(null);

  const doReset = async () => {
    try {
      const { data } = await reset({ variables: { propertyId } });
      if (data) setFresh(data.resetCalendarFeed);
      setConfirming(false);
      toast({ title: t(messages.resetDone) });
    } catch (error) {
      setConfirming(false);
      toast({ variant: 'destructive', title: t(messages.feedFailed), description: firstMessage(error) });
    }
  };

  return { fresh, confirming, setConfirming, doReset, resetting: resetting.loading };
}
