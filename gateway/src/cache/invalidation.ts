import { OBJECT_ID_PATTERN } from '@stays/contracts';

/**
 * What a write changed, as every cache of the gateway is told of it. The one way a cache is emptied before its
 * lifetime ends: every write, through either door, is a row of the write table (writes/table.ts) that says what it
 * changed, and the graph's write plugin (writes/plugin.ts) tells `CacheInvalidator.invalidate`; a store that
 * carries changes to the other gateways (H-state: through MongoDB) wraps the local invalidator, so a write empties
 * what it changed everywhere, and nothing else.
 */
export interface CacheChange {
  /** Listings the write changed (edited, booked, reviewed, removed): every entry that names one is emptied. */
  propertyIds?: string[];
  /**
   * Which listings the lists hold, their order or what they show of them may have changed (a listing created,
   * edited, approved, featured, removed, reviewed; nights taken or freed): every list, search and page that is
   * not one listing's own is emptied.
   */
  lists?: boolean;
  /** Accounts whose public facts changed (a host's role or block): every entry that names one is emptied. */
  accountIds?: string[];
  /** Photos were released (a listing removed or its photos changed): the images' bytes kept are dropped. */
  images?: boolean;
  /** Accounts whose sessions are checked again at their next request (sign-in, logout, block, role change). */
  userIds?: string[];
  /** Every session state is read again (a write that ends sessions of accounts its answer does not name). */
  allSessions?: boolean;
  /** Anything at all may have changed: every cache is emptied. */
  all?: boolean;
  /** Why, for logs and for whoever carries the change to other gateways ("mutation setFavorite"). */
  reason: string;
}

/** Empties, in this process, what a change made stale. */
export interface CacheInvalidator {
  invalidate(change: CacheChange): void;
}

/** One of the gateway's caches, as the invalidator reaches it. */
export interface InvalidatedCache {
  invalidate(change: CacheChange): void;
}

/** The local invalidator: every cache of this process, told of each change in turn. */
export function localInvalidator(caches: readonly InvalidatedCache[]): CacheInvalidator {
  return {
    invalidate(change) {
      for (const cache of caches) cache.invalidate(change);
    },
  };
}

/** A change that empties nothing in any cache (a message, a favourite): nothing to carry to the other gateways. */
export const changesNothing = (change: CacheChange): boolean =>
  !change.all &&
  !change.lists &&
  !change.images &&
  !change.allSessions &&
  !change.propertyIds?.length &&
  !change.accountIds?.length &&
  !change.userIds?.length;

const OBJECT_ID = new RegExp(OBJECT_ID_PATTERN);

/** An entry that names no id in its key is a list or a page of many (a search, the landing, an about page). */
export const namesNoId = (key: string): boolean => !OBJECT_ID.test(key);

/**
 * Whether `change` empties one cached entry: every change that says `all`; a change of `lists` when the entry is
 * one (`isList`); a change of listings or accounts when the entry's key or what it holds names one of them. An
 * entry whose answer is still being made (`text` undefined) may name anything, so any such change empties it.
 */
export function touches(
  change: CacheChange,
  entry: { key: string; text: string | undefined; isList: boolean },
): boolean {
  if (change.all) return true;
  if (change.lists && entry.isList) return true;
  const ids = [...(change.propertyIds ?? []), ...(change.accountIds ?? [])];
  if (ids.length === 0) return false;
  if (entry.text === undefined) return true;
  return ids.some((id) => entry.key.includes(id) || entry.text!.includes(id));
}
