import DataLoader from 'dataloader';
import { isObjectIdString } from '@stays/contracts';

/**
 * A per-request loader of entities by id: every `load(id)` in one tick becomes one `fetchMany(ids)`
 * (one `find({ _id: { $in } })`), answered in the asked order, null for ids that are missing or malformed.
 * This is what makes `__resolveReference` for a page of 50 hosts one query instead of 50.
 */
export function createEntityLoader<T extends { _id: unknown }>(
  fetchMany: (ids: string[]) => Promise<readonly T[]>,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(
    async (ids) => {
      const valid = [...new Set(ids.filter(isObjectIdString))];
      const found = valid.length > 0 ? await fetchMany(valid) : [];
      const byId = new Map(found.map((doc) => [String(doc._id), doc]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: 1000 },
  );
}

/**
 * A per-request loader of groups by a foreign key (the reviews of each property, for instance):
 * one `fetchMany(keys)` per tick, grouped by `keyOf`, an empty list for keys with nothing.
 */
export function createGroupLoader<T>(
  fetchMany: (keys: string[]) => Promise<readonly T[]>,
  keyOf: (item: T) => string,
): DataLoader<string, T[]> {
  return new DataLoader<string, T[]>(
    async (keys) => {
      const valid = [...new Set(keys.filter(isObjectIdString))];
      const found = valid.length > 0 ? await fetchMany(valid) : [];
      const groups = new Map<string, T[]>();
      for (const item of found) {
        const key = keyOf(item);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return keys.map((key) => groups.get(key) ?? []);
    },
    { maxBatchSize: 1000 },
  );
}
