import { startStack } from '../../scripts/stack';

export type RunningStack = Awaited<ReturnType<typeof startStack>>;

/** The real database (in memory), the four subgraphs and the gateway serving the built front ends. */
export function startE2eStack(): Promise<RunningStack> {
  return startStack({ port: 0, inMemory: true });
}
