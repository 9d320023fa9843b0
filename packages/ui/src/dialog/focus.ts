// Focus handling shared by modal layers: what can take focus, and keeping Tab inside a container.

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true' && !el.closest('[hidden]'),
  );
}

/** Tab from the last element goes to the first and Shift+Tab from the first to the last (Radix FocusScope loop). */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (active && !container.contains(active)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Hides everything outside `keep` from assistive technology and from the pointer and Tab (Radix hideOthers +
 * modal pointer events): the body's other children get `inert` and aria-hidden. Returns the undo.
 */
export function isolate(keep: HTMLElement): () => void {
  const changed: Array<{ el: HTMLElement; hidden: string | null; inert: boolean }> = [];
  for (const el of Array.from(document.body.children) as HTMLElement[]) {
    if (el === keep || el.contains(keep) || el.tagName === 'SCRIPT') continue;
    // A toast viewport stays live over a dialog (a result of the dialog's own action is announced there).
    if (el.hasAttribute('data-keep-outside-modal')) continue;
    changed.push({ el, hidden: el.getAttribute('aria-hidden'), inert: el.hasAttribute('inert') });
    el.setAttribute('aria-hidden', 'true');
    el.setAttribute('inert', '');
  }
  return () => {
    for (const { el, hidden, inert } of changed) {
      if (hidden === null) el.removeAttribute('aria-hidden');
      else el.setAttribute('aria-hidden', hidden);
      if (!inert) el.removeAttribute('inert');
    }
  };
}
