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
import type { SessionEndReason } from '@stays/contracts';
import { identityApi } from './api';
import {
  clearStoredSession,
  forgetStoredUser,
  readStoredSession,
  storeSignedIn,
  type LastLoginPath,
  type SessionUser,
  type StoredSession,
} from './storage';

export type SessionStatus = 'checking' | 'ready';

export interface SessionValue {
  user: SessionUser | null;
  isAuthenticated: boolean;
  role: string | null;
  /** 'checking' while GET /api/user confirms a session restored from storage; guards wait for 'ready'. */
  status: SessionStatus;
  /** True when the stored user could not be read (it was cleared; SPEC 8 sends the user to login). */
  corrupt: boolean;
  /** The stored lastLoginPath ('staff' or another value meaning admin), read before anything was cleared. */
  lastLoginPath: string | null;
  /** Records a user the server just signed in (storage first, so a reload keeps them). */
  signIn: (user: SessionUser, options?: { lastLoginPath?: LastLoginPath }) => void;
  /** Clears storage first, then tells the server, then goes to `redirectTo` even if the call fails (SPEC 4). */
  signOut: (redirectTo?: string) => Promise<void>;
  /**
   * The server ended the session a stream was opened with (the stream's last frame said why). The browser may hold
   * a newer session already (becoming a host re-issues the cookie): GET /api/user says. Still signed in: the
   * stored user is refreshed and this answers true (the stream may open again). Otherwise storage is cleared and
   * the page goes to the sign-in page, which says why (`/login?ended=<reason>`, SESSION_ENDED_PARAM).
   */
  sessionEnded: (reason: SessionEndReason) => Promise<boolean>;
}

/** The sign-in page's query parameter that says why the session ended (`/login?ended=blocked`). */
export const SESSION_ENDED_PARAM = 'ended';

const SessionContext = createContext<SessionValue | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** Where signOut sends the browser; tests pass a spy, the app the real navigation. */
  navigate?: (to: string) => void;
}

const assign = (to: string) => window.location.assign(to);

/**
 * The signed-in state (SPEC 4): restored from localStorage on load, then confirmed by GET /api/user. A 401
 * clears the stored user and signs out; other failures keep the restored state (no retry, SPEC 8). The server's
 * cookie is the truth; storage only lets the first paint show the right header.
 */
export function SessionProvider({ children, navigate = assign }: SessionProviderProps) {
  const [stored, setStored] = useState<StoredSession>(() => readStoredSession());
  const restored = stored.isAuthenticated && Boolean(stored.user);
  const [status, setStatus] = useState<SessionStatus>(restored ? 'checking' : 'ready');
  // Set by signIn and signOut: the check of the restored session started before them and must not undo them
  // (a logout while GET /api/user is in flight would otherwise have its stored user written back).
  const decidedByUser = useRef(false);

  useEffect(() => {
    if (!restored) return;
    let cancelled = false;
    const stale = () => cancelled || decidedByUser.current;
    identityApi
      .currentUser()
      .then((user) => {
        if (stale() || !user) return;
        // The server's copy wins: a role change or a new name shows without signing in again.
        const fresh = { ...user, id: String(user.id) };
        storeSignedIn(fresh);
        setStored((s) => ({ ...s, user: fresh }));
      })
      .catch((error: unknown) => {
        if (stale()) return;
        if ((error as { status?: number }).status === 401) {
          forgetStoredUser();
          setStored((s) => ({ ...s, user: null, isAuthenticated: false }));
        } else {
          console.error('Could not confirm the session', error); // kept as restored; no retry
        }
      })
      .finally(() => !cancelled && setStatus('ready'));
    return () => {
      cancelled = true;
    };
    // Confirms the session restored at load only; later sign-ins come from the server itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signIn = useCallback<SessionValue['signIn']>((user, options) => {
    decidedByUser.current = true;
    const fresh = { ...user, id: String(user.id) };
    storeSignedIn(fresh, options?.lastLoginPath);
    setStored((s) => ({
      user: fresh,
      isAuthenticated: true,
      corrupt: false,
      lastLoginPath: options?.lastLoginPath ?? s.lastLoginPath,
    }));
    setStatus('ready');
  }, []);

  const signOut = useCallback(
    async (redirectTo = '/') => {
      decidedByUser.current = true;
      clearStoredSession();
      setStored({ user: null, isAuthenticated: false, corrupt: false, lastLoginPath: null });
      try {
        await identityApi.logout();
      } catch (error) {
        console.error('Logout call failed', error); // SPEC 8: logged only
      }
      navigate(redirectTo);
    },
    [navigate],
  );

  const signedInNow = useRef(false);
  signedInNow.current = stored.isAuthenticated && Boolean(stored.user);
  const sessionEnded = useCallback<SessionValue['sessionEnded']>(
    async (reason) => {
      // A sign-out of this tab got there first: it already chose where to go.
      if (!signedInNow.current) return false;
      let user: SessionUser | null = null;
      try {
        user = await identityApi.currentUser();
      } catch {
        user = null; // 401 (the session is over) or no answer: the stream's word stands
      }
      if (!signedInNow.current) return false;
      if (user) {
        const fresh = { ...user, id: String(user.id) };
        storeSignedIn(fresh);
        setStored((s) => ({ ...s, user: fresh }));
        return true;
      }
      decidedByUser.current = true;
      signedInNow.current = false;
      clearStoredSession();
      setStored({ user: null, isAuthenticated: false, corrupt: false, lastLoginPath: null });
      navigate(`/login?${SESSION_ENDED_PARAM}=${encodeURIComponent(reason)}`);
      return false;
    },
    [navigate],
  );

  const value = useMemo<SessionValue>(() => {
    const signedIn = stored.isAuthenticated && Boolean(stored.user);
    return {
      user: signedIn ? stored.user : null,
      isAuthenticated: signedIn,
      role: signedIn ? (stored.user?.role ?? null) : null,
      status,
      corrupt: stored.corrupt,
      lastLoginPath: stored.lastLoginPath,
      signIn,
      signOut,
      sessionEnded,
    };
  }, [stored, status, signIn, signOut, sessionEnded]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}
