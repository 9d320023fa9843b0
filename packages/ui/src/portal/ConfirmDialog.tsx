import { useEffect, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Dialog } from '@stays/ui';
import { Field, Textarea } from '@stays/ui/forms';

const messages = defineMessages({
  cancel: { id: 'kit.confirm.cancel', defaultMessage: 'Cancel' },
  reasonRequired: { id: 'kit.confirm.reasonRequired', defaultMessage: 'Please give a reason.' },
});

/** A reason the decision carries to the person it concerns (a rejected listing's host). */
export interface ConfirmReason {
  label: string;
  hint?: string;
  /** The server's limit, so the box never takes more than will be stored. */
  maxLength: number;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** A red confirm button for what cannot be taken back easily (block, reject). */
  destructive?: boolean;
  /** Asks for a required reason, handed to `onConfirm`. */
  reason?: ConfirmReason;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

/**
 * Asks before a decision that changes someone else's account or listing: block, unblock, a role change, a
 * rejection (with the reason its owner will read). Cancel, Escape and the close button change nothing.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive,
  reason,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useIntl().formatMessage;
  const fieldId = useId();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  // Each opening starts with an empty reason.
  useEffect(() => {
    if (open) {
      setText('');
      setTried(false);
    }
  }, [open]);
  const missing = Boolean(reason) && !text.trim();

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => !value && !busy && onCancel()}
      title={title}
      description={description}
      size="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!missing) onConfirm(text.trim());
        }}
      >
        {reason ? (
          <Field
            id={fieldId}
            label={reason.label}
            hint={reason.hint}
            error={tried && missing ? t(messages.reasonRequired) : undefined}
          >
            <Textarea
              rows={4}
              dir="auto"
              maxLength={reason.maxLength}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          </Field>
        ) : null}
        <Actions>
          <Button type="button" $variant="outline" onClick={onCancel} disabled={busy}>
            {t(messages.cancel)}
          </Button>
          <Button type="submit" $variant={destructive ? 'destructive' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
