import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useToast } from '@stays/ui';
import { useErrorText } from '@stays/platform';
import { ReportConversationDocument } from '../../__generated__/graphql';
import { threadMessages as m } from './messages';

/** Reporting the thread `id` to the staff desk with the reason typed; `onDone` closes the dialog once stored. */
export function useReportConversation(id: string, onDone: () => void) {
  const t = useIntl().formatMessage;
  const { toast } = useToast();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [report, { loading }] = useMutation(ReportConversationDocument);

  const submit = async () => {
    try {
      await report({ variables: { id, reason: reason.trim() || null } });
      toast({ title: t(m.reportDone) });
      setReason('');
      onDone();
    } catch (error) {
      toast({ title: t(m.reportFailed), description: errorText(error), variant: 'destructive' });
    }
  };

  return { reason, setReason, submit, loading };
}
