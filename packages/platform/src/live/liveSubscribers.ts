// The subscribers of the tab's live stream, by event type. It is apart from the stream itself (liveConnection.ts)
// so that a page drawn for a signed-out visitor, who has no stream, loads only this.

/** The event types the gateway sends (`event:` of each SSE message). */
export const LIVE_EVENT_TYPES = ['message', 'conversation', 'booking', 'notification'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * What a subscriber receives. `resync` is ours, not the server's: after a reconnect that had to open a new
 * stream (the browser's own retry gave up), events may have been missed, so every subscriber refreshes.
 */
export interface LiveEvent {
  type: LiveEventType | 'resync';
  /** The event's sequence number (SSE `id:`); empty for `resync`. */
  id: string;
  /** The parsed `data:` JSON; null for `resync` or a payload that is not JSON. */
  data: unknown;
}

export type LiveHandler = (event: LiveEvent) => void;

export class LiveSubscribers {
  private readonly handlers = new Map<LiveEventType | 'resync', Set<LiveHandler>>();

  /** Calls `handler` for each event of `types` (and for `resync`); answers the unsubscribe. */
  subscribe(types: readonly LiveEventType[], handler: LiveHandler): () => void {
    const keys = [...types, 'resync' as const];
    for (const type of keys) {
      const set = this.handlers.get(type) ?? new Set<LiveHandler>();
      set.add(handler);
      this.handlers.set(type, set);
    }
    return () => {
      for (const type of keys) this.handlers.get(type)?.delete(handler);
    };
  }

  emit(event: LiveEvent): void {
    for (const handler of [...(this.handlers.get(event.type) ?? [])]) {
      try {
        handler(event);
      } catch (error) {
        // One screen's failing handler must not keep the event from the others.
        console.error('Live event handler failed', error);
      }
    }
  }
}
