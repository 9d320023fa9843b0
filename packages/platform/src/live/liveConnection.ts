// The browser end of the live stream (GET /api/events, Server-Sent Events; docs/frontend.md "Live events").
// One connection per tab, shared by every subscriber: the gateway holds one stream per tab, not one per screen.
import { isLiveEndReason, type LiveEndReason } from '@stays/contracts';
import { LIVE_EVENT_TYPES, type LiveSubscribers } from './liveSubscribers';

/** The part of the browser's EventSource the connection uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export type CreateEventSource = (url: string) => EventSourceLike;

/** EventSource.CLOSED: the browser stopped retrying (a refusal, or a stream it could not reopen). */
const CLOSED = 2;

export interface LiveConnectionOptions {
  url?: string;
  createSource?: CreateEventSource;
  /** First wait before opening a new stream; doubled after each failed attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * The stream's last frame (`event: ended`): its session ended (signed out, blocked, role changed) or a newer
   * stream replaced it (the gateway's caps). The connection stops for good; this says why.
   */
  onEnded?: (reason: LiveEndReason) => void;
  /** Who receives the events: the caller's registry, made before this code loads (the provider's). */
  subscribers: LiveSubscribers;
}

const browserSource: CreateEventSource = (url) => new EventSource(url, { withCredentials: true });

/**
 * One EventSource with subscribers by type. While the stream is open the browser reconnects by itself and sends
 * `Last-Event-ID`, so nothing is missed; when it gives up (readyState CLOSED) a new stream is opened after a
 * growing wait, and subscribers get a `resync` once it opens.
 */
export class LiveConnection {
  private readonly url: string;
  private readonly createSource: CreateEventSource;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly onEnded: ((reason: LiveEndReason) => void) | undefined;
  private readonly subscribers: LiveSubscribers;
  private source: EventSourceLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private reopened = false;
  private lastEventId = '';
  private running = false;

  constructor(options: LiveConnectionOptions) {
    this.url = options.url ?? '/api/events';
    this.createSource = options.createSource ?? browserSource;
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.onEnded = options.onEnded;
    this.subscribers = options.subscribers;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  /** Closes the stream and cancels any pending reconnect (sign-out). Subscribers stay for a later start. */
  stop(): void {
    this.running = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    this.attempts = 0;
    this.reopened = false;
    this.lastEventId = '';
  }

  get connected(): boolean {
    return this.source !== null;
  }

  private open(): void {
    // A new EventSource sends no Last-Event-ID header, so a reopened stream names the last event in its address.
    const url = this.lastEventId
      ? `${this.url}${this.url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(this.lastEventId)}`
      : this.url;
    const source = this.createSource(url);
    this.source = source;
    source.onopen = () => {
      this.attempts = 0;
      if (this.reopened) {
        this.reopened = false;
        this.subscribers.emit({ type: 'resync', id: '', data: null });
      }
    };
    source.onerror = () => {
      // CONNECTING: the browser is retrying with Last-Event-ID itself. CLOSED: it gave up, so we try again.
      if (source.readyState !== CLOSED || this.source !== source) return;
      source.close();
      this.source = null;
      if (this.running) this.scheduleReopen();
    };
    // The server's last word: no reconnect (it would be refused, or replace a newer tab's stream).
    source.addEventListener('ended', (event) => {
      if (this.source !== source) return;
      const reason = (parse(event.data) as { reason?: unknown } | null)?.reason;
      this.stop();
      if (isLiveEndReason(reason)) this.onEnded?.(reason);
    });
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (event) => {
        if (event.lastEventId) this.lastEventId = event.lastEventId;
        this.subscribers.emit({ type, id: event.lastEventId, data: parse(event.data) });
      });
    }
  }

  private scheduleReopen(): void {
    const delay = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** this.attempts);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.running) return;
      this.reopened = true;
      this.open();
    }, delay);
  }
}

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}
