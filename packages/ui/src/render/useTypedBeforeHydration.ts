import {
  useCallback,
  useLayoutEffect,
  useRef,
  type MutableRefObject,
  type Ref,
  type RefCallback,
} from 'react';
import { useDrawnByServer } from './useDrawnByServer';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps what a visitor typed into a drawn text control before React hydrated it (a phone's search box or sign-in form,
 * typed into while the page loads). React leaves the typed text in the element but records it as the value it
 * knows, while the field's state still holds the drawn value: the next render wrote the state back and the typing
 * was lost, or a form sent the drawn value. Once the input is hydrated (a layout effect, before anything renders
 * again), the typing is replayed as the input event React would have seen, so the field's own onChange takes it.
 * Returns the ref to put on the input; `forwarded` (a field's own ref) gets the element too.
 */
export function useTypedBeforeHydration<T extends TextControl>(forwarded?: Ref<T>): RefCallback<T> {
  const drawnByServer = useDrawnByServer();
  const element = useRef<T | null>(null);
  useLayoutEffect(() => {
    const control = element.current;
    if (!drawnByServer || !control || control.value === control.defaultValue) return;
    // A box's or a file's value is not text to replay (and a file input takes no value but '').
    if (control instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(control.type)) return;
    const typed = control.value;
    // React's value tracker sees a value set through the element, not one set with the prototype's own setter:
    // it then reads the typed text as a change from the drawn value, as it would have on the visitor's keystroke.
    control.value = control.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, typed);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }, [drawnByServer]);
  return useCallback(
    (node: T | null) => {
      element.current = node;
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) (forwarded as MutableRefObject<T | null>).current = node;
    },
    [forwarded],
  );
}
