// The first view: the gateway may send a public page already drawn inside #root (shell/src/server.tsx renders it)
// so a phone paints it from the HTML. The app then hydrates that markup (bootstrap.tsx) instead of drawing the page
// a second time: links in it work as plain links until then.

import { DRAWN_ATTRIBUTE } from '@stays/contracts';

/** The app starts at the latest this long after the page (a tab opened in the background paints nothing). */
const START_BY_MS = 1_000;

function drawnRoot(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const root = document.getElementById('root');
  return root?.hasAttribute(DRAWN_ATTRIBUTE) && root.firstElementChild ? root : null;
}

/** Whether #root holds a page drawn on the server (and still does: it may have been dropped, below). */
export function hasFirstView(): boolean {
  return drawnRoot() !== null;
}

/**
 * Runs `start` once the first view has painted its content: the app's first tasks (evaluating React, Apollo and
 * the shell) would otherwise come before that paint and hold it back. At once when there is no first view.
 */
export function startAfterFirstView(start: () => void) {
  if (!hasFirstView()) return start();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      go();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    return go(); // no paint timing here: start now
  }
  setTimeout(go, START_BY_MS);
}

/** Empties #root: the app then draws the page itself (createRoot) instead of hydrating it. */
export function dropFirstView() {
  const root = drawnRoot();
  root?.removeAttribute(DRAWN_ATTRIBUTE);
  root?.replaceChildren();
}

/** The platform's LANGUAGE_STORAGE_KEY (main.ts may not load the platform before the shared scope is set up). */
export const STORED_LANGUAGE_KEY = 'language';

/**
 * A visitor whose language choice is stored here but not yet in the cookie the gateway reads (it is written on the
 * next load) would see the first view in another language for a moment: it goes at once instead.
 */
export function dropFirstViewInAnotherLanguage() {
  if (!hasFirstView()) return;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    return; // storage blocked: the cookie is all there is, and the gateway read it
  }
  if (stored && !document.documentElement.lang.startsWith(stored)) dropFirstView();
}
