import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Dialog } from '@stays/ui';
import { Field, Textarea } from '@stays/ui/forms';
import { threadMessages as m } from './messages';
import { useReportConversation } from './useReportConversation';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

/** Asks before a participant reports the thread to the staff desk, with an optional reason. */
export function ReportDialog({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const { reason, setReason, submit, loading } = useReportConversation(id, onClose);

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => !value && !loading && onClose()}
      title={t(m.reportTitle)}
      description={t(m.reportText)}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={t(m.reportReason)}>
          <Textarea
            name="reason"
            dir="auto"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <Actions>
          <Button type="button" $variant="outline" onClick={onClose} disabled={loading}>
            {t(m.reportCancel)}
          </Button>
          <Button type="submit" $variant="destructive" disabled={loading}>
            {t(m.reportConfirm)}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
