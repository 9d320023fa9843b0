import { INTERNAL_TOKEN_HEADER } from '@stays/contracts';

/** One stored event as the notifications subgraph's `GET /internal/events` answers it. */
export interface LiveEvent {
  seq: number;
  userId: string;
  type: string;
  data: unknown;
  createdAt?: string;
}

export interface EventPage {
  events: LiveEvent[];
  /** The seq of the last event answered, or `after` when none. */
  last: number;
}

/** What the hub reads of the events collection (a fake in unit tests). */
export interface EventFeed {
  /** Events after `after`, oldest first, at most `limit`; only `userId`'s when given. */
  after(after: number, limit: number, userId?: string): Promise<EventPage>;
  /** The highest seq stored (0 when there is none). */
  head(): Promise<number>;
}

/** The largest page the subgraph answers (CONTRACT-29: limit <= 1000). */
export const EVENT_PAGE_LIMIT = 1000;

/** The notifications subgraph's internal event routes, behind the internal token like every internal call. */
export function eventFeedFrom(notificationsUrl: string, internalToken: string): EventFeed {
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${notificationsUrl}${path}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`${path.split('?')[0]} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    after: (after, limit, userId) => {
      const query = new URLSearchParams({ after: String(after), limit: String(limit) });
      if (userId) query.set('userId', userId);
      return read<EventPage>(`/internal/events?${query.toString()}`);
    },
    head: async () => (await read<{ last: number }>('/internal/events/head')).last,
  };
}
