// The first view: the gateway may send a public page already drawn (shell/src/server.tsx renders it) so a phone
// paints it from the HTML. It is a picture of the page, inert and hidden from assistive technology; the app
// builds underneath, out of sight, and takes its place once the page has drawn its own content.

/** The element holding the first view, before #root (gateway/src/web/firstRoute.ts puts it there). */
export const FIRST_VIEW_ID = 'stays-first-view';
/** Its styles, which leave with it: the app's own styles are generated in the browser. */
export const FIRST_VIEW_STYLE_ATTRIBUTE = 'data-first-view';
/**
 * The first view lies over the page out of the flow, and the app builds in the flow, hidden. Taking the first view
 * away then moves nothing: the app is laid out where it will stay, and only its visibility changes (no second
 * layout of the whole page in the frame the app appears). The rule stops matching once the first view is gone.
 */
export const FIRST_VIEW_RULE = `#${FIRST_VIEW_ID}{position:absolute;top:0;inset-inline:0}#${FIRST_VIEW_ID}~#root{visibility:hidden}`;
/** The app starts at the latest this long after the page (a tab opened in the background paints nothing). */
const START_BY_MS = 1_000;

/**
 * Runs `start` once the first view has painted its content: the app's first tasks (evaluating React, Apollo and
 * the shell) would otherwise come before that paint and hold it back. At once when there is no first view.
 */
export function startAfterFirstView(start: () => void) {
  if (!present()) return start();
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

/** However the app fares, the first view gives way after this long (a remote that never answers). */
const GIVE_WAY_MS = 15_000;

function present() {
  return typeof document !== 'undefined' && document.getElementById(FIRST_VIEW_ID) !== null;
}

/** Takes the first view away and shows the app (nothing happens when the page came without one). */
export function showApp() {
  if (!present()) return;
  document.getElementById(FIRST_VIEW_ID)?.remove();
  for (const style of document.querySelectorAll(`style[${FIRST_VIEW_STYLE_ATTRIBUTE}]`)) style.remove();
}

/**
 * Shows the app once its page area holds something (a page's catalogue may still be loading when the page
 * itself has arrived) and nothing in it matches `pending` (sections the first view has and the app is still
 * building), checked each frame.
 */
export function showAppOnceDrawn(pending?: string) {
  if (!present()) return;
  const drawn = () =>
    document.querySelector('#root #main > *') !== null &&
    (!pending || document.querySelector(`#root ${pending}`) === null);
  const check = () => (drawn() ? showApp() : requestAnimationFrame(check));
  check();
}

/** The platform's LANGUAGE_STORAGE_KEY (main.ts may not load the platform before the shared scope is set up). */
export const STORED_LANGUAGE_KEY = 'language';

/**
 * A visitor whose language choice is stored here but not yet in the cookie the gateway reads (it is written on the
 * next load) would see the first view in another language for a moment: it goes at once instead.
 */
export function dropFirstViewInAnotherLanguage() {
  if (!present()) return;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    return; // storage blocked: the cookie is all there is, and the gateway read it
  }
  if (stored && !document.documentElement.lang.startsWith(stored)) showApp();
}

/** The deadline after which the first view gives way whatever happened. */
export function showAppEventually() {
  if (present()) setTimeout(showApp, GIVE_WAY_MS);
}
