import { act, useEffect, useLayoutEffect, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';
import { HydratingDrawnPage } from './HydrateWhenSeen';

/**
 * Draws `page` as the server does, then hydrates it as the shell's entry does (inside a drawn page or not): the
 * section the server drew, and what React reported while hydrating.
 */
async function drawThenHydrate(page: ReactElement, drawnPage: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const drawn = container.querySelector('section');
  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      <HydratingDrawnPage.Provider value={drawnPage}>{page}</HydratingDrawnPage.Provider>,
      {
        onRecoverableError: (error) => mismatches.push(error),
      },
    ),
  );
  /** Unmounted first: a part still held is let go with its root. */
  const remove = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, drawn, mismatches, remove };
}

describe('AfterFirstPaint', () => {
  it('commits the page with the placeholder first, then the children in place of it', () => {
    const commits: string[] = [];
    function Committed({ name }: { name: string }) {
      useLayoutEffect(() => {
        commits.push(`${name}: ${document.body.textContent ?? ''}`);
      }, [name]);
      return <p>{name}</p>;
    }
    render(
      <>
        <Committed name="first screen" />
        <AfterFirstPaint placeholder={<Committed name="waiting" />}>
          <Committed name="below the fold" />
        </AfterFirstPaint>
      </>,
    );
    expect(commits).toEqual([
      'first screen: first screenwaiting',
      'waiting: first screenwaiting',
      'below the fold: first screenbelow the fold',
    ]);
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('hydrates the sections the server drew, keeping their markup, without a placeholder in between', async () => {
    const page = (
      <main>
        <h1>first screen</h1>
        <AfterFirstPaint placeholder={<p>waiting</p>}>
          <section>below the fold</section>
        </AfterFirstPaint>
      </main>
    );
    const { container, drawn, mismatches, remove } = await drawThenHydrate(page, false);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('section')).toBe(drawn);
    expect(container.textContent).toBe('first screenbelow the fold');
    remove();
  });

  it('in a drawn page the browser hydrates, holds a section below the fold back, with the drawing left as it is', async () => {
    const hydrated: string[] = [];
    // A screen the section is never scrolled to (jsdom has no observer: without one, a part opens at once).
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    function Section() {
      useEffect(() => {
        hydrated.push('below the fold');
      }, []);
      return <section>below the fold</section>;
    }
    const page = (
      <main>
        <h1>first screen</h1>
        <AfterFirstPaint placeholder={<p>waiting</p>}>
          <Section />
        </AfterFirstPaint>
      </main>
    );
    const { container, drawn, mismatches, remove } = await drawThenHydrate(page, true);
    // AfterFirstPaint renders again once hydrated (it reads whether the server drew it): that must not reach the
    // held section, or React would draw it again.
    expect(hydrated).toEqual([]);
    expect(container.querySelector('section')).toBe(drawn);
    expect(container.textContent).toBe('first screenbelow the fold');
    expect(mismatches).toEqual([]);
    remove();
  });
});
