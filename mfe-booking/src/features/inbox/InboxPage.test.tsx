import { act, screen, within } from '@testing-library/react';
import {
  fakeEventSources,
  mockQuery,
  mockQueryError,
  renderWithProviders,
  setupUser,
} from '@stays/platform/testing';
import { MyConversationsDocument, type MyConversationsQuery } from '../../__generated__/graphql';
import { entry, GUEST_USER, HOST_USER, person, row, thread } from '../../test/inboxFixtures';
import { ConversationThreadDocument } from '../../__generated__/graphql';
import { bookingCatalogues } from '../../i18n/catalogues';
import { InboxPage } from './InboxPage';

const OTHER_HOST = { ...HOST_USER, id: 'o'.repeat(24), firstName: 'Olga', lastName: 'Owner' };

const page = (
  items: MyConversationsQuery['myConversations']['items'],
  more: Partial<MyConversationsQuery['myConversations']> = {},
) => ({
  myConversations: {
    __typename: 'ConversationPage' as const,
    items,
    hasMore: false,
    nextOffset: null,
    total: items.length,
    unread: items.reduce((sum, item) => sum + item.unreadCount, 0),
    ...more,
  },
});

const list = (data: MyConversationsQuery, limit = 20) =>
  mockQuery(MyConversationsDocument, { limit, offset: 0 }, data);

// A host's thread with a guest about their property, and their own thread as a traveller with another host.
const hosting = row({
  id: '1'.repeat(24),
  unreadCount: 2,
  lastEntry: entry({ body: 'Is parking included?\nWe arrive late.', senderId: GUEST_USER.id }),
});
const travelling = row({
  id: '2'.repeat(24),
  guestId: HOST_USER.id,
  hostId: OTHER_HOST.id,
  guest: person(HOST_USER),
  host: { ...person(OTHER_HOST), profileImageUrl: '/images/olga.jpg' },
  property: {
    __typename: 'Property',
    id: 'q'.repeat(24),
    title: 'Riad Tetouan',
    images: ['/images/riad.jpg'],
  },
  lastEntry: entry({
    kind: 'request',
    senderId: HOST_USER.id,
    body: null,
    checkIn: '2030-03-12',
    checkOut: '2030-03-15',
    amount: 300,
  }),
});

