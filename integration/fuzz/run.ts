// The fuzz run (issue 18): hostile requests as every role against a running stack, then the checks that
// nothing crashed, leaked or was lost. Used by `npm run fuzz` (cli.ts) and the bounded CI test (fuzz.test.ts).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { buildSchema } from 'graphql';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { type FuzzRequest, type FuzzRole, type KnownIds, type OpenApiDocument } from './generators';
import { fuzzRequest } from './requests';

export interface FuzzOptions {
  url: string;
  requests: number;
  seed: number;
  concurrency?: number;
  log?: (message: string) => void;
}

export interface FuzzFinding {
  kind: '5xx' | 'leak' | 'crash' | 'lost';
  detail: string;
  request?: FuzzRequest;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  byStatus: Record<string, number>;
  findings: FuzzFinding[];
}

/** What no answer may show: stack frames, engine and driver messages, schema hints, file paths. */
export const LEAK =
  /Maximum call stack|RangeError|TypeError:|ReferenceError|\n\s+at [\w$.<>]+ \(|node_modules|\/work\/|Mongo[A-Z]\w*Error|MongooseError|CastError|ValidationError|VersionError|E11000|BSON|Did you mean/;

const REPO_ROOT = path.resolve(__dirname, '../..');
/** A connection the server closed under the request (kept-alive socket race, or an early refusal). */
const CLOSED = /other side closed|ECONNRESET|EPIPE|socket/i;
const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]).join('.')}`;

async function signIn(url: string, role: Exclude<FuzzRole, 'anonymous'>): Promise<string> {
  const { username, password } = DEMO_ACCOUNTS.find((account) => account.role === role)!;
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify({ username, password }),
  });
  const cookie = /token=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in of ${role}: ${answer.status}`);
  return cookie;
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const answer = await fetch(url, { headers: { cookie, 'x-forwarded-for': randomIp() } });
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

/**
 * Every record an admin can list, and the visitor's conversations (nobody else may list them): what must still be
 * there after the run. `visitor` null: the visitor could not sign in again (blocked by the run), so its threads
 * are not checked.
 */
async function snapshot(url: string, admin: string, staff: string, visitor: string | null, known?: KnownIds) {
  const conversations = visitor
    ? getJson<{ items: Array<{ id: string }> }>(`${url}/api/conversations?limit=100`, visitor).then((page) =>
        ids(page.items),
      )
    : Promise.resolve(known?.conversations ?? []);
  const [users, properties, bookings, applications, notifications, reports, threads] = await Promise.all([
    getJson<Array<{ id: string }>>(`${url}/api/admin/users`, admin),
    getJson<Array<{ id: string }>>(`${url}/api/admin/properties`, admin),
    getJson<Array<{ id: string }>>(`${url}/api/bookings`, admin),
    getJson<Array<{ id: string }>>(`${url}/api/host-applications`, admin),
    getJson<Array<{ id: string }>>(`${url}/api/dashboard/notifications`, staff),
    getJson<Array<{ id: string }>>(`${url}/api/dashboard/reports`, admin),
    conversations,
  ]);
  return {
    users: ids(users),
    properties: ids(properties),
    bookings: ids(bookings),
    hostApplications: ids(applications),
    notifications: ids(notifications),
    reports: ids(reports),
    conversations: threads,
  } satisfies KnownIds;
}

