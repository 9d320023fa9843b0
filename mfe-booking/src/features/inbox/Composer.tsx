import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@stays/ui';
import { CharacterCount, FieldError, Textarea } from '@stays/ui/forms';
import { TEXT_LIMITS } from '@stays/contracts';
import { useErrorText } from '@stays/platform';
import { threadMessages as m } from './messages';

const MESSAGE_MAX_LENGTH = TEXT_LIMITS.conversationMessage.max;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-block-start: ${({ theme }) => theme.space.sm};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const BoxLabel = styled.label`
  display: block;
`;

const Box = styled(Textarea)`
  min-block-size: 4.5rem;
  max-block-size: 14rem;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    margin-inline-end: auto;
  }
`;

export interface ComposerProps {
  /** Sends one message; rejects with the server's refusal, and the text stays in the box. */
  onSend: (body: string) => Promise<void>;
}

/**
 * The thread's text box: Enter sends, Shift+Enter breaks the line (and Enter while an input method is composing
 * a word does neither), the count shows from 80% of the 5,000-character limit, and a refused message stays in
 * the box with the reason in the reader's language.
 */
export function Composer({ onSend }: ComposerProps) {
  const t = useIntl().formatMessage;
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errorId = useId();
  const length = body.trim().length;

  const errorText = useErrorText();
  // The server's refusal in the reader's words; the codes a message can meet get a sentence of their own.
  const reason = (error: unknown): string =>
    length > MESSAGE_MAX_LENGTH
      ? t(m.tooLong, { max: MESSAGE_MAX_LENGTH })
      : errorText(error, { FORBIDDEN: m.blocked, TOO_MANY_REQUESTS: m.tooMany });

  const send = async () => {
    if (busy || length === 0) return;
    if (length > MESSAGE_MAX_LENGTH) {
      setFailure(t(m.tooLong, { max: MESSAGE_MAX_LENGTH }));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSend(body.trim());
      setBody('');
    } catch (error) {
      setFailure(reason(error));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <BoxLabel>
        <VisuallyHidden>{t(m.composerLabel)}</VisuallyHidden>
        <Box
          name="message"
          dir="auto"
          rows={3}
          value={body}
          placeholder={t(m.composerPlaceholder)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? errorId : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            if (failure) setFailure(null);
          }}
          onKeyDown={onKeyDown}
        />
      </BoxLabel>
      {failure ? (
        <FieldError id={errorId} role="alert">
          {failure}
        </FieldError>
      ) : null}
      <Bar>
        <CharacterCount length={length} max={MESSAGE_MAX_LENGTH} />
        <Button type="submit" disabled={busy || length === 0}>
          {busy ? t(m.sending) : t(m.send)}
        </Button>
      </Bar>
    </Form>
  );
}
