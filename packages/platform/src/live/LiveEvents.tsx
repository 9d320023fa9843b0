import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../session/SessionProvider';
import type { CreateEventSource, LiveConnection } from './liveConnection';
import { LiveSubscribers, type LiveHandler, type LiveEventType } from './liveSubscribers';

const LiveContext = createContext<LiveSubscribers | null>(null);

export interface LiveEventsProviderProps {
  children: ReactNode;
  /** Tests pass a fake EventSource; the app uses the browser's. */
  createSource?: CreateEventSource;
  /** The first reconnect wait (doubling up to 30 s). */
  baseDelayMs?: number;
}

/**
 * Holds the tab's one live stream: open while someone is signed in, closed on sign-out and reopened for the next
 * account (the stream carries only its owner's events). When the server ends the session, the stream's last
 * frame says why and the session sends the page to the sign-in page (`sessionEnded`). Mounted once by
 * AppProviders, inside the session.
 */
export function LiveEventsProvider({ children, createSource, baseDelayMs }: LiveEventsProviderProps) {
  const { isAuthenticated, user, sessionEnded } = useSession();
  // The newest session's handler, read when a stream ends.
  const ended = useRef(sessionEnded);
  useEffect(() => {
    ended.current = sessionEnded;
  });
  const [subscribers] = useState(() => new LiveSubscribers());
  const userId = isAuthenticated ? (user?.id ?? null) : null;
  useEffect(() => {
    // No EventSource: a server render, or a test environment without a fake.
    if (!userId || (!createSource && typeof EventSource === 'undefined')) return;
    let connection: LiveConnection | null = null;
    let stopped = false;
    // The stream's code loads only for someone signed in: a visitor's page never opens one.
    void import(/* webpackChunkName: "live-stream" */ './liveConnection').then(
      ({ LiveConnection }) => {
        if (stopped) return;
        const made = new LiveConnection({
          createSource,
          baseDelayMs,
          subscribers,
          // The session ended on the server (another browser's "Sign out everywhere", a block, a role change): the
          // page goes to the sign-in page and says why, unless this browser holds a newer session (then the stream
          // opens again with it). A stream replaced by a newer one just stops.
          onEnded: (reason) => {
            if (reason === 'replaced') return;
            void ended.current(reason).then((stillSignedIn) => stillSignedIn && !stopped && made.start());
          },
        });
        connection = made;
        made.start();
      },
      (error: unknown) => console.error('The live stream did not load', error),
    );
    return () => {
      stopped = true;
      connection?.stop();
    };
  }, [subscribers, userId, createSource, baseDelayMs]);
  return <LiveContext.Provider value={subscribers}>{children}</LiveContext.Provider>;
}

/**
 * Calls `handler` for every live event of `types` while the component is mounted, and once with `resync` after a
 * reconnect that may have missed events. Handlers usually refetch what they show. Outside a LiveEventsProvider
 * (a test without one) nothing arrives.
 */
export function useLiveEvent(types: LiveEventType | readonly LiveEventType[], handler: LiveHandler): void {
  const subscribers = useContext(LiveContext);
  // The newest handler runs, without resubscribing on every render.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = (typeof types === 'string' ? [types] : [...types]).sort().join(',');
  useEffect(() => {
    if (!subscribers) return;
    return subscribers.subscribe(key.split(',') as LiveEventType[], (event) => latest.current(event));
  }, [subscribers, key]);
}
