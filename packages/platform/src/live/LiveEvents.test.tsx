import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SessionProvider, useSession } from '../session/SessionProvider';
import { storeSignedIn } from '../session/storage';
import { fakeEventSources } from './fakeEventSource';
import { LiveConnection } from './liveConnection';
import { LiveSubscribers, type LiveEvent } from './liveSubscribers';
import { LiveEventsProvider, useLiveEvent } from './LiveEvents';

const USER = {
  id: 'u1',
  username: 'guest',
  firstName: 'Gina',
  lastName: 'Guest',
  email: 'g@example.com',
  role: 'visitor' as const,
  profileImageUrl: null,
};

describe('LiveConnection', () => {
  afterEach(() => jest.useRealTimers());

  it('opens one stream for every subscriber and delivers each event to the subscribers of its type', () => {
    const sources = fakeEventSources();
    const subscribers = new LiveSubscribers();
    const connection = new LiveConnection({ createSource: sources.create, subscribers });
    const messages: LiveEvent[] = [];
    const bookings: LiveEvent[] = [];
    subscribers.subscribe(['message'], (event) => messages.push(event));
    subscribers.subscribe(['booking', 'message'], (event) => bookings.push(event));
    connection.start();
    connection.start();
    expect(sources.opened.map((source) => source.url)).toEqual(['/api/events']);

    sources.opened[0].open();
    sources.opened[0].send('message', '7', { conversationId: 'c1' });
    sources.opened[0].send('booking', '8', { bookingId: 'b1', status: 'approved' });
    expect(messages).toEqual([{ type: 'message', id: '7', data: { conversationId: 'c1' } }]);
    expect(bookings.map((event) => [event.type, event.id])).toEqual([
      ['message', '7'],
      ['booking', '8'],
    ]);
  });

  it('leaves a retrying stream to the browser, and reopens a closed one after a growing wait, asking for a resync', () => {
    jest.useFakeTimers();
    const sources = fakeEventSources();
    const subscribers = new LiveSubscribers();
    const connection = new LiveConnection({
      createSource: sources.create,
      baseDelayMs: 100,
      maxDelayMs: 300,
      subscribers,
    });
    const seen: string[] = [];
    subscribers.subscribe(['notification'], (event) => seen.push(event.type));
    connection.start();
    sources.opened[0].open();
    sources.opened[0].send('notification', '41', { id: 'n1', title: 'Hello' });

    sources.opened[0].fail(false); // the browser retries by itself, sending Last-Event-ID
    jest.advanceTimersByTime(1000);
    expect(sources.opened).toHaveLength(1);

    sources.opened[0].fail(true);
    expect(sources.opened[0].closed).toBe(true);
    jest.advanceTimersByTime(99);
    expect(sources.opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sources.opened).toHaveLength(2);
    // A new EventSource sends no Last-Event-ID header, so the address names the last event seen.
    expect(sources.opened[1].url).toBe('/api/events?lastEventId=41');

    sources.opened[1].fail(true);
    jest.advanceTimersByTime(199);
    expect(sources.opened).toHaveLength(2);
    jest.advanceTimersByTime(1);
    sources.opened[2].fail(true);
    jest.advanceTimersByTime(300); // capped at maxDelayMs
    expect(sources.opened).toHaveLength(4);

    sources.opened[3].open();
    expect(seen).toEqual(['notification', 'resync']);
  });

  it('stops: the stream is closed and no reconnect is left pending', () => {
    jest.useFakeTimers();
    const sources = fakeEventSources();
    const connection = new LiveConnection({
      createSource: sources.create,
      baseDelayMs: 10,
      subscribers: new LiveSubscribers(),
    });
    connection.start();
    sources.opened[0].fail(true);
    connection.stop();
    jest.advanceTimersByTime(1000);
    expect(sources.opened).toHaveLength(1);
    expect(connection.connected).toBe(false);
  });
});

/** The provider loads the stream's code once someone is signed in: lets that import settle. */
const streamLoaded = () => act(async () => {});

function Probe({ types }: { types: 'message' | Array<'message' | 'booking'> }) {
  const [seen, setSeen] = useState<string[]>([]);
  useLiveEvent(types, (event) => setSeen((all) => [...all, `${event.type}:${event.id}`]));
  return <output data-testid="seen">{seen.join(' ')}</output>;
}

function SignOut() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      out
    </button>
  );
}

