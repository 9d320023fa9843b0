// The write mix of bench:search (issue 48 #5): other clients write while the reads are measured, as a marketplace
// does all day (messages, booking requests, favourites), at WRITES_PER_SECOND through the gateway's REST door;
// and a watcher that reads public pages as a crawler would and counts each one served undrawn (the client shell)
// after its first drawn view.
import { DRAWN_ROOT } from '@stays/contracts';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';

export const WRITES_PER_SECOND = 5;

interface Account {
  cookie: string;
}

async function signIn(base: string, username: string, password: string): Promise<Account> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ username, password }),
  });
  const token = /(?:^|,\s*)token=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!response.ok || !token) throw new Error(`bench sign-in of ${username}: ${response.status}`);
  return { cookie: `token=${token}` };
}

/** A day `days` from today (UTC), YYYY-MM-DD: requests far enough ahead that no seeded stay reaches them. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Writes sent so far by every mix of this run: no two booking requests ask for the same nights. */
let sent = 0;

export interface WriteMix {
  /** Writes answered 2xx, and the others (with their first status). */
  counts(): { ok: number; failed: number; firstFailure: string | null };
  stop(): Promise<void>;
}

/**
 * Starts WRITES_PER_SECOND writes a second through `base`, in turn: a message to a host about a listing, a booking
 * request on a listing, a favourite saved or removed, each on one of `listingIds` (listings other than those the
 * measured reads ask for by id, without Instant Book, so a request stays pending as most do). The guest is the
 * demo visitor; the stack must raise its message and booking request limits.
 */
export async function startWriteMix(base: string, listingIds: string[]): Promise<WriteMix> {
  const { username, password } = DEMO_ACCOUNTS.find((account) => account.role === 'visitor')!;
  const guest = await signIn(base, username, password);
  let ok = 0;
  let failed = 0;
  let firstFailure: string | null = null;
  const inFlight = new Set<Promise<void>>();
  const send = (method: string, path: string, body?: unknown) => {
    const sent = fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: guest.cookie,
        'x-forwarded-for': '10.9.9.9',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.ok) ok += 1;
        else {
          failed += 1;
          firstFailure ??= `${method} ${path}: ${response.status}`;
        }
      })
      .catch((error: unknown) => {
        failed += 1;
        firstFailure ??= `${method} ${path}: ${String(error)}`;
      })
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  };
  const timer = setInterval(() => {
    const step = sent++;
    const propertyId = listingIds[step % listingIds.length]!;
    switch (step % 3) {
      case 0:
        send('POST', '/api/conversations', { propertyId, message: `Is it quiet at night? (${step})` });
        break;
      case 1: {
        // Three days apart for every request of the run: never the nights of an earlier one.
        const start = 400 + step * 3;
        send('POST', '/api/bookings', {
          propertyId,
          guests: 1,
          checkInDate: day(start),
          checkOutDate: day(start + 2),
        });
        break;
      }
      default:
        send(Math.floor(step / 3) % 2 === 0 ? 'PUT' : 'DELETE', `/api/favorites/${propertyId}`);
    }
  }, 1000 / WRITES_PER_SECOND);
  return {
    counts: () => ({ ok, failed, firstFailure }),
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}

export interface PageWatch {
  /** Per page: whether it was ever drawn, and how many answers after its first drawn one came undrawn. */
  results(): Array<{ path: string; drawn: boolean; undrawnAfterDrawn: number; reads: number }>;
  stop(): Promise<void>;
}

/** Reads each public page as a crawler does (no session, Accept: text/html) every `everyMs`, counting. */
export function watchPages(base: string, paths: string[], everyMs = 250): PageWatch {
  const state = new Map(paths.map((path) => [path, { drawn: false, undrawnAfterDrawn: 0, reads: 0 }]));
  let stopped = false;
  const loops = paths.map(async (path) => {
    const page = state.get(path)!;
    while (!stopped) {
      try {
        const html = await (await fetch(`${base}${path}`, { headers: { accept: 'text/html' } })).text();
        page.reads += 1;
        if (html.includes(DRAWN_ROOT)) page.drawn = true;
        else if (page.drawn) page.undrawnAfterDrawn += 1;
      } catch {
        // A read that failed is not a page served undrawn.
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  });
  return {
    results: () => paths.map((path) => ({ path, ...state.get(path)! })),
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
