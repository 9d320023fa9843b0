import {
  type Caller,
  callerHeaders,
  INTERNAL_TOKEN_HEADER,
  type SubgraphName,
  subgraphPort,
} from '@stays/contracts';

/** A peer subgraph answered with an error status (or could not be reached: status 503). */
export class InternalCallError extends Error {
  constructor(
    readonly service: SubgraphName,
    readonly path: string,
    readonly status: number,
    /** The peer's own `message` (what a user may be told when the peer refused). */
    readonly reason: string,
  ) {
    super(`${service} ${path}: ${status} ${reason}`);
    this.name = 'InternalCallError';
  }
}

export interface InternalCallOptions {
  /** Passed on as x-user-id / x-user-role when the peer must apply its own policy. */
  caller?: Caller;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/**
 * `POST http://127.0.0.1:<peer port><path>` with a JSON body and the internal credential: how one subgraph asks
 * another for the facts it owns (a property's price and host, a user's block flag) or tells it of an event
 * (a notification to create). Peers expose these under `/internal/*` with `routes` (subgraph.ts); they are not
 * part of the public graph.
 */
export async function callInternal<T>(
  service: SubgraphName,
  path: string,
  body: unknown,
  options: InternalCallOptions = {},
): Promise<T> {
  const env = options.env ?? process.env;
  const token = env.INTERNAL_TOKEN;
  if (!token) throw new InternalCallError(service, path, 503, 'INTERNAL_TOKEN is not set');
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${subgraphPort(service, env)}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [INTERNAL_TOKEN_HEADER]: token,
        ...callerHeaders(options.caller),
      },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
  } catch (cause) {
    throw new InternalCallError(service, path, 503, cause instanceof Error ? cause.message : String(cause));
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const message =
      parsed && typeof parsed === 'object' && 'message' in parsed
        ? String(parsed.message)
        : response.statusText;
    throw new InternalCallError(service, path, response.status, message);
  }
  return parsed as T;
}