/** A thread between the visitor and the host of an approved property, so the run has a conversation id to use. */
async function startConversation(url: string, visitor: string): Promise<void> {
  const [property] = await getJson<Array<{ id: string }>>(
    `${url}/api/properties?status=approved&limit=1`,
    '',
  );
  const answer = await fetch(`${url}/api/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: visitor, 'x-forwarded-for': randomIp() },
    body: JSON.stringify({ propertyId: property!.id, message: 'A thread for the fuzz run' }),
  });
  if (answer.status !== 201) throw new Error(`starting a conversation: ${answer.status}`);
}

/** Property ids an accepted request deleted (REST DELETE or the deleteProperty mutation). */
function deletedProperty(request: FuzzRequest, status: number, body: string): string | null {
  if (status >= 300) return null;
  const rest = /^\/api\/properties\/([^/?]+)$/.exec(request.path.split('?')[0]);
  if (request.method === 'DELETE' && rest) return decodeURIComponent(rest[1]);
  if (request.label === 'graphql mutation deleteProperty' && !body.includes('"errors"')) {
    const sent = 'text' in (request.body ?? {}) ? (request.body as { text: string }).text : '';
    const parsed = JSON.parse(sent) as { variables?: unknown };
    const variables =
      typeof parsed.variables === 'string' ? (JSON.parse(parsed.variables) as unknown) : parsed.variables;
    const id = (variables as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' ? id : null;
  }
  return null;
}

/**
 * Sends `requests` hostile requests (seeded: the same seed sends the same requests) with `concurrency` in flight,
 * and reports every 5xx, every answer that leaks internals, every failed connection (a crash) and, afterwards,
 * every record that was there before and is gone without an accepted deletion.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? console.log;
  const { url, seed } = options;
  const cookies: Record<FuzzRole, string | null> = {
    anonymous: null,
    visitor: '',
    host: '',
    staff: '',
    admin: '',
  };
  for (const role of ['visitor', 'host', 'staff', 'admin'] as const) cookies[role] = await signIn(url, role);

  const document = await getJson<OpenApiDocument>(`${url}/api/openapi.json`, '');
  const schema = buildSchema(readFileSync(path.join(REPO_ROOT, 'docs/schema.graphql'), 'utf8'));
  await startConversation(url, cookies.visitor!);
  const before = await snapshot(url, cookies.admin!, cookies.staff!, cookies.visitor);
  const requests = fc.sample(fuzzRequest(document, schema, before), { seed, numRuns: options.requests });
  log(`fuzz: seed ${seed}, ${requests.length} requests against ${url}`);

  const report: FuzzReport = { seed, sent: 0, byStatus: {}, findings: [] };
  const deleted = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const cookie = cookies[request.role];
      let status: number;
      let text: string;
      const send = () =>
        fetch(`${url}${request.path}`, {
          method: request.method,
          headers: {
            ...request.headers,
            'x-forwarded-for': randomIp(),
            ...(cookie ? { cookie } : {}),
          },
          body: !request.body
            ? undefined
            : 'text' in request.body
              ? request.body.text
              : Buffer.from(request.body.base64, 'base64'),
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
      try {
        let answer: Response;
        try {
          answer = await send();
        } catch (error) {
          // A kept-alive socket the server closed as this request went out (after another request's 431,
          // say) is the client's race, not a crash: the same request again on a fresh socket tells which.
          if (!CLOSED.test(String((error as { cause?: unknown }).cause))) throw error;
          try {
            answer = await send();
          } catch (again) {
            // Refused before its body was read (413, 401 at the door): the server closes while a large body is
            // still being written. Not a crash if the server still answers: /healthz says which.
            if (!CLOSED.test(String((again as { cause?: unknown }).cause))) throw again;
            const health = await fetch(`${url}/healthz`).catch(() => null);
            if (health?.status !== 200) throw again;
            report.byStatus.closed = (report.byStatus.closed ?? 0) + 1;
            continue;
          }
        }
        status = answer.status;
        // The live stream (GET /api/events) never ends by itself: its headers are the answer.
        if (answer.headers.get('content-type')?.startsWith('text/event-stream')) {
          await answer.body?.cancel();
          text = '';
        } else text = await answer.text();
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        report.findings.push({
          kind: 'crash',
          detail: `${String(error)}${cause ? ` (${String(cause)})` : ''}`,
          request,
        });
        continue;
      } finally {
        report.sent += 1;
      }
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      if (status >= 500)
        report.findings.push({ kind: '5xx', detail: `${status} ${text.slice(0, 300)}`, request });
      const leak = LEAK.exec(text);
      if (leak)
        report.findings.push({ kind: 'leak', detail: `${leak[0]} in ${text.slice(0, 300)}`, request });
      const gone = deletedProperty(request, status, text);
      if (gone) deleted.add(gone);
      if (report.sent % 1000 === 0) log(`fuzz: ${report.sent} sent, ${report.findings.length} findings`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));

  const health = await fetch(`${url}/healthz`).catch(() => null);
  if (health?.status !== 200)
    report.findings.push({ kind: 'crash', detail: `/healthz answers ${health?.status}` });
  // Sessions may have ended (a role change or a block by the fuzzing admin is an accepted write): sign in again.
  const admin = await signIn(url, 'admin');
  const staff = await signIn(url, 'staff').catch(() => admin);
  const visitor = await signIn(url, 'visitor').catch(() => null);
  const after = await snapshot(url, admin, staff, visitor, before);
  for (const [kind, list] of Object.entries(before) as Array<[keyof KnownIds, string[]]>) {
    const now = new Set(after[kind]);
    for (const id of list) {
      if (now.has(id) || (kind === 'properties' && deleted.has(id))) continue;
      report.findings.push({ kind: 'lost', detail: `${kind} ${id} is gone` });
    }
  }
  return report;
}

/** One line per finding kind and the first few of each, for logs. */
export function describe(report: FuzzReport): string {
  const lines = [
    `fuzz: seed ${report.seed}: ${report.sent} sent; statuses ${JSON.stringify(report.byStatus)}`,
    `fuzz: ${(['5xx', 'leak', 'crash', 'lost'] as const)
      .map((kind) => `${report.findings.filter((finding) => finding.kind === kind).length} ${kind}`)
      .join(', ')}`,
  ];
  for (const finding of report.findings.slice(0, 20)) {
    lines.push(
      `  ${finding.kind}: ${finding.detail}${finding.request ? `\n    ${finding.request.role} ${finding.request.method} ${finding.request.path.slice(0, 200)} ${'text' in (finding.request.body ?? {}) ? (finding.request.body as { text: string }).text.slice(0, 300) : ''}` : ''}`,
    );
  }
  return lines.join('\n');
}
