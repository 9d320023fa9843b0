import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Dialog, Field, Input, Textarea, useToast } from '@stays/ui';
import { useSession, type MessageDialogProps } from '@stays/platform';
import { MessageHostDocument } from '../../__generated__/graphql';
import { withBookingMessages } from '../../i18n/withBookingMessages';
import { errorCode } from '../shared/errors';
import { messageMessages as m, signInMessages } from '../shared/messages';
import { SignInRequired, useSignInAndReturn } from '../shared/signIn';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

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
  const { toast } = useToast();
  const signIn = useSignInAndReturn();
  const [subject, setSubject] = useState(() => t(m.subjectPrefill, { title: property.title }));
  const [body, setBody] = useState('');
  const [send, { loading }] = useMutation(MessageHostDocument);
  const empty = !subject.trim() || !body.trim();

  const submit = async () => {
    if (empty || loading) return;
    try {
      await send({
        variables: {
          input: {
            recipientId: property.hostId,
            title: subject.trim(),
            message: body.trim(),
            relatedEntityType: 'property',
            relatedEntityId: property.id,
          },
        },
      });
      toast({ title: t(m.sent), description: t(m.sentText) });
      onDone();
    } catch (error) {
      if (errorCode(error) === 'UNAUTHENTICATED') {
        toast({ title: t(m.unauthorized), description: t(m.unauthorizedText), variant: 'destructive' });
        signIn('message');
        return;
      }
      toast({ title: t(m.failed), description: t(m.failedText), variant: 'destructive' });
    }
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={t(m.subject)}>
        <Input
          name="subject"
          dir="auto"
          required
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Field>
      <Field label={t(m.body)}>
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
      <Actions>
        <Button type="submit" disabled={empty || loading}>
          {loading ? t(m.sending) : t(m.send)}
        </Button>
      </Actions>
    </Form>
  );
}

export default withBookingMessages(MessageDialog);
