import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

/** A controlled search box as a page draws it; the state is shown beside it, and a button renders it again. */
function SearchBox() {
  const [place, setPlace] = useState('');
  const [renders, setRenders] = useState(0);
  const keepTyped = useTypedBeforeHydration<HTMLInputElement>();
  return (
    <form>
      <input
        ref={keepTyped}
        aria-label="Where"
        value={place}
        onChange={(event) => setPlace(event.target.value)}
      />
      <output>{place}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  if (root) act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Draws the box as the server does, types into it before the script runs, then hydrates it. */
async function typeThenHydrate(typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchBox />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  // The browser's own typing: React is not there yet.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, typed);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <SearchBox />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, input, errors };
}

describe('useTypedBeforeHydration', () => {
  it('hands what was typed before hydration to the field, and a later render keeps it', async () => {
    const { container, input, errors } = await typeThenHydrate('Mart');
    expect(errors).toEqual([]);
    expect(container.querySelector('input')).toBe(input);
    expect(container.querySelector('output')?.textContent).toBe('Mart');
    await act(async () => container.querySelector('button')!.click());
    expect(input.value).toBe('Mart');
  });

  it('changes nothing when nothing was typed', async () => {
    const { container, input } = await typeThenHydrate('');
    expect(container.querySelector('output')?.textContent).toBe('');
    expect(input.value).toBe('');
  });
});
