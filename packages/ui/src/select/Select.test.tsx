import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Select } from './Select';
import { nextTypeaheadMatch } from './typeahead';

const sorts = [
  { value: 'featured', label: 'Featured' },
  { value: 'price_low', label: 'Price: Low to High' },
  { value: 'price_high', label: 'Price: High to Low' },
  { value: 'rating', label: 'Rating' },
  { value: 'reviews', label: 'Reviews', disabled: true },
];

function Sort({ onChange = () => {} }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('featured');
  return (
    <>
      <Select
        aria-label="Sort"
        options={sorts}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <output>{value}</output>
    </>
  );
}

describe('nextTypeaheadMatch', () => {
  const items = ['Cabo Negro', 'Martil', 'Marina', 'Belyounech', 'Tetouan'].map((text) => ({ text }));
  it('matches the prefix, moving on from the current item and cycling on a repeated letter', () => {
    expect(nextTypeaheadMatch(items, 'm')?.text).toBe('Martil');
    expect(nextTypeaheadMatch(items, 'm', items[1])?.text).toBe('Marina');
    expect(nextTypeaheadMatch(items, 'mm', items[2])?.text).toBe('Martil');
    expect(nextTypeaheadMatch(items, 'mari', items[1])?.text).toBe('Marina');
    expect(nextTypeaheadMatch(items, 'z')).toBeUndefined();
  });
});

describe('Select', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('type-ahead on the closed trigger picks matches; the buffer resets 1 s after the last key', async () => {
    const user = setup();
    renderWithTheme(<Sort />);
    const trigger = screen.getByRole('combobox', { name: 'Sort' });
    act(() => trigger.focus());

    await user.keyboard('p');
    expect(screen.getByText('price_low', { selector: 'output' })).toBeInTheDocument();
    // "pr" within a second still matches the current item: the search grows, the choice stays.
    act(() => jest.advanceTimersByTime(900));
    await user.keyboard('r');
    expect(screen.getByText('price_low', { selector: 'output' })).toBeInTheDocument();
    await user.keyboard('ice: h');
    expect(screen.getByText('price_high', { selector: 'output' })).toBeInTheDocument();

    // After 1 s of quiet the buffer is empty: "r" is a new search (Rating), not "price: hr".
    act(() => jest.advanceTimersByTime(1000));
    await user.keyboard('r');
    expect(screen.getByText('rating', { selector: 'output' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on ArrowDown with the selected option focused; arrows, type-ahead and Enter choose; focus returns', async () => {
    const user = setup();
    const onChange = jest.fn();
    renderWithTheme(<Sort onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Sort' });
    act(() => trigger.focus());
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(trigger).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('option', { name: 'Featured' })).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Price: Low to High' })).toHaveFocus();
    await user.keyboard('{End}');
    // The disabled option is skipped.
    expect(screen.getByRole('option', { name: 'Rating' })).toHaveFocus();
    await user.keyboard('{Home}');
    await user.keyboard('price: h');
    expect(screen.getByRole('option', { name: 'Price: High to Low' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(1000));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('price_high');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('Price: High to Low');
  });

  it('Escape closes without choosing; a click on an option chooses it', async () => {
    const user = setup();
    const onChange = jest.fn();
    renderWithTheme(<Sort onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Sort' });
    await user.click(trigger);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Rating' }));
    expect(onChange).toHaveBeenCalledWith('rating');
  });
});

describe('Select scroll buttons', () => {
  // jsdom has no layout: give the listbox a 200 px window onto 1000 px of options, and a scrollTop that
  // records when it was moved (on the fake clock).
  const descriptors = ['scrollHeight', 'clientHeight', 'scrollTop'].map(
    (p) => [p, Object.getOwnPropertyDescriptor(Element.prototype, p)] as const,
  );
  let moves: number[];
  beforeEach(() => {
    jest.useFakeTimers();
    moves = [];
    const tops = new WeakMap<Element, number>();
    const isList = (el: Element) => el.getAttribute('role') === 'listbox';
    Object.defineProperty(Element.prototype, 'scrollHeight', {
      configurable: true,
      get() {
        return isList(this) ? 1000 : 0;
      },
    });
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get() {
        return isList(this) ? 200 : 0;
      },
    });
    Object.defineProperty(Element.prototype, 'scrollTop', {
      configurable: true,
      get() {
        return tops.get(this) ?? 0;
      },
      set(v: number) {
        if (isList(this)) moves.push(Date.now());
        tops.set(this, Math.max(0, Math.min(v, 800)));
      },
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    for (const [p, d] of descriptors) if (d) Object.defineProperty(Element.prototype, p, d);
  });

  it('shows a scroll-down button that scrolls one option every 50 ms while the pointer rests on it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const options = Array.from({ length: 30 }, (_, i) => ({ value: `g${i + 1}`, label: `${i + 1} guests` }));
    renderWithTheme(<Select aria-label="Guests" options={options} defaultValue="g1" />);
    await user.click(screen.getByRole('combobox', { name: 'Guests' }));
    const listbox = screen.getByRole('listbox');
    expect(screen.queryByTestId('select-scroll-up')).toBeNull();
    const down = screen.getByTestId('select-scroll-down');

    moves = [];
    const pressed = Date.now();
    fireEvent.pointerDown(down);
    act(() => jest.advanceTimersByTime(49));
    expect(moves).toEqual([]);
    act(() => jest.advanceTimersByTime(151));
    expect(moves.length).toBeGreaterThanOrEqual(4);
    // One option per tick, a tick every 50 ms from the press.
    expect(moves.map((t) => t - pressed).slice(0, 4)).toEqual([50, 100, 150, 200]);
    const step = listbox.scrollTop / moves.length;
    expect(step).toBeGreaterThan(0);
    // Now that the list has moved, the way back up is offered too.
    expect(screen.getByTestId('select-scroll-up')).toBeInTheDocument();

    fireEvent.pointerLeave(down);
    const count = moves.length;
    act(() => jest.advanceTimersByTime(500));
    expect(moves).toHaveLength(count);
  });
});