describe('useLiveEvent', () => {
  afterEach(() => localStorage.clear());

  it('opens the stream only while signed in, delivers its events to the hook and closes it on sign-out', async () => {
    const sources = fakeEventSources();
    // jsdom has no fetch: the session's check finds the same user, the logout call succeeds.
    globalThis.fetch = (async () =>
      ({
        ok: true,
        status: 200,
        statusText: '',
        text: async () => JSON.stringify(USER),
      }) as Response) as typeof fetch;
    storeSignedIn(USER);
    render(
      <SessionProvider navigate={() => {}}>
        <LiveEventsProvider createSource={sources.create}>
          <Probe types={['message', 'booking']} />
          <SignOut />
        </LiveEventsProvider>
      </SessionProvider>,
    );
    await streamLoaded();
    expect(sources.opened).toHaveLength(1);
    act(() => {
      sources.opened[0].open();
      sources.opened[0].send('message', '1', { conversationId: 'c1' });
      sources.opened[0].send('notification', '2', { id: 'n1' });
      sources.opened[0].send('booking', '3', { bookingId: 'b1' });
    });
    expect(screen.getByTestId('seen')).toHaveTextContent('message:1 booking:3');

    await act(async () => screen.getByRole('button', { name: 'out' }).click());
    expect(sources.opened[0].closed).toBe(true);
    expect(sources.opened).toHaveLength(1);
  });

  it('goes to the sign-in page saying why when the server ends the session, and never reconnects', async () => {
    jest.useFakeTimers();
    const sources = fakeEventSources();
    // The session is confirmed at load, then it is over: GET /api/user answers 401 after the stream ends.
    let checks = 0;
    globalThis.fetch = (async () =>
      (checks++ === 0
        ? { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(USER) }
        : {
            ok: false,
            status: 401,
            statusText: 'Unauthorized',
            text: async () => '{"message":"Unauthorized"}',
          }) as Response) as typeof fetch;
    storeSignedIn(USER);
    const went: string[] = [];
    render(
      <SessionProvider navigate={(to) => went.push(to)}>
        <LiveEventsProvider createSource={sources.create} baseDelayMs={10}>
          <Probe types="message" />
        </LiveEventsProvider>
      </SessionProvider>,
    );
    await streamLoaded();
    await act(async () => {
      sources.opened[0].open();
      sources.opened[0].send('ended', '', { reason: 'blocked' });
      sources.opened[0].fail(true);
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(went).toEqual(['/login?ended=blocked']);
    expect(localStorage.length).toBe(0);
    act(() => void jest.advanceTimersByTime(60_000));
    expect(sources.opened).toHaveLength(1);
    expect(sources.opened[0].closed).toBe(true);
    jest.useRealTimers();
  });

  it('opens the stream again when this browser holds a newer session (becoming a host re-issued the cookie)', async () => {
    jest.useFakeTimers();
    const sources = fakeEventSources();
    globalThis.fetch = (async () =>
      ({
        ok: true,
        status: 200,
        statusText: '',
        text: async () => JSON.stringify({ ...USER, role: 'host' }),
      }) as Response) as typeof fetch;
    storeSignedIn(USER);
    const went: string[] = [];
    render(
      <SessionProvider navigate={(to) => went.push(to)}>
        <LiveEventsProvider createSource={sources.create} baseDelayMs={10}>
          <Probe types="message" />
        </LiveEventsProvider>
      </SessionProvider>,
    );
    await streamLoaded();
    await act(async () => {
      sources.opened[0].open();
      sources.opened[0].send('ended', '', { reason: 'role-changed' });
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(went).toEqual([]);
    expect(sources.opened).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ role: 'host' });
    jest.useRealTimers();
  });

  it('only stops a stream a newer one replaced (the caps): no page change, no reconnect', async () => {
    jest.useFakeTimers();
    const sources = fakeEventSources();
    storeSignedIn(USER);
    const went: string[] = [];
    render(
      <SessionProvider navigate={(to) => went.push(to)}>
        <LiveEventsProvider createSource={sources.create} baseDelayMs={10}>
          <Probe types="message" />
        </LiveEventsProvider>
      </SessionProvider>,
    );
    await streamLoaded();
    act(() => {
      sources.opened[0].open();
      sources.opened[0].send('ended', '', { reason: 'replaced' });
      sources.opened[0].fail(true);
    });
    act(() => void jest.advanceTimersByTime(60_000));
    expect(went).toEqual([]);
    expect(sources.opened).toHaveLength(1);
    jest.useRealTimers();
  });

  it('opens nothing for a signed-out visitor', async () => {
    const sources = fakeEventSources();
    render(
      <SessionProvider navigate={() => {}}>
        <LiveEventsProvider createSource={sources.create}>
          <Probe types="message" />
        </LiveEventsProvider>
      </SessionProvider>,
    );
    await streamLoaded();
    expect(sources.opened).toHaveLength(0);
  });

  it('does nothing outside a provider', () => {
    render(<Probe types="message" />);
    expect(screen.getByTestId('seen')).toHaveTextContent('');
  });
});
