import { act, screen, waitFor, within } from '@testing-library/react';
import {
  fakeEventSources,
  mockDecideBooking,
  mockQuery,
  mockQueryError,
  renderWithProviders,
  type MockedResponse,
  setupUser,
} from '@stays/platform/testing';
import {
  ConversationOlderEntriesDocument,
  ConversationThreadDocument,
  MarkConversationReadDocument,
  ReportConversationDocument,
  SendMessageDocument,
  ThreadRequestStatusDocument,
  type ConversationThreadQuery,
} from '../../__generated__/graphql';
import { entry, GUEST_USER, HOST_USER, STAFF_USER, thread } from '../../test/inboxFixtures';
import { Thread } from './Thread';

const ID = 'c'.repeat(24);
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const answer = (data: ConversationThreadQuery) =>
  mockQuery(ConversationThreadDocument, { id: ID, limit: 30 }, data);
const entries = () => screen.getAllByRole('listitem');

describe('Thread', () => {
  beforeEach(() => localStorage.clear());

  it('shows entries oldest first: messages as plain text with their line breaks, events in line', async () => {
    const data = thread([
      entry({
        kind: 'request',
        body: 'We are two.',
        checkIn: '2030-03-12',
        checkOut: '2030-03-15',
        amount: 300,
        createdAt: at(60),
      }),
      entry({ body: '<b>Is parking</b>\nincluded?', createdAt: at(50) }),
      entry({
        kind: 'approved',
        senderId: HOST_USER.id,
        body: null,
        checkIn: '2030-03-12',
        checkOut: '2030-03-15',
        createdAt: at(40),
      }),
      entry({
        kind: 'cancelled',
        body: null,
        checkIn: '2030-03-12',
        checkOut: '2030-03-15',
        amount: 150,
        createdAt: at(30),
      }),
      entry({ kind: 'review', body: 'Lovely stay', rating: 4, createdAt: at(20) }),
      entry({
        kind: 'declined',
        senderId: HOST_USER.id,
        body: null,
        checkIn: '2030-04-01',
        checkOut: '2030-04-03',
        createdAt: at(10),
      }),
    ]);
    renderWithProviders(<Thread id={ID} />, { signedInAs: HOST_USER, mocks: [answer(data)] });
    expect(await screen.findByRole('heading', { name: 'Gina Guest' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Martil Beach House' })).toHaveAttribute(
      'href',
      `/property/${'p'.repeat(24)}`,
    );

    const items = entries();
    expect(items[0]).toHaveTextContent('Booking request · Mar 12 – 15');
    expect(items[0]).toHaveTextContent('Total $300');
    expect(items[0]).toHaveTextContent('We are two.');
    // Never HTML: the tags are shown as typed, and the line break is kept.
    expect(within(items[1]).queryByText('Is parking', { selector: 'b' })).toBeNull();
    expect(items[1]).toHaveTextContent('Gina Guest wrote<b>Is parking</b> included?');
    expect(items[1].querySelector('div')?.textContent).toBe('<b>Is parking</b>\nincluded?');
    expect(items[2]).toHaveTextContent('Booking approved · Mar 12 – 15');
    expect(items[3]).toHaveTextContent('Booking cancelled · Mar 12 – 15');
    expect(items[3]).toHaveTextContent('Refund $150');
    expect(items[4]).toHaveTextContent('Review · 4 stars');
    expect(items[4]).toHaveTextContent('Lovely stay');
    expect(items[5]).toHaveTextContent('Booking declined · Apr 1 – 3');
    expect(items[5]).toHaveTextContent('10 minutes ago');
  });

  it('says Seen under the caller’s last message once the other side has read past it', async () => {
    const mine = [entry({ body: 'First', createdAt: at(30) }), entry({ body: 'Second', createdAt: at(20) })];
    const { unmount } = renderWithProviders(<Thread id={ID} />, {
      signedInAs: GUEST_USER,
      mocks: [answer(thread(mine, { otherReadAt: at(10) }))],
    });
    await screen.findByText('Second');
    expect(entries()[1]).toHaveTextContent('Seen');
    expect(entries()[0]).not.toHaveTextContent('Seen');
    unmount();
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: GUEST_USER,
      mocks: [answer(thread(mine, { otherReadAt: at(25) }))],
    });
    await screen.findByText('Second');
    expect(screen.queryByText(/Seen/)).toBeNull();
  });

  it('marks the thread read on open when something is unread', async () => {
    const marked = jest.fn(() => ({
      data: { markConversationRead: { __typename: 'Conversation' as const, id: ID, unreadCount: 0 } },
    }));
    const mark: MockedResponse = {
      request: { query: MarkConversationReadDocument, variables: { id: ID } },
      result: marked,
    };
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: HOST_USER,
      mocks: [answer(thread([entry({ body: 'Hi' })], { unreadCount: 1 })), mark],
    });
    await screen.findByText('Hi');
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
  });

  const requestStatus = (status: 'pending' | 'approved') =>
    mockQuery(
      ThreadRequestStatusDocument,
      { id: 'b1' },
      { booking: { __typename: 'Booking', id: 'b1', status } },
    );
  const request = () =>
    entry({
      kind: 'request',
      bookingId: 'b1',
      body: 'We are two.',
      checkIn: '2030-03-12',
      checkOut: '2030-03-15',
      amount: 300,
      createdAt: at(5),
    });

  it('lets the host approve a pending request where it sits in the thread, then takes the buttons away (issue 46 #7)', async () => {
    const user = setupUser();
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: HOST_USER,
      mocks: [
        answer(thread([request()])),
        requestStatus('pending'),
        mockDecideBooking('b1', 'approved'),
        requestStatus('approved'),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the request of Gina Guest' }));
    expect(await screen.findByText('Booking approved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /request of Gina Guest/ })).not.toBeInTheDocument(),
    );
  });

  it('shows no decision to the guest, nor for a request already decided', async () => {
    const { unmount } = renderWithProviders(<Thread id={ID} />, {
      signedInAs: GUEST_USER,
      mocks: [answer(thread([request()]))],
    });
    expect(await screen.findByText('We are two.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: HOST_USER,
      mocks: [answer(thread([request()])), requestStatus('approved')],
    });
    expect(await screen.findByText('We are two.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('sends with Enter, breaks lines with Shift+Enter, and clears the box once sent', async () => {
    const user = setupUser();
    const question = entry({ body: 'Parking?', createdAt: at(1) });
    const sent = entry({ body: 'Yes\nfree parking', senderId: HOST_USER.id, createdAt: at(0) });
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: HOST_USER,
      mocks: [
        answer(thread([question])),
        mockQuery(
          SendMessageDocument,
          { conversationId: ID, body: 'Yes\nfree parking' },
          { sendMessage: sent },
        ),
      ],
    });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Yes{Shift>}{Enter}{/Shift}free parking');
    expect(box).toHaveValue('Yes\nfree parking');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(entries()[1]).toHaveTextContent('You wroteYes free parking');
  });

  it('keeps the text and says why when the server refuses it, in the reader’s words', async () => {
    const user = setupUser();
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: GUEST_USER,
      mocks: [
        answer(thread([entry({ body: 'Parking?' })])),
        mockQueryError(
          SendMessageDocument,
          { conversationId: ID, body: 'Hello again' },
          { message: 'Your account is blocked', code: 'FORBIDDEN' },
        ),
      ],
    });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Hello again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is blocked: you cannot send messages.',
    );
    expect(box).toHaveValue('Hello again');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts characters near the 5,000 limit and refuses a longer text without sending it', async () => {
    const user = setupUser();
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: GUEST_USER,
      mocks: [answer(thread([entry({ body: 'Parking?' })]))],
    });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.click(box);
    await user.paste('x'.repeat(3999));
    expect(screen.queryByTestId('character-count')).toBeNull();
    await user.paste('x'.repeat(1002));
    expect(screen.getByTestId('character-count')).toHaveTextContent('5,001 / 5,000: 1 character too many');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Messages can be at most 5,000 characters.');
    expect(box).toHaveValue('x'.repeat(5001));
  });

  it('loads older entries above the newest page', async () => {
    const user = setupUser();
    const newest = entry({ body: 'Newest', createdAt: at(5) });
    const older = entry({ body: 'Oldest', createdAt: at(500) });
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: GUEST_USER,
      mocks: [
        answer(thread([newest], {}, true)),
        mockQuery(
          ConversationOlderEntriesDocument,
          { id: ID, before: newest.id, limit: 30 },
          {
            conversation: {
              __typename: 'Conversation',
              id: ID,
              entries: { __typename: 'ConversationEntryPage', items: [older], hasMore: false },
            },
          },
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await screen.findByText('Oldest');
    expect(entries().map((item) => item.querySelector('div')?.textContent)).toEqual(['Oldest', 'Newest']);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('shows a new message of this thread live, and ignores another thread’s', async () => {
    const sources = fakeEventSources();
    const first = entry({ body: 'Parking?', createdAt: at(5) });
    const reply = entry({ body: 'Yes, free.', senderId: HOST_USER.id, createdAt: at(0) });
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: GUEST_USER,
      live: sources.create,
      mocks: [answer(thread([first])), answer(thread([first, reply]))],
    });
    await screen.findByText('Parking?');
    act(() => {
      sources.opened[0].open();
      sources.opened[0].send('message', '3', { conversationId: 'x'.repeat(24) });
    });
    act(() => sources.opened[0].send('message', '4', { conversationId: ID }));
    expect(await screen.findByText('Yes, free.')).toBeInTheDocument();
  });

  it('is not found for an outsider or an unknown id', async () => {
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: GUEST_USER,
      mocks: [
        mockQueryError(
          ConversationThreadDocument,
          { id: ID, limit: 30 },
          { message: 'Conversation not found', code: 'NOT_FOUND' },
        ),
      ],
    });
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/inbox');
  });

  it('is read-only for staff opening a reported thread', async () => {
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: STAFF_USER,
      mocks: [answer(thread([entry({ body: 'Pay me outside Stays' })], { reported: true, unreadCount: 3 }))],
    });
    expect(await screen.findByRole('note')).toHaveTextContent('staff can read it but not write in it');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report conversation' })).toBeNull();
    expect(screen.getByText('Reported')).toBeInTheDocument();
  });

  it('reports the thread after a confirmation, with a reason', async () => {
    const user = setupUser();
    renderWithProviders(<Thread id={ID} />, {
      signedInAs: GUEST_USER,
      mocks: [
        answer(thread([entry({ body: 'Pay me outside Stays', senderId: HOST_USER.id })])),
        mockQuery(
          ReportConversationDocument,
          { id: ID, reason: 'Asked to pay outside' },
          { reportConversation: { __typename: 'Conversation', id: ID, reported: true } },
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Report conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What happened? (optional)' }),
      'Asked to pay outside',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you. Our staff will look into it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Reported')).toBeInTheDocument();
  });
});
