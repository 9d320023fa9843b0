/** @jest-environment node */
import { hasStoredUser, readStoredSession, STORAGE_KEYS } from './storage';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('hasStoredUser', () => {
  it('answers whether a user is stored, readable or not, and clears nothing', () => {
    expect(hasStoredUser(memoryStorage({}))).toBe(false);
    expect(hasStoredUser(memoryStorage({ [STORAGE_KEYS.user]: '{"id":"1","role":"visitor"}' }))).toBe(true);
    const corrupt = memoryStorage({ [STORAGE_KEYS.user]: 'not json' });
    expect(hasStoredUser(corrupt)).toBe(true);
    // The session provider reads it afterwards and still learns it was corrupt.
    expect(readStoredSession(corrupt).corrupt).toBe(true);
  });
});
