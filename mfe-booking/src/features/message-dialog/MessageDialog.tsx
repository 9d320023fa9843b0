import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TEXT_LIMITS } from '@stays/contracts';
import { Button, Dialog } from '@stays/ui';
import { CharacterCount, Field, Input, Textarea, textLimitMessages } from '@stays/ui/forms';
import { useSession, type MessageDialogProps } from '@stays/platform';
import { withBookingMessages } from '../../i18n/withBookingMessages';
import { messageMessages as m, signInMessages } from '../shared/messages';
import { SignInRequired, useSignInAndReturn } from '../shared/signIn';
import { useMessageHost } from './useMessageHost';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The server's limits (notifications subgraph), counted as it counts them: trimmed. */
const MAX_SUBJECT = TEXT_LIMITS.notificationTitle.max;
const MAX_BODY = TEXT_LIMITS.notificationMessage.max;

/**
 * A guest's question to the host (SPEC sections 2, 5 and 8): subject prefilled 'Question about {title}', both
 * fields required once trimmed, Send disabled while either is empty. The host gets it as a notification.
 */
export function MessageDialog({ open, onOpenChange, property }: MessageDialogProps) {
  const t = useIntl().formatMessage;
  const { isAuthenticated } = useSession();
  const signIn = useSignInAndReturn();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={isAuthenticated ? t(m.title) : t(signInMessages.title)}
    >
      {!open ? null : isAuthenticated ? (
        <MessageForm property={property} onDone={() => onOpenChange(false)} />
      ) : (
        <SignInRequired
          purpose="message"
          onCancel={() => onOpenChange(false)}
          onSignIn={() => signIn('message')}
        />
      )}
    </Dialog>
  );
}

function MessageForm({ property, onDone }: Pick<MessageDialogProps, 'property'> & { onDone: () => void }) {
  const t = useIntl().formatMessage;
  const [subject, setSubject] = useState(() => t(m.subjectPrefill, { title: property.title }));
  const [body, setBody] = useState('');
  const { sendMessage, clear, loading, failure, refused } = useMessageHost(property, onDone);
  const [tried, setTried] = useState(false);
  const empty = !subject.trim() || !body.trim();
  const subjectLong = subject.trim().length > MAX_SUBJECT;
  const bodyLong = body.trim().length > MAX_BODY;
  const tooLong = (field: 'title' | 'message', over: boolean, max: number) =>
    (tried && over) || refused.includes(field) ? t(textLimitMessages.tooLong, { max }) : undefined;

  const submit = async () => {
    if (empty || loading) return;
    setTried(true);
    clear();
    if (subjectLong || bodyLong) return;
    await sendMessage(subject.trim(), body.trim());
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field
        label={t(m.subject)}
        error={tooLong('title', subjectLong, MAX_SUBJECT)}
        hint={<CharacterCount length={subject.trim().length} max={MAX_SUBJECT} />}
      >
        <Input
          name="subject"
          dir="auto"
          required
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Field>
      <Field
        label={t(m.body)}
        error={tooLong('message', bodyLong, MAX_BODY)}
        hint={<CharacterCount length={body.trim().length} max={MAX_BODY} />}
      >
        <Textarea
          name="message"
          dir="auto"
          rows={5}
          required
          placeholder={t(m.placeholder)}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Actions>
        <Button type="submit" disabled={empty || loading}>
          {loading ? t(m.sending) : t(m.send)}
        </Button>
      </Actions>
    </Form>
  );
}

export default withBookingMessages(MessageDialog);
