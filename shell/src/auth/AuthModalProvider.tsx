import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthDialogContext, type AuthDialogApi, type AuthDialogMode } from '@stays/platform';
import { useToast } from '@stays/ui';
import { takeFlashToast } from './flash';

// formik, yup and the dialog's form are a chunk of their own, fetched when the dialog first opens.
const AuthModal = lazy(() => import(/* webpackChunkName: "auth-modal" */ './AuthModal'));

export interface AuthModalProviderProps {
  children: ReactNode;
  /** What "the page reloads" means (SPEC 4); tests observe it instead of reloading jsdom. */
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

/** Owns the header's sign-in / sign-up dialog and offers it to remotes through AuthDialogContext. */
export function AuthModalProvider({ children, reload = reloadPage }: AuthModalProviderProps) {
  const [mode, setMode] = useState<AuthDialogMode | null>(null);
  const { toast } = useToast();

  // The success toast of the previous page, before its reload.
  useEffect(() => {
    const flashed = takeFlashToast();
    if (flashed) toast(flashed);
  }, [toast]);

  const open = useCallback((next: AuthDialogMode = 'signIn') => setMode(next), []);
  const api = useMemo<AuthDialogApi>(() => ({ open }), [open]);

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {mode ? (
        <Suspense fallback={null}>
          <AuthModal mode={mode} onModeChange={setMode} onClose={() => setMode(null)} reload={reload} />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