describe('InboxPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows a skeleton, then each conversation: the other person, the property, the last entry, the unread count and the role', async () => {
    renderWithProviders(<InboxPage />, {
      route: '/inbox',
      path: '/inbox',
      signedInAs: HOST_USER,
      mocks: [list(page([hosting, travelling]))],
    });
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    const rows = within(await screen.findByRole('list', { name: 'Inbox' })).getAllByRole('link');
    expect(rows.map((link) => link.getAttribute('href'))).toEqual([
      `/inbox/${hosting.id}`,
      `/inbox/${travelling.id}`,
    ]);

    expect(rows[0]).toHaveTextContent('Gina Guest');
    expect(rows[0]).toHaveTextContent('Hosting');
    expect(rows[0]).toHaveTextContent('Martil Beach House');
    expect(rows[0]).toHaveTextContent('Is parking included? We arrive late.');
    expect(within(rows[0]).getByLabelText('2 unread')).toHaveTextContent('2');
    // No picture: the initials stand in.
    expect(rows[0]).toHaveTextContent('GG');

    expect(rows[1]).toHaveTextContent('Olga Owner');
    expect(rows[1]).toHaveTextContent('Travelling');
    expect(rows[1]).toHaveTextContent('Riad Tetouan');
    expect(rows[1]).toHaveTextContent('Booking request · Mar 12 – 15');
    expect(rows[1]).not.toHaveTextContent('unread');
    expect(screen.getByText('2 conversations · 2 unread')).toBeInTheDocument();
  });

  it('says "You:" before the caller’s own last message', async () => {
    const mine = row({ lastEntry: entry({ body: 'See you Friday', senderId: GUEST_USER.id }) });
    renderWithProviders(<InboxPage />, {
      route: '/inbox',
      path: '/inbox',
      signedInAs: GUEST_USER,
      mocks: [list(page([mine]))],
    });
    expect(await screen.findByText('See you Friday')).toBeInTheDocument();
    expect(screen.getByText('See you Friday').parentElement).toHaveTextContent('You: See you Friday');
    expect(screen.getByRole('link', { name: /Hamid Host/ })).toHaveTextContent('Travelling');
  });

  it('keeps an English message in its own direction after the Arabic "You:" (issue 46 #10h)', async () => {
    const mine = row({ lastEntry: entry({ body: 'See you Friday.', senderId: GUEST_USER.id }) });
    renderWithProviders(<InboxPage />, {
      route: '/inbox',
      path: '/inbox',
      signedInAs: GUEST_USER,
      locale: 'ar',
      catalogues: bookingCatalogues,
      mocks: [list(page([mine]))],
    });
    const text = await screen.findByText('See you Friday.');
    // Isolated (its full stop stays at the end of the English words), inside the Arabic sentence.
    expect(text.tagName).toBe('BDI');
    expect(text.parentElement).toHaveTextContent('أنت: See you Friday.');
  });

  it('has an empty state, and asks a signed-out visitor to sign in', async () => {
    const { unmount } = renderWithProviders(<InboxPage />, {
      route: '/inbox',
      path: '/inbox',
      signedInAs: GUEST_USER,
      mocks: [list(page([]))],
    });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse stays' })).toHaveAttribute('href', '/');
    unmount();
    localStorage.clear();
    renderWithProviders(<InboxPage />, { route: '/inbox', path: '/inbox' });
    expect(screen.getByText('Sign in to see your messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('shows a failure with Retry, which asks again', async () => {
    const user = setupUser();
    renderWithProviders(<InboxPage />, {
      route: '/inbox',
      path: '/inbox',
      signedInAs: GUEST_USER,
      mocks: [
        mockQueryError(MyConversationsDocument, { limit: 20, offset: 0 }, new Error('offline')),
        list(page([hosting])),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your conversations.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Hamid Host/ })).toBeInTheDocument();
  });

  it('loads more: the next twenty under the first, the first still shown meanwhile', async () => {
    const user = setupUser();
    const twenty = Array.from({ length: 20 }, (_, index) =>
      row({ id: `a${String(index).padStart(23, '0')}` }),
    );
    const more = row({
      id: 'b'.repeat(24),
      property: { __typename: 'Property', id: 'r'.repeat(24), title: 'Chefchaouen Loft', images: [] },
    });
    renderWithProviders(<InboxPage />, {
      route: '/inbox',
      path: '/inbox',
      signedInAs: GUEST_USER,
      mocks: [
        list(page(twenty, { hasMore: true, nextOffset: 20, total: 21 })),
        list(page([...twenty, more], { total: 21 }), 40),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Load more conversations' }));
    expect(await screen.findByText('Chefchaouen Loft')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Inbox' })).getAllByRole('link')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).toBeNull();
  });

  it('refreshes the list when a live message arrives, with no reload', async () => {
    const sources = fakeEventSources();
    const updated = row({
      ...hosting,
      unreadCount: 3,
      lastEntry: entry({ body: 'And breakfast?', senderId: GUEST_USER.id }),
    });
    renderWithProviders(<InboxPage />, {
      route: '/inbox',
      path: '/inbox',
      signedInAs: HOST_USER,
      live: sources.create,
      mocks: [list(page([hosting])), list(page([updated]))],
    });
    expect(await screen.findByText(/Is parking included/)).toBeInTheDocument();
    act(() => {
      sources.opened[0].open();
      sources.opened[0].send('message', '12', { conversationId: hosting.id });
    });
    expect(await screen.findByText('And breakfast?')).toBeInTheDocument();
    expect(screen.getByLabelText('3 unread')).toBeInTheDocument();
  });

  it('opens a thread at /inbox/:id, the list hidden on a phone (jsdom has no wide screen)', async () => {
    renderWithProviders(<InboxPage />, {
      route: `/inbox/${hosting.id}`,
      path: '/inbox/:id',
      signedInAs: HOST_USER,
      mocks: [
        list(page([hosting])),
        mockQuery(
          ConversationThreadDocument,
          { id: hosting.id, limit: 30 },
          thread([entry({ body: 'Is parking included?' })], { id: hosting.id }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Gina Guest' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Inbox', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('link', { name: /All conversations/ })).toHaveAttribute('href', '/inbox');
  });
});
