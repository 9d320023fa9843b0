import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { fireEvent } from '@testing-library/react';
import { AppProviders, browserGraph } from '@stays/platform';
import { HydratingDrawnPage } from '@stays/ui';
import { Layout } from './Layout';

/** jsdom lays nothing out: nothing comes near the screen unless a test says so. */
class NeverSeen {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The layout as the shell draws it for a signed-out visitor (the same element on the server and in the browser). */
const page = (
  <MemoryRouter initialEntries={['/']}>
    <AppProviders graph={browserGraph()} locale="en" messages={{}}>
      <Layout>
        <h1>A page</h1>
      </Layout>
    </AppProviders>
  </MemoryRouter>
);

const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

let root: Root | null = null;
beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = NeverSeen;
});
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('Layout on a drawn page', () => {
  it('hydrates the header at once and the footer only when a pointer reaches it, with no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <HydratingDrawnPage.Provider value>{page}</HydratingDrawnPage.Provider>, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    const headerLink = container.querySelector('header a')!;
    const footerLink = container.querySelector('footer a')!;
    expect(ownedByReact(headerLink)).toBe(true);
    expect(ownedByReact(footerLink)).toBe(false);

    await act(async () => {
      fireEvent.pointerDown(footerLink);
    });
    // The drawn footer is the one React now owns: taken over, not drawn again.
    expect(container.querySelector('footer a')).toBe(footerLink);
    expect(ownedByReact(footerLink)).toBe(true);
    expect(errors).toEqual([]);
  });
});
