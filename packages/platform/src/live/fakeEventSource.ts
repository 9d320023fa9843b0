// A stand-in for the browser's EventSource in jsdom tests: the test opens, fails and feeds each stream by hand.
import type { CreateEventSource, EventSourceLike } from './liveConnection';

export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  /** The server answered: the stream is open. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** One SSE message: `id:`, `event:` and `data:` (JSON of `data`). */
  send(type: string, id: string, data: unknown): void {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The stream failed; `giveUp` is the browser no longer retrying by itself (readyState CLOSED). */
  fail(giveUp: boolean): void {
    this.readyState = giveUp ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

/** A factory that records every stream it opened, newest last. */
export function fakeEventSources(): { create: CreateEventSource; opened: FakeEventSource[] } {
  const opened: FakeEventSource[] = [];
  return {
    opened,
    create: (url) => {
      const source = new FakeEventSource(url);
      opened.push(source);
      return source;
    },
  };
}
