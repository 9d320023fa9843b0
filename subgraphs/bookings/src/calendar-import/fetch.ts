// Fetching a followed calendar from the open internet, safely: http(s) only, never an address inside the
// network (loopback, private, link-local, cloud metadata) unless ICAL_IMPORT_ALLOW_PRIVATE=true, at most 3
// redirects each checked again, a 10 s deadline for the whole fetch, at most 2 MB, ETag / If-Modified-Since.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const MAX_FEED_BYTES = 2 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;
export const MAX_FEED_URL = 2000;

/** Why a fetch failed, as a code the screens put in words, and the words for REST clients and logs. */
export type FetchErrorCode =
  | 'invalid-url'
  | 'refused-address'
  | 'unreachable'
  | 'timeout'
  | 'too-large'
  | 'http-status'
  | 'too-many-redirects';

export class FeedFetchError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** `ICAL_IMPORT_ALLOW_PRIVATE=true`: addresses inside the network may be followed (tests, a private network). */
export const privateAddressesAllowed = () => process.env.ICAL_IMPORT_ALLOW_PRIVATE === 'true';

const ranges: ReadonlyArray<{ kind: string; v4?: [string, number][]; v6?: [string, number][] }> = [
  {
    kind: 'a cloud metadata address',
    v4: [
      ['169.254.169.254', 32],
      ['100.100.100.200', 32],
    ],
    v6: [['fd00:ec2::254', 128]],
  },
  { kind: 'a loopback address', v4: [['127.0.0.0', 8]], v6: [['::1', 128]] },
  { kind: 'a link-local address', v4: [['169.254.0.0', 16]], v6: [['fe80::', 10]] },
  {
    kind: 'a private network address',
    v4: [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
      ['100.64.0.0', 10],
    ],
    v6: [['fc00::', 7]],
  },
  {
    kind: 'a reserved address',
    v4: [
      ['0.0.0.0', 8],
      ['192.0.0.0', 24],
      ['198.18.0.0', 15],
      ['224.0.0.0', 3],
    ],
    v6: [
      ['::', 128],
      ['ff00::', 8],
    ],
  },
];

const lists = ranges.map(({ kind, v4 = [], v6 = [] }) => {
  const list = new BlockList();
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  return { kind, list };
});

/** What kind of inside address this is ("a loopback address"), or null for a public one. */
export function insideAddressKind(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  return lists.find(({ list }) => list.check(ip, family))?.kind ?? null;
}

const refusal = (host: string, address: string, kind: string) =>
  new FeedFetchError(
    'refused-address',
    `${host === address ? address : `${host} resolves to ${address}`}, ${kind}: calendars are only fetched from the public internet`,
  );

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/**
 * The URL if it may be followed: `http` or `https`, and every address its host resolves to is public (unless
 * private addresses are allowed). Throws FeedFetchError with the reason in words.
 */
export async function checkFeedUrl(text: string, allowPrivate = privateAddressesAllowed()): Promise<URL> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new FeedFetchError('invalid-url', 'The calendar address must be a web address (https://...)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedFetchError('invalid-url', 'The calendar address must start with http:// or https://');
  if (text.length > MAX_FEED_URL)
    throw new FeedFetchError(
      'invalid-url',
      `The calendar address must be at most ${MAX_FEED_URL} characters`,
    );
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host);
  } catch {
    throw new FeedFetchError('unreachable', `The calendar's server ${host} was not found`);
  }
  for (const { address } of addresses) {
    const kind = insideAddressKind(address);
    if (kind) throw refusal(host, address, kind);
  }
  return url;
}

/** The lookup the connection itself uses: the addresses are checked again there (no second, different answer). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const inside = addresses.find(({ address }) => insideAddressKind(address));
    if (inside) return callback(refusal(hostname, inside.address, insideAddressKind(inside.address)!), '', 4);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

export interface FeedValidators {
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchedFeed =
  { changed: true; text: string; etag: string | null; lastModified: string | null } | { changed: false };

interface Hop {
  status: number;
  location: string | null;
  body: string | null;
  etag: string | null;
  lastModified: string | null;
}

function requestOnce(
  url: URL,
  validators: FeedValidators,
  allowPrivate: boolean,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
      'user-agent': 'Stays calendar import (+https://stays.example)',
    };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      { headers, signal, ...(allowPrivate ? {} : { lookup: guardedLookup }) },
      (response) => {
        const status = response.statusCode ?? 0;
        const header = (name: string) => {
          const value = response.headers[name];
          return typeof value === 'string' ? value : null;
        };
        const hop = {
          status,
          location: header('location'),
          etag: header('etag'),
          lastModified: header('last-modified'),
        };
        if (status < 200 || status >= 300) {
          response.resume();
          resolve({ ...hop, body: null });
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
          response.destroy();
          reject(new FeedFetchError('too-large', `The calendar is larger than ${maxBytes / 1024 / 1024} MB`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(
              new FeedFetchError('too-large', `The calendar is larger than ${maxBytes / 1024 / 1024} MB`),
            );
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ ...hop, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function asFetchError(error: unknown, signal: AbortSignal, timeoutMs: number): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  if (signal.aborted)
    return new FeedFetchError('timeout', `The calendar's server did not answer within ${timeoutMs / 1000} s`);
  const cause = error as { code?: string; message?: string; cause?: unknown };
  if (cause.cause instanceof FeedFetchError) return cause.cause;
  return new FeedFetchError(
    'unreachable',
    `The calendar's server could not be reached (${cause.code ?? cause.message ?? 'connection failed'})`,
  );
}

/** Fetches the calendar at `address` (checked first), following at most MAX_REDIRECTS checked redirects. */
export async function fetchFeed(
  address: string,
  validators: FeedValidators = {},
  options: { allowPrivate?: boolean; timeoutMs?: number; maxBytes?: number } = {},
): Promise<FetchedFeed> {
  const allowPrivate = options.allowPrivate ?? privateAddressesAllowed();
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = await checkFeedUrl(address, allowPrivate);
    for (let redirects = 0; ; redirects++) {
      let hop: Hop;
      try {
        hop = await requestOnce(url, validators, allowPrivate, controller.signal, maxBytes);
      } catch (error) {
        throw asFetchError(error, controller.signal, timeoutMs);
      }
      if (hop.status === 304) return { changed: false };
      if ([301, 302, 303, 307, 308].includes(hop.status) && hop.location) {
        if (redirects >= MAX_REDIRECTS)
          throw new FeedFetchError(
            'too-many-redirects',
            `The calendar's address redirects more than ${MAX_REDIRECTS} times`,
          );
        url = await checkFeedUrl(new URL(hop.location, url).toString(), allowPrivate);
        continue;
      }
      if (hop.status < 200 || hop.status >= 300 || hop.body === null)
        throw new FeedFetchError('http-status', `The calendar's server answered ${hop.status}`);
      return { changed: true, text: hop.body, etag: hop.etag, lastModified: hop.lastModified };
    }
  } finally {
    clearTimeout(timer);
  }
}
