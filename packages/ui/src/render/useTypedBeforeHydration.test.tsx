import { act, useState } from 'react';
import { Input, Textarea } from '../input';
import { drawn, typeNatively } from '../testing/hydrateDrawn';
import { ThemeProvider } from '../theme/ThemeProvider';
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

/** The kit's own controls, as a drawn contact form has them. */
function ContactBox() {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  return (
    <ThemeProvider>
      <Input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <Textarea aria-label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
      <output>{`${name}|${message}`}</output>
    </ThemeProvider>
  );
}

/** Draws the box as the server does, types into it before the script runs, then hydrates it. */
async function typeThenHydrate(typed: string) {
  const { container, hydrate } = drawn(<SearchBox />);
  const input = container.querySelector('input')!;
  typeNatively(input, typed);
  const errors = await hydrate();
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

  it('is in the kit’s Input and Textarea, so every drawn form built on them keeps the typing', async () => {
    const { container, hydrate } = drawn(<ContactBox />);
    typeNatively(container.querySelector('input')!, 'Lina');
    typeNatively(container.querySelector('textarea')!, 'A long stay in Martil');
    expect(await hydrate()).toEqual([]);
    expect(container.querySelector('output')?.textContent).toBe('Lina|A long stay in Martil');
  });

  it('changes nothing when nothing was typed', async () => {
    const { container, input } = await typeThenHydrate('');
    expect(container.querySelector('output')?.textContent).toBe('');
    expect(input.value).toBe('');
  });
});
