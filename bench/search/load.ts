// One load run, in a process of its own so the load generator does not share an event loop with the
// embedded database of the benchmark process. Reads a JSON job from argv, prints one JSON result line.
import autocannon from 'autocannon';

interface Job {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections: number;
  /** Make every request's URL unique, so the gateway's anonymous read cache never answers. */
  bust?: boolean;
  /** The same for a GraphQL POST: a unique (unused) variable in every request's body. */
  bustBody?: boolean;
  /** Part of every unique URL or variable, so two runs of one job never send the same one. */
  bustSeed?: string;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const times: number[] = [];
let failures = 0;

let sequence = 0;
const instance = autocannon(
  {
    url: job.url,
    method: job.method ?? 'GET',
    headers: job.headers,
    body: job.body,
    duration: job.seconds,
    connections: job.connections,
    ...(job.bust
      ? {
          requests: [
            {
              setupRequest: (request: { path: string; body?: string }) => ({
                ...request,
                path: `${new URL(job.url).pathname}${new URL(job.url).search}&bench=${job.bustSeed ?? ''}${sequence++}`,
              }),
            },
          ],
        }
      : {}),
    ...(job.bustBody
      ? {
          requests: [
            {
              setupRequest: (request: { path: string; body?: string }) => ({
                ...request,
                body: JSON.stringify({
                  ...(JSON.parse(job.body ?? '{}') as Record<string, unknown>),
                  variables: {
                    ...((JSON.parse(job.body ?? '{}') as { variables?: Record<string, unknown> }).variables ??
                      {}),
                    bench: `${job.bustSeed ?? ''}${sequence++}`,
                  },
                }),
              }),
            },
          ],
        }
      : {}),
  },
  (error, result) => {
    if (error) {
      console.log(JSON.stringify({ error: String(error) }));
      return;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      times.length ? times[Math.min(times.length - 1, Math.floor(times.length * q))] : NaN;
    console.log(
      JSON.stringify({
        rps: result.requests.average,
        p50: result.latency.p50,
        p95: at(0.95),
        p99: at(0.99),
        requests: result.requests.total,
        non2xx: result.non2xx + failures,
      }),
    );
  },
);
instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
  if (statusCode >= 400) failures++;
  times.push(responseTime);
});
