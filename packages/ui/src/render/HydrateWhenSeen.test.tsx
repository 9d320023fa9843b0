import { act, createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { HYDRATE_MARGIN, HydrateWhenSeen, HydratingDrawnPage } from './HydrateWhenSeen';

/** jsdom lays nothing out: the observer is driven by the test, as the browser would drive it on a scroll. */
class ScrollObserver {
  static all: ScrollObserver[] = [];
  observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    ScrollObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((observed) => observed !== element);
  }
  disconnect() {
    this.observed = [];
  }
  scrolledTo(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

let hydrated: string[];

/** A card below the fold: says when React has hydrated it, and counts its taps once it has. */
function Card({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <article>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        {name}: {taps}
      </button>
    </article>
  );
}

const page = (
  <main>
    <h1>first screen</h1>
    <HydrateWhenSeen>
      <Card name="first" />
    </HydrateWhenSeen>
    <HydrateWhenSeen>
      <Card name="second" />
    </HydrateWhenSeen>
  </main>
);

/** Draws `page` as the server does, then hydrates it as the shell's entry does (inside HydratingDrawnPage or not). */
async function hydrateDrawn(insideDrawnPage: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const drawnButtons = Array.from(container.querySelectorAll('button'));
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <HydratingDrawnPage.Provider value={insideDrawnPage}>{page}</HydratingDrawnPage.Provider>,
        {
          onRecoverableError: (error) => errors.push(error),
        },
      ),
    );
  });
  return { container, drawnButtons, errors };
}

let roots: Root[] = [];

beforeEach(() => {
  hydrated = [];
  ScrollObserver.all = [];
  window.IntersectionObserver = ScrollObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  for (const root of roots) act(() => root.unmount());
  roots = [];
  document.body.innerHTML = '';
});

describe('HydrateWhenSeen', () => {
  it('keeps the drawing of each part as it is until the part comes near the screen, then hydrates that part', async () => {
    const { container, drawnButtons, errors } = await hydrateDrawn(true);
    expect(hydrated).toEqual([]);
    expect(container.textContent).toBe('first screenfirst: 0second: 0');
    // One observer watches every held part.
    expect(ScrollObserver.all.map((observer) => observer.options.rootMargin)).toEqual([HYDRATE_MARGIN]);
    const screen = ScrollObserver.all[0]!;
    const [firstCard, secondCard] = drawnButtons.map((button) => button.parentElement!);
    expect(screen.observed).toEqual([firstCard, secondCard]);
    await act(async () => screen.scrolledTo(secondCard!));
    expect(hydrated).toEqual(['second']);
    // What is open is no longer watched.
    expect(screen.observed).toEqual([firstCard]);

    fireEvent.click(drawnButtons[1]!);
    expect(drawnButtons[1]).toHaveTextContent('second: 1');
    expect(Array.from(container.querySelectorAll('button'))).toEqual(drawnButtons);
    expect(errors).toEqual([]);
  });

  it('hydrates a part a pointer reaches before its tap is handled: the first tap counts', async () => {
    const { drawnButtons } = await hydrateDrawn(true);
    await act(async () => {
      fireEvent.pointerDown(drawnButtons[0]!);
      fireEvent.click(drawnButtons[0]!);
    });
    expect(hydrated).toEqual(['first']);
    expect(drawnButtons[0]).toHaveTextContent('first: 1');
  });

  it('hydrates a part the keyboard focus enters', async () => {
    const { drawnButtons } = await hydrateDrawn(true);
    await act(async () => drawnButtons[1]!.focus());
    expect(hydrated).toEqual(['second']);
  });

  it('hydrates everything at once outside a drawn page hydrated by the browser', async () => {
    const { drawnButtons, errors } = await hydrateDrawn(false);
    expect(hydrated).toEqual(['first', 'second']);
    expect(ScrollObserver.all).toEqual([]);
    fireEvent.click(drawnButtons[0]!);
    expect(drawnButtons[0]).toHaveTextContent('first: 1');
    expect(errors).toEqual([]);
  });

  it('hydrates a part whose gate opens while React is rendering it again (a change above reached the held part)', async () => {
    // React's own scheduler, not act(): the render has to wait on the gate between two tasks, as in a browser.
    const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
    const Shown = createContext(0);
    let change = () => {};
    function Provider({ children }: { children: ReactNode }) {
      const [value, setValue] = useState(0);
      change = () => setValue((n) => n + 1);
      return <Shown.Provider value={value}>{children}</Shown.Provider>;
    }
    function Reader() {
      return <p>{useContext(Shown) > -1 ? 'footer' : ''}</p>;
    }
    const footer = (
      <HydrateWhenSeen>
        <Reader />
      </HydrateWhenSeen>
    );
    const tree = (
      <Provider>
        <main>first screen</main>
        {footer}
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const drawnParagraph = container.querySelector('p');
    const errors: unknown[] = [];
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    try {
      startTransition(() => {
        roots.push(
          hydrateRoot(container, <HydratingDrawnPage.Provider value>{tree}</HydratingDrawnPage.Provider>, {
            onRecoverableError: (error) => errors.push(error),
          }),
        );
      });
      while (!ScrollObserver.all[0]?.observed.length) await nextTask();
      // A change above reaches the held part: React renders it again, and that render waits on the closed gate...
      startTransition(() => change());
      await nextTask();
      // ...which opens (the part comes near the screen) before React is back.
      ScrollObserver.all[0]!.scrolledTo(drawnParagraph!);
      for (let task = 0; task < 20; task += 1) await nextTask();
      expect(errors).toEqual([]);
      expect(container.querySelector('p')).toBe(drawnParagraph);
    } finally {
      reactGlobal.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
