import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD } from './constants';
import { ToastProvider, useToast, type ToastApi } from './ToastProvider';

// jsdom has no PointerEvent; a MouseEvent with a pointerId is what a browser hands the handlers.
if (!('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  (window as unknown as Record<string, unknown>).PointerEvent = PointerEventPolyfill;
}

let api: ToastApi;
function Capture() {
  api = useToast();
  return <button type="button">page</button>;
}

function setup() {
  render(
    <ThemeProvider>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the one on screen', () => {
    setup();
    act(() => void api.toast({ title: 'Login Successful', description: 'Welcome back!' }));
    expect(screen.getByRole('status')).toHaveTextContent('Login SuccessfulWelcome back!');
    act(() => void api.toast({ title: 'Error', description: 'Login failed', variant: 'destructive' }));
    expect(screen.queryByText('Login Successful')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorLogin failed');
  });

  it('closes itself after the default 5000 ms, and pauses while the pointer rests on it', () => {
    setup();
    act(() => void api.toast({ title: 'Saved' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION - 100));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.pointerOver(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.pointerOut(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it(`is dismissed by a swipe right beyond ${TOAST_SWIPE_THRESHOLD} px, not by a shorter one`, () => {
    setup();
    act(() => void api.toast({ title: 'Swipe me' }));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { button: 0, clientX: 100, pointerId: 2 });
    fireEvent.pointerUp(toast, { clientX: 100 + TOAST_SWIPE_THRESHOLD + 1, pointerId: 2 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('F8 moves focus to the notifications; the close button and the action dismiss', () => {
    setup();
    const onUndo = jest.fn();
    act(
      () =>
        void api.toast({
          title: 'Removed',
          action: { label: 'Undo', altText: 'Undo the removal', onClick: onUndo },
        }),
    );
    fireEvent.keyDown(document, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).firstElementChild).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Undo the removal' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Removed')).toBeNull();
    act(() => void api.toast({ title: 'Again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Again')).toBeNull();
  });
});
