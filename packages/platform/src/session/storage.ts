// The browser storage keys of SPEC 3, read defensively: corrupt data is cleared, never thrown.
import type { Role, SessionUserFragment } from '../__generated__/graphql';

export const STORAGE_KEYS = {
  user: 'user',
  isAuthenticated: 'isAuthenticated',
  lastLoginPath: 'lastLoginPath',
  pendingHostApplication: 'pendingHostApplication',
  /** The interface language (SPEC 9), kept by the i18n provider. */
  language: 'language',
} as const;

/** Where a protected area's sign-in happened: 'staff', or anything else meaning the admin login (SPEC 3). */
export type LastLoginPath = 'staff' | 'admin';

export type { Role };

/** The signed-in user (session.graphql): the REST answers are the graph's User as JSON, without __typename. */
export type SessionUser = Omit<SessionUserFragment, '__typename'>;

export interface StoredSession {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** Read before a corrupt entry is cleared, so the guard can still pick the matching login page. */
  lastLoginPath: string | null;
  /** True when the stored user could not be parsed and was cleared (SPEC 8: send the user to login). */
  corrupt: boolean;
}

function isUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (typeof v.id === 'string' || typeof v.id === 'number') && typeof v.role === 'string';
}

export function readStoredSession(storage: Storage | undefined = safeStorage()): StoredSession {
  if (!storage) return { user: null, isAuthenticated: false, lastLoginPath: null, corrupt: false };
  const raw = storage.getItem(STORAGE_KEYS.user);
  const flag = storage.getItem(STORAGE_KEYS.isAuthenticated) === 'true';
  const lastLoginPath = storage.getItem(STORAGE_KEYS.lastLoginPath);
  if (!raw) return { user: null, isAuthenticated: false, lastLoginPath, corrupt: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isUser(parsed)) throw new Error('not a user');
    return {
      user: { ...parsed, id: String(parsed.id) },
      isAuthenticated: flag,
      lastLoginPath,
      corrupt: false,
    };
  } catch {
    clearStoredSession(storage);
    return { user: null, isAuthenticated: false, lastLoginPath, corrupt: true };
  }
}

/**
 * Whether a user is stored at all, readable or not, without clearing anything (readStoredSession clears a corrupt
 * entry, and the session provider must still see it as corrupt).
 */
export function hasStoredUser(storage: Storage | undefined = safeStorage()): boolean {
  return Boolean(storage?.getItem(STORAGE_KEYS.user));
}

/** Logout (SPEC 7): the user, the flag and lastLoginPath. */
export function clearStoredSession(storage: Storage | undefined = safeStorage()): void {
  if (!storage) return;
  forgetStoredUser(storage);
  storage.removeItem(STORAGE_KEYS.lastLoginPath);
}

/** A 401 (SPEC 4): the user and the flag only; lastLoginPath still picks the login page to come back to. */
export function forgetStoredUser(storage: Storage | undefined = safeStorage()): void {
  if (!storage) return;
  storage.removeItem(STORAGE_KEYS.user);
  storage.removeItem(STORAGE_KEYS.isAuthenticated);
}

/** Stores a signed-in user as SPEC 3 describes (user as JSON, isAuthenticated 'true', lastLoginPath if given). */
export function storeSignedIn(
  user: SessionUser,
  lastLoginPath?: LastLoginPath,
  storage: Storage | undefined = safeStorage(),
): void {
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    storage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
    if (lastLoginPath) storage.setItem(STORAGE_KEYS.lastLoginPath, lastLoginPath);
  } catch {
    // storage full or blocked: the cookie session still works for this page
  }
}

/** 'Hello, {first name, else username, else User}' (SPEC 2). */
export function greetingName(user: SessionUser | null, fallback = 'User'): string {
  return user?.firstName?.trim() || user?.username?.trim() || fallback;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
