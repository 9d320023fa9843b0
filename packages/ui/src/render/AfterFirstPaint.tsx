import { startTransition, useEffect, useState, type ReactNode } from 'react';

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** Shown until then; below the fold nothing is needed, so nothing by default. */
  placeholder?: ReactNode;
}

/**
 * Marks, while they wait, the sections not yet drawn, so the first view (which has them) stays on screen until the
 * app has them too instead of giving way to a shorter page (shell/src/federation/firstView.ts).
 */
export const AFTER_FIRST_PAINT_PENDING = 'data-after-first-paint';

/** A render on the server (the gateway's first view of a public page) has no first paint to wait for. */
const ON_SERVER = typeof document === 'undefined';

/**
 * Renders its children once the page around it has been committed, as a transition: React renders them in
 * slices between frames, and data for what is on screen or a user's input goes first. For sections below the
 * fold of a page people land on, so the first screen paints (and becomes usable) before them.
 * On the server they are drawn at once: the first view is then the whole page (what a search engine reads),
 * and the answers they were drawn with travel with it, so the browser's later render of them asks nothing.
 */
export function AfterFirstPaint({ children, placeholder = null }: AfterFirstPaintProps) {
  const [ready, setReady] = useState(ON_SERVER);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  if (ready) return <>{children}</>;
  return (
    <>
      {placeholder}
      <template {...{ [AFTER_FIRST_PAINT_PENDING]: '' }} />
    </>
  );
}
