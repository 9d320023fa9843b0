import { act, screen, within } from '@testing-library/react';
import type { Role, SessionUser } from '@stays/platform';
import { fakeEventSources, mockInboxUnread as unread } from '@stays/platform/testing';
import { fakeRemote, renderShell } from '../test/renderShell';
import { badgeText, SAVED_PATH } from './MemberLinks';
import { menuName } from './Header';

const userOf = (role: Role): SessionUser => ({
  id: `id-${role}`,
  username: `${role}@stays.test`,
  firstName: 'Sam',
  lastName: 'Tester',
  email: `${role}@stays.test`,
  role,
  profileImageUrl: null,
});

// The session check (GET /api/user) answers the same user, as the gateway would. The links sit in the closed
// phone menu (jsdom has no wide screen), hence `hidden: true`, which also counts the badge's hidden digits.
function serveAccount(user: SessionUser) {
  global.fetch = (async () =>
    ({
      ok: true,
      status: 200,
      statusText: '',
      text: async () => JSON.stringify(user),
    }) as Response) as typeof fetch;
}

const header = () => screen.getByRole('banner');
const link = (name: string | RegExp) => within(header()).queryByRole('link', { name, hidden: true });

beforeEach(() => localStorage.clear());

describe('header links of a signed-in user', () => {
  it('gives a guest Trips, Saved and the Inbox with its unread badge', async () => {
    serveAccount(userOf('visitor'));
    renderShell('/contact-us', async (id) => fakeRemote(id), {
      signedInAs: userOf('visitor'),
      mocks: [unread(3)],
    });
    expect(link('Trips')).toHaveAttribute('href', '/trips');
    expect(link('Saved')).toHaveAttribute('href', SAVED_PATH);
    expect(
      await within(header()).findByRole('link', { name: /^Inbox.*, 3 unread messages$/, hidden: true }),
    ).toHaveAttribute('href', '/inbox');
    // The phone menu button shows the count too, since the link is inside the closed menu, and says it.
    expect(within(header()).getByRole('button', { name: 'Menu, 3 unread messages' })).toBeInTheDocument();
    expect(
      within(header())
        .getAllByTestId('unread-badge')
        .map((badge) => badge.textContent),
    ).toEqual(['3', '3']);
  });

  it.each(['host', 'staff', 'admin'] as const)(
    'gives a %s the Inbox but not Trips or Saved',
    async (role) => {
      serveAccount(userOf(role));
      renderShell('/contact-us', async (id) => fakeRemote(id), {
        signedInAs: userOf(role),
        mocks: [unread(0)],
      });
      expect(link('Inbox')).toHaveAttribute('href', '/inbox');
      expect(link('Trips')).toBeNull();
      expect(link('Saved')).toBeNull();
      expect(within(header()).queryByTestId('unread-badge')).toBeNull();
    },
  );

  it('gives a signed-out visitor none of them, and asks the graph nothing', () => {
    renderShell('/contact-us', async (id) => fakeRemote(id));
    expect(link(/Inbox/)).toBeNull();
    expect(link('Trips')).toBeNull();
    expect(link('Saved')).toBeNull();
  });

  it('updates the badge when a live message arrives, with no reload', async () => {
    const sources = fakeEventSources();
    serveAccount(userOf('host'));
    renderShell('/contact-us', async (id) => fakeRemote(id), {
      signedInAs: userOf('host'),
      live: sources.create,
      mocks: [unread(1), unread(2)],
    });
    expect(
      await within(header()).findByRole('link', { name: /^Inbox.*, 1 unread message$/, hidden: true }),
    ).toBeInTheDocument();
    act(() => {
      sources.opened[0].open();
      sources.opened[0].send('message', '5', { conversationId: 'c1' });
    });
    expect(
      await within(header()).findByRole('link', { name: /^Inbox.*, 2 unread messages$/, hidden: true }),
    ).toBeInTheDocument();
  });
});

describe('badgeText', () => {
  it('caps the count at 99+', () => {
    expect([badgeText(1), badgeText(99), badgeText(100)]).toEqual(['1', '99', '99+']);
  });
});

describe('menuName', () => {
  it('keeps the number the badge shows in the name, also where the sentence spells it out', () => {
    expect(menuName('Menu', 0, '')).toBe('Menu');
    expect(menuName('Menu', 3, '3 unread messages')).toBe('Menu, 3 unread messages');
    expect(menuName('القائمة', 1, 'رسالة واحدة غير مقروءة')).toBe('القائمة, 1, رسالة واحدة غير مقروءة');
    expect(menuName('Menu', 120, '120 unread messages')).toBe('Menu, 99+, 120 unread messages');
  });
});
