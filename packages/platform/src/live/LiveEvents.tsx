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
 * account (the stream carries only its owner's events). Mounted once by AppProviders, inside the session.
 */
export function LiveEventsProvider({ children, createSource, baseDelayMs }: LiveEventsProviderProps) {
  const [connection] = useState(() => new LiveConnection({ createSource, baseDelayMs }));
  const { isAuthenticated, user } = useSession();
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
