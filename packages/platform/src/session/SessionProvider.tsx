import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearStoredSession, readStoredSession, type SessionUser } from './storage';

export interface SessionValue {
  user: SessionUser | null;
  isAuthenticated: boolean;
  role: string | null;
  /** Clears storage first, then tells the server, then goes home even if the call fails (SPEC 4). */
  signOut: (redirectTo?: string) => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * Session skeleton: restores the signed-in state from localStorage ('user', 'isAuthenticated').
 * Logging in, the /api/user confirmation and role guards arrive with the identity release.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(() => readStoredSession());

  const signOut = useCallback(async (redirectTo = '/') => {
    clearStoredSession();
    setStored({ user: null, isAuthenticated: false, corrupt: false });
    try {
      await fetch('/api/logout', { method: 'POST', credentials: 'include' });
    } catch (error) {
      console.error('Logout call failed', error); // SPEC 8: logged only
    }
    window.location.assign(redirectTo);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      user: stored.isAuthenticated ? stored.user : null,
      isAuthenticated: stored.isAuthenticated && Boolean(stored.user),
      role: stored.isAuthenticated ? (stored.user?.role ?? null) : null,
      signOut,
    }),
    [stored, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}
