import { startStack } from '../../scripts/stack';

export type RunningStack = Awaited<ReturnType<typeof startStack>>;

/**
 * The real database (in memory), the four subgraphs and the gateway serving the built front ends. The journeys
 * book and message as the demo guest far more often than a guest would: the per-guest limits are raised. `env`
 * adds settings of a test file's own (a remote moved with REMOTE_<NAME>_URL).
 */
export function startE2eStack(env: NodeJS.ProcessEnv = {}): Promise<RunningStack> {
  return startStack({
    port: 0,
    inMemory: true,
    env: { BOOKING_REQUEST_RATE_LIMIT: '100000', MESSAGE_RATE_LIMIT: '100000', ...env },
  });
}
