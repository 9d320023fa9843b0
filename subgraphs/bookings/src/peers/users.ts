import { callInternal } from '@stays/subgraph-shared';
import type { Person } from '../report/build';

/** Name and email of each account id, asked of the users subgraph (which owns accounts) in one call. */
export async function peopleByIds(ids: readonly string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const answer = await callInternal<{ users?: Array<{ id: string; name: string; email: string }> }>(
    'users',
    '/internal/user-contacts',
    { ids },
  );
  return new Map(
    (answer?.users ?? []).map((user) => [String(user.id), { name: user.name, email: user.email }]),
  );
}
