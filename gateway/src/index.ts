// The gateway process (`node --import tsx gateway/src/index.ts`), configured by the environment.
import { onSupervisorGone } from '@stays/contracts';
import { startGateway } from './app';
import { configFromEnv } from './config';

const log = (message: string) => console.log(`[gateway] ${message}`);

startGateway(configFromEnv(), log)
  .then((gateway) => {
    let stopping = false;
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      log(`${signal}: stopping`);
      setTimeout(() => process.exit(0), 5000).unref();
      void gateway.stop().finally(() => process.exit(0));
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
    onSupervisorGone(() => shutdown('supervisor gone'));
  })
  .catch((error: unknown) => {
    log(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
