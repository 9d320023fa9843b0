import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Tooltip, TooltipProvider } from './Tooltip';

const hover = (el: Element) => fireEvent.pointerEnter(el, { pointerType: 'mouse' });
const leave = (el: Element) => fireEvent.pointerLeave(el, { pointerType: 'mouse' });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function Two() {
  return (
    <TooltipProvider>
      <Tooltip content="Save to wishlist">
        <button type="button">Save</button>
      </Tooltip>
      <Tooltip content="Share this stay">
        <button type="button">Share</button>
      </Tooltip>
    </TooltipProvider>
  );
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens 700 ms after the pointer rests on the trigger and describes it', () => {
    renderWithTheme(<Two />);
    const save = screen.getByRole('button', { name: 'Save' });
    hover(save);
    wait(699);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Save to wishlist');
    expect(save).toHaveAccessibleDescription('Save to wishlist');
    leave(save);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not open when the pointer leaves before the delay', () => {
    renderWithTheme(<Two />);
    const save = screen.getByRole('button', { name: 'Save' });
    hover(save);
    wait(500);
    leave(save);
    wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens the next tooltip at once within 300 ms of the last closing, and with the delay after', () => {
    renderWithTheme(<Two />);
    const save = screen.getByRole('button', { name: 'Save' });
    const share = screen.getByRole('button', { name: 'Share' });
    hover(save);
    wait(700);
    leave(save);
    wait(299);
    hover(share);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share this stay');
    leave(share);

    wait(300);
    hover(save);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(700);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Save to wishlist');
  });

  it('opens at once on keyboard focus and closes on Escape', () => {
    renderWithTheme(<Two />);
    act(() => screen.getByRole('button', { name: 'Share' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share this stay');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
