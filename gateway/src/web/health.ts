import type { Request, Response } from 'express';
import { INTERNAL_TOKEN_HEADER, type SubgraphName } from '@stays/contracts';

type Probe = { state: 'up' | 'down'; database: 'up' | 'down' | 'unknown' };

async function probe(baseUrl: string, internalToken: string): Promise<Probe> {
  try {
    const answer = await fetch(`${baseUrl}/healthz`, {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken },
      signal: AbortSignal.timeout(2000),
    });
    const body = (await answer.json().catch(() => ({}))) as { database?: string };
    return {
      state: answer.ok ? 'up' : 'down',
      database: body.database === 'up' ? 'up' : body.database === 'down' ? 'down' : 'unknown',
    };
  } catch {
    return { state: 'down', database: 'unknown' };
  }
}

/**
 * `/healthz`: `{ status, database, subgraphs }`, 200 when every subgraph and the database are up, else 503.
 * The gateway holds no database connection: the database is up when every subgraph reaches it.
 */
export function healthHandler(subgraphs: Record<SubgraphName, string>, internalToken: string) {
  return async (_req: Request, res: Response) => {
    const entries = Object.entries(subgraphs) as Array<[SubgraphName, string]>;
    const probes = await Promise.all(
      entries.map(async ([name, url]) => [name, await probe(url, internalToken)] as const),
    );
    const subgraphStates = Object.fromEntries(probes.map(([name, p]) => [name, p.state]));
    // A subgraph that does not answer says nothing about the database; one that does speaks for it.
    const reports = probes.filter(([, p]) => p.database !== 'unknown');
    const database = reports.length > 0 && reports.every(([, p]) => p.database === 'up') ? 'up' : 'down';
    const healthy = database === 'up' && probes.every(([, p]) => p.state === 'up');
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(healthy ? 200 : 503)
      .json({ status: healthy ? 'ok' : 'degraded', database, subgraphs: subgraphStates });
  };
}
