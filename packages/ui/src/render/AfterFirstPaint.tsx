import { startTransition, useEffect, useState, type ReactNode } from 'react';

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** Shown until then; below the fold nothing is needed, so nothing by default. */
  placeholder?: ReactNode;
}

/**
 * Renders its children once the page around it has been committed, as a transition: React renders them in
 * slices between frames, and data for what is on screen or a user's input goes first. For sections below the
 * fold of a page people land on, so the first screen paints (and becomes usable) before them.
 */
export function AfterFirstPaint({ children, placeholder = null }: AfterFirstPaintProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return <>{ready ? children : placeholder}</>;
}
