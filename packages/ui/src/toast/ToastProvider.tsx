import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './constants';
import { ToastViewport } from './ToastViewport';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: ReactNode;
  /** What a screen reader user is told to do instead, since the toast may vanish before they reach it. */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Milliseconds on screen; default TOAST_DURATION. Infinity keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastApi {
  toasts: ToastItem[];
  toast: (input: ToastInput) => { id: string; dismiss: () => void };
  /** Dismisses one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

let counter = 0;

export interface ToastProviderProps {
  children: ReactNode;
  /** Default on-screen time of a toast. */
  duration?: number;
}

/** Holds the toasts and renders their viewport (in a portal, above dialogs). Mounted once by AppProviders. */
export function ToastProvider({ children, duration = TOAST_DURATION }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const removals = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const scheduleRemoval = useCallback((id: string) => {
    if (removals.current.has(id)) return;
    removals.current.set(
      id,
      setTimeout(() => {
        removals.current.delete(id);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY),
    );
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      setToasts((list) => {
        for (const t of list) if (id === undefined || t.id === id) scheduleRemoval(t.id);
        return list.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
      });
    },
    [scheduleRemoval],
  );

  const toast = useCallback(
    (input: ToastInput) => {
      counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
      const id = `toast-${counter}`;
      // The newest first; beyond the limit the older ones are dropped at once (one toast at a time).
      setToasts((list) => [{ ...input, id, open: true }, ...list].slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  useEffect(() => {
    const timers = removals.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  const api = useMemo<ToastApi>(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} duration={duration} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>');
  return ctx;
}
