import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

/** Draws `page` as the server does, into the document; `hydrate` then lets React take it over, as the browser does. */
export function drawn(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  /** Hydrates the drawing, and gives what React reported as recoverable (a mismatch is one). */
  const hydrate = async () => {
    const errors: unknown[] = [];
    await act(async () => {
      roots.push(hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }));
    });
    return errors;
  };
  return { container, hydrate };
}

/** The browser's own typing into a control React does not handle yet (its prototype's setter, not React's). */
export function typeNatively(control: HTMLInputElement | HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, text);
}
