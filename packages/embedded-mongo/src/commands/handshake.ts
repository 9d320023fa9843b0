import { UUID, type Document } from 'bson';
import type { CommandHandler } from './context';
import { AUTH_DATABASE } from '../auth';
import { MongoCommandError } from '../errors';
import { MAX_MESSAGE_SIZE } from '../wire/framing';

export const SERVER_VERSION = '7.0.0';
/** Wire version 21 is MongoDB 7.0; driver 7 needs at least 9 (4.4). */
const MAX_WIRE_VERSION = 21;

/**
 * A standalone mongod's hello: no setName (so drivers never attempt transactions or retryable writes) and no
 * topologyVersion (so monitors poll instead of using the streaming protocol).
 */
const hello: CommandHandler = (cmd, ctx) => {
  const legacy = !('hello' in cmd);
  const appName = (cmd.client as Document | undefined)?.application?.name;
  if (typeof appName === 'string') ctx.connection.appName = appName;
  const reply: Document = {
    helloOk: true,
    [legacy ? 'ismaster' : 'isWritablePrimary']: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
  const auth = ctx.server.auth;
  if (auth) {
    const mechanisms = auth.mechanismsFor(cmd.saslSupportedMechs);
    if (mechanisms) reply.saslSupportedMechs = mechanisms;
    // The driver's first SCRAM message rides on hello, saving a round trip; a refused one is left out, as mongod.
    const speculative = cmd.speculativeAuthenticate as Document | undefined;
    if (speculative && typeof speculative === 'object') {
      try {
        reply.speculativeAuthenticate = auth.start(
          speculative,
          String(speculative.db),
          ctx.connection,
          ctx.remoteAddress,
        );
      } catch {
        // the driver then runs saslStart itself and gets the error there
      }
    }
  }
  return reply;
};

/** Without authentication there are no users, so every attempt fails, as on a mongod with none. */
const noUsers = (): never => {
  throw new MongoCommandError('AuthenticationFailed', 'Authentication failed.');
};

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  javascriptEngine: 'none',
  storageEngines: ['embedded'],
  modules: [],
  ok: 1,
});

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  buildInfo,
  buildinfo: buildInfo,
  ping: () => ({ ok: 1 }),
  whatsmyuri: (_cmd, ctx) => ({ you: ctx.remoteAddress, ok: 1 }),
  getCmdLineOpts: () => ({ argv: ['embedded-mongo'], parsed: {}, ok: 1 }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  saslStart: (cmd, ctx) =>
    ctx.server.auth ? ctx.server.auth.start(cmd, ctx.dbName, ctx.connection, ctx.remoteAddress) : noUsers(),
  saslContinue: (cmd, ctx) =>
    ctx.server.auth ? ctx.server.auth.continue(cmd, ctx.connection, ctx.remoteAddress) : noUsers(),
  connectionStatus: (_cmd, ctx) => {
    const user = ctx.connection.user;
    return {
      authInfo: {
        authenticatedUsers: user === undefined ? [] : [{ user, db: AUTH_DATABASE }],
        authenticatedUserRoles: user === undefined ? [] : [{ role: 'root', db: AUTH_DATABASE }],
      },
      ok: 1,
    };
  },
  hostInfo: () => ({
    system: { currentTime: new Date(), hostname: 'localhost' },
    os: { type: process.platform },
    extra: {},
    ok: 1,
  }),
  getParameter: (cmd) => {
    const reply: Document = { ok: 1 };
    if ('featureCompatibilityVersion' in cmd || cmd.getParameter === '*')
      reply.featureCompatibilityVersion = { version: '7.0' };
    return reply;
  },
  // Only the TTL monitor's period can be set, and it is a no-op: expired documents already go within a second.
  setParameter: (cmd) => {
    const names = Object.keys(cmd).filter((k) => k !== 'setParameter' && !k.startsWith('$') && k !== 'lsid');
    const unknown = names.find((n) => n !== 'ttlMonitorSleepSecs');
    if (unknown)
      throw new MongoCommandError(
        'InvalidOptions',
        `attempted to set unrecognized parameter [${unknown}], use help:true to see options`,
      );
    return { was: 1, ok: 1 };
  },
  serverStatus: (_cmd, ctx) => ({
    host: `${ctx.server.host}:${ctx.server.port}`,
    version: SERVER_VERSION,
    process: 'mongod',
    pid: process.pid,
    uptime: Math.floor((Date.now() - ctx.server.startedAt) / 1000),
    uptimeMillis: Date.now() - ctx.server.startedAt,
    localTime: new Date(),
    connections: { current: ctx.server.connections(), available: 1000 },
    ok: 1,
  }),
  // Sessions exist only so drivers can attach lsid; with no transactions there is nothing to clean up.
  endSessions: (cmd, ctx) => {
    ctx.server.sessions.end(cmd.endSessions);
    return { ok: 1 };
  },
  refreshSessions: () => ({ ok: 1 }),
  killSessions: () => ({ ok: 1 }),
  killAllSessions: () => ({ ok: 1 }),
  startSession: () => ({ id: { id: new UUID() }, timeoutMinutes: 30, ok: 1 }),
};
