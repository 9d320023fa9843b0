import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True on the server and while React hydrates markup the server drew (it then reads the server's answer), false
 * in a render only the browser makes. What the server cannot draw (a portal into document.body) waits for false,
 * so the browser's first render matches the server's markup.
 */
export function useDrawnByServer(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
