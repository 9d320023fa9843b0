import {
  Suspense,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { readPromise } from './readPromise';
import { useDrawnByServer } from './useDrawnByServer';

/**
 * Set by the browser's entry around a tree it hydrates (`hydrateRoot`): only there does `HydrateWhenSeen` hold
 * its part back. On the server, and in a page the browser draws itself, everything renders at once.
 */
export const HydratingDrawnPage = createContext(false);

/** How far outside the screen a part starts hydrating, so it is ready by the time it scrolls in. */
export const HYDRATE_MARGIN = '400px 0px';

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open(): void;
}

function createGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((done) => {
      resolve = done;
    }),
    open() {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/**
 * Suspends while React hydrates a closed gate: React then keeps the server's markup of the boundary around it as
 * it is (visible, links working) and hydrates it when the gate opens. In a render the browser makes itself (a
 * page it draws, or a boundary React had to draw again) it never waits, and the gate has nothing left to do.
 */
function Held({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  const hydrating = useDrawnByServer();
  if (gate && !hydrating) gate.open();
  // An open gate renders at once. A tap that opens it (on the document, ahead of React's listeners) has React
  // hydrate the boundary synchronously before the tap: that render reads `opened` and does not wait for the
  // promise, which only wakes a boundary opened by the observer.
  if (gate && !gate.opened) readPromise(gate.promise);
  // Also what follows the wait: when the gate opens while React is suspended here (a change above made it render
  // the held part again), React renders this component again and it gets past the wait, so this render must be
  // the part itself, or the server's markup is left unclaimed (a mismatch, #418).
  return <>{children}</>;
}

/**
 * The parts still held, by their box. One observer and one set of document listeners serve them all, and go
 * away with the last part opened.
 */
const held = new Map<Element, Gate>();
const boxOfObserved = new WeakMap<Element, Element>();
let observer: IntersectionObserver | null = null;
const REACHING_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;

/**
 * A pointer or the focus entering a held part, or a part inside it, opens them. On the document, ahead of React's
 * listeners on the root: React stops an event aimed at a part it cannot hydrate yet, so the gate must be open
 * before React sees the event.
 */
function reached(event: Event) {
  for (let node = event.target as Node | null; node; node = node.parentNode)
    held.get(node as Element)?.open();
}

function seen(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const box = entry.isIntersecting ? boxOfObserved.get(entry.target) : undefined;
    if (box) held.get(box)?.open();
  }
}

function release(box: Element) {
  if (!held.delete(box)) return;
  for (const element of Array.from(box.children)) observer?.unobserve(element);
  if (held.size) return;
  observer?.disconnect();
  observer = null;
  for (const event of REACHING_EVENTS) document.removeEventListener(event, reached, { capture: true });
}

/** Holds `box` until one of its elements comes near the screen, or a pointer or the focus reaches it. */
function holdUntilReached(box: Element, gate: Gate): () => void {
  if (typeof IntersectionObserver !== 'function') {
    gate.open();
    return () => {};
  }
  if (!held.size) {
    observer = new IntersectionObserver(seen, { rootMargin: HYDRATE_MARGIN });
    for (const event of REACHING_EVENTS)
      document.addEventListener(event, reached, { capture: true, passive: true });
  }
  held.set(box, gate);
  for (const element of Array.from(box.children)) {
    boxOfObserved.set(element, box);
    observer?.observe(element);
  }
  void gate.promise.then(() => release(box));
  return () => release(box);
}

/**
 * A part of a drawn page that the browser hydrates only when it is about to be seen or used: a phone that opens
 * the page runs the code of what is on its screen, and a section below the fold costs nothing until the reader
 * scrolls to it. Until then the server's markup stands: readable, its links plain links. A pointer or the focus
 * entering the part opens it at once, so React hydrates it before the event that follows (a tap, a key).
 * Its box is `display: contents`: the children lay out as if it were not there.
 */
export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  // Not useDrawnByServer here: its switch to false after hydration re-renders the component that reads it, and
  // an update that reaches a boundary still held makes React drop the drawing and draw that part again.
  const hydratingDrawnPage = useContext(HydratingDrawnPage);
  const [gate] = useState(() => (hydratingDrawnPage ? createGate() : null));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!gate || gate.opened || !box.current) return;
    return holdUntilReached(box.current, gate);
  }, [gate]);
  // The same element while the children are the same: a parent's re-render does not reach a held boundary.
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <Held gate={gate}>{children}</Held>
      </Suspense>
    ),
    [gate, children],
  );
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {part}
    </div>
  );
}
