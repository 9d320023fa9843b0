// The browser storage keys of SPEC 3, read defensively: corrupt data is cleared, never thrown.

export const STORAGE_KEYS = {
  user: 'user',
  isAuthenticated: 'isAuthenticated',
  lastLoginPath: 'lastLoginPath',
  pendingHostApplication: 'pendingHostApplication',
} as const;

export type Role = 'visitor' | 'host' | 'staff' | 'admin';

export interface SessionUser {
  id: string;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  role: Role | string;
  profileImageUrl?: string | null;
}

export interface StoredSession {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** True when the stored user could not be parsed and was cleared (SPEC 8: send the user to login). */
  corrupt: boolean;
}

function isUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (typeof v.id === 'string' || typeof v.id === 'number') && typeof v.role === 'string';
}

export function readStoredSession(storage: Storage | undefined = safeStorage()): StoredSession {
  if (!storage) return { user: null, isAuthenticated: false, corrupt: false };
  const raw = storage.getItem(STORAGE_KEYS.user);
  const flag = storage.getItem(STORAGE_KEYS.isAuthenticated) === 'true';
  if (!raw) return { user: null, isAuthenticated: false, corrupt: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isUser(parsed)) throw new Error('not a user');
    return { user: { ...parsed, id: String(parsed.id) }, isAuthenticated: flag, corrupt: false };
  } catch {
    clearStoredSession(storage);
    return { user: null, isAuthenticated: false, corrupt: true };
  }
}

export function clearStoredSession(storage: Storage | undefined = safeStorage()): void {
  if (!storage) return;
  storage.removeItem(STORAGE_KEYS.user);
  storage.removeItem(STORAGE_KEYS.isAuthenticated);
  storage.removeItem(STORAGE_KEYS.lastLoginPath);
}

/** 'Hello, {first name, else username, else User}' (SPEC 2). */
export function greetingName(user: SessionUser | null): string {
  return user?.firstName?.trim() || user?.username?.trim() || 'User';
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
