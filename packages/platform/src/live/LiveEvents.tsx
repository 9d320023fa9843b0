import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../session/SessionProvider';
import {
  LiveConnection,
  type CreateEventSource,
  type LiveHandler,
  type LiveEventType,
} from './liveConnection';

const LiveContext = createContext<LiveConnection | null>(null);

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
  // The newest session's handler, read when the stream ends (the connection is made once).
  const ended = useRef(sessionEnded);
  useEffect(() => {
    ended.current = sessionEnded;
  });
  const [connection] = useState(() => {
    const made = new LiveConnection({
      createSource,
      baseDelayMs,
      // The session ended on the server (another browser's "Sign out everywhere", a block, a role change): the
      // page goes to the sign-in page and says why, unless this browser holds a newer session (then the stream
      // opens again with it). A stream replaced by a newer one just stops.
      onEnded: (reason) => {
        if (reason === 'replaced') return;
        void ended.current(reason).then((stillSignedIn) => stillSignedIn && made.start());
      },
    });
    return made;
  });
  const userId = isAuthenticated ? (user?.id ?? null) : null;
  useEffect(() => {
    // No EventSource: a server render, or a test environment without a fake.
    if (!userId || (!createSource && typeof EventSource === 'undefined')) return;
    connection.start();
    return () => connection.stop();
  }, [connection, userId, createSource]);
  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}

/**
 * Calls `handler` for every live event of `types` while the component is mounted, and once with `resync` after a
 * reconnect that may have missed events. Handlers usually refetch what they show. Outside a LiveEventsProvider
 * (a test without one) nothing arrives.
 */
export function useLiveEvent(types: LiveEventType | readonly LiveEventType[], handler: LiveHandler): void {
  const connection = useContext(LiveContext);
  // The newest handler runs, without resubscribing on every render.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = (typeof types === 'string' ? [types] : [...types]).sort().join(',');
  useEffect(() => {
    if (!connection) return;
    return connection.subscribe(key.split(',') as LiveEventType[], (event) => latest.current(event));
  }, [connection, key]);
}
