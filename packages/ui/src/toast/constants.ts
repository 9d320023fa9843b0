// SPEC section 9 (Radix Toast with the shadcn/ui store): one toast on screen, 5 s each, swipe right 50 px to
// dismiss, F8 jumps to the notifications, viewport at most 420 px wide from medium screens up.
export const TOAST_LIMIT = 1;
/** How long a dismissed toast is kept (its entry, not its box) before it is forgotten. */
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_VIEWPORT_MAX_WIDTH = '420px';
