import { screen } from '@testing-library/react';
import {
  mockQuery,
  mockQueryError,
  renderWithProviders,
  type RenderOptions,
  setupUser,
} from '@stays/platform/testing';
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
    const user = setupUser();
    open();
    const subject = screen.getByLabelText('Subject');
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(subject).toHaveValue('Question about Martil Beach House');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(send).toBeEnabled();
    await user.clear(subject);
    await user.type(subject, '  ');
    expect(send).toBeDisabled();
  });

  it("sends the trimmed subject and message to the host and says 'Message Sent!'", async () => {
    const user = setupUser();
    const sent = mockQuery(
      MessageHostDocument,
      { input },
      { sendNotification: { __typename: 'Notification', id: 'n1' } },
    );
    const onOpenChange = open([sent]);
    await user.type(screen.getByLabelText('Message'), '  Is there parking?  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says 'Message Failed' when sending fails", async () => {
    const user = setupUser();
    open([mockQueryError(MessageHostDocument, { input }, { message: 'Forbidden', code: 'FORBIDDEN' })]);
    await user.type(screen.getByLabelText('Message'), 'Is there parking?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Failed')).toBeInTheDocument();
    // The refusal's reason in the reader's words (the error map), in the dialog and the toast.
    expect(screen.getAllByText('Your account is not allowed to do this.')).toHaveLength(2);
  });

  it("says SPEC's 'Failed to send message' when the server could not be reached", async () => {
    const user = setupUser();
    open([mockQueryError(MessageHostDocument, { input }, new Error('offline'))]);
    await user.type(screen.getByLabelText('Message'), 'Is there parking?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to send message. Please try again.').length).toBeGreaterThan(0);
  });

  it('shows the 5,000-character limit near it and keeps a longer message instead of sending it', async () => {
    const user = setupUser();
    const onOpenChange = open();
    const box = screen.getByLabelText('Message');
    await user.click(box);
    await user.paste('x'.repeat(5001));
    expect(screen.getByTestId('character-count')).toHaveTextContent('5,001 / 5,000: 1 character too many');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Keep it to 5,000 characters or fewer')).toBeInTheDocument();
    expect(box).toHaveValue('x'.repeat(5001));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a field under it, translated, with the text kept", async () => {
    const user = setupUser();
    open([
      mockQueryError(
        MessageHostDocument,
        { input },
        {
          message: 'Message must be at most 5000 characters',
          code: 'BAD_USER_INPUT',
          extensions: { errors: { message: 'Message must be at most 5000 characters' } },
        },
      ),
    ]);
    await user.type(screen.getByLabelText('Message'), 'Is there parking?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Keep it to 5,000 characters or fewer')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Is there parking?');
    expect(screen.queryByText('Message must be at most 5000 characters')).not.toBeInTheDocument();
  });

  it("asks a signed-out guest to log in ('Login Required')", () => {
    open([], false);
    expect(screen.getByRole('dialog', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
