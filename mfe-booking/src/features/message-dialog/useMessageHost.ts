import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { knownErrorCode, refusedFields, useErrorText, type MessageDialogProps } from '@stays/platform';
import { useToast } from '@stays/ui';
import { MessageHostDocument } from '../../__generated__/graphql';
import { messageMessages as m } from '../shared/messages';
import { useSignInAndReturn } from '../shared/signIn';

/**
 * Sending a guest's question to the host of `property`, said in a toast; on a refusal `failure` is the reason
 * shown under the form and `refused` the fields the server named. `onDone` closes the dialog once sent.
 */
export function useMessageHost(property: MessageDialogProps['property'], onDone: () => void) {
  const t = useIntl().formatMessage;
  const { toast } = useToast();
  const signIn = useSignInAndReturn();
  const errorText = useErrorText();
  const [send, { loading }] = useMutation(MessageHostDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[]>([]);

  const clear = () => {
    setFailure(null);
    setRefused([]);
  };

  const sendMessage = async (title: string, message: string) => {
    try {
      await send({
        variables: {
          input: {
            recipientId: property.hostId,
            title,
            message,
            relatedEntityType: 'property',
            relatedEntityId: property.id,
          },
        },
      });
      toast({ title: t(m.sent), description: t(m.sentText) });
      onDone();
    } catch (error) {
      const code = knownErrorCode(error);
      if (code === 'UNAUTHENTICATED') {
        toast({ title: t(m.unauthorized), description: t(m.unauthorizedText), variant: 'destructive' });
        signIn('message');
        return;
      }
      // The dialog stays open with the text; the reason in the reader's language, never the server's English.
      const reason = code === null ? t(m.failedText) : errorText(error);
      setRefused(refusedFields(error));
      setFailure(reason);
      toast({ title: t(m.failed), description: reason, variant: 'destructive' });
    }
  };

  return { sendMessage, clear, loading, failure, refused };
}
