import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockQuery, mockQueryError, renderWithProviders, type RenderOptions } from '@stays/platform/testing';
import { MessageHostDocument } from '../../__generated__/graphql';
import { GUEST, PROPERTY } from '../../test/fixtures';
import { MessageDialog } from './MessageDialog';

const input = {
  recipientId: PROPERTY.hostId,
  title: 'Question about Martil Beach House',
  message: 'Is there parking?',
  relatedEntityType: 'property',
  relatedEntityId: PROPERTY.id,
};

function open(mocks: RenderOptions['mocks'] = [], signedIn = true) {
  const onOpenChange = jest.fn();
  renderWithProviders(<MessageDialog open onOpenChange={onOpenChange} property={PROPERTY} />, {
    mocks,
    signedInAs: signedIn ? GUEST : undefined,
  });
  return onOpenChange;
}

describe('MessageDialog', () => {
  beforeEach(() => localStorage.clear());

  it("prefills 'Question about {title}' and keeps Send disabled while either field is blank once trimmed", async () => {
    open();
    const subject = screen.getByLabelText('Subject');
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(subject).toHaveValue('Question about Martil Beach House');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message'), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    expect(send).toBeEnabled();
    await userEvent.clear(subject);
    await userEvent.type(subject, '  ');
    expect(send).toBeDisabled();
  });

  it("sends the trimmed subject and message to the host and says 'Message Sent!'", async () => {
    const sent = mockQuery(
      MessageHostDocument,
      { input },
      { sendNotification: { __typename: 'Notification', id: 'n1' } },
    );
    const onOpenChange = open([sent]);
    await userEvent.type(screen.getByLabelText('Message'), '  Is there parking?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says 'Message Failed' when sending fails", async () => {
    open([mockQueryError(MessageHostDocument, { input }, { message: 'Forbidden', code: 'FORBIDDEN' })]);
    await userEvent.type(screen.getByLabelText('Message'), 'Is there parking?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });

  it("asks a signed-out guest to log in ('Login Required')", () => {
    open([], false);
    expect(screen.getByRole('dialog', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
