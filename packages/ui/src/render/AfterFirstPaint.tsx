import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydrateWhenSeen } from './HydrateWhenSeen';
import { useDrawnByServer } from './useDrawnByServer';

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** Shown until then; below the fold nothing is needed, so nothing by default. */
  placeholder?: ReactNode;
}

/**
 * Renders its children once the page around it has been committed, as a transition: React renders them in
 * slices between frames, and data for what is on screen or a user's input goes first. For sections below the
 * fold of a page people land on, so the first screen paints (and becomes usable) before them.
 * On the server they are drawn at once: the first view is then the whole page (what a search engine reads),
 * and the browser hydrates them when they come near the screen (`HydrateWhenSeen`).
 */
export function AfterFirstPaint({ children, placeholder = null }: AfterFirstPaintProps) {
  const drawnByServer = useDrawnByServer();
  // Read once, when the section mounts: hydration goes on to the browser's own renders, and the section stays.
  const [ready, setReady] = useState(drawnByServer);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? <HydrateWhenSeen>{children}</HydrateWhenSeen> : <>{placeholder}</>;
}
