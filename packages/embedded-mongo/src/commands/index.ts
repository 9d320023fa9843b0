import type { Document } from 'bson';
import type { CommandContext, CommandHandler } from './context';
import { aggregateCommands } from './aggregate';
import { explainCommands } from './explain';
import { findAndModifyCommands } from './find-and-modify';
import { handshakeCommands } from './handshake';
import { indexCommands } from './indexes';
import { namespaceCommands } from './namespaces';
import { queryCommands } from './query';
import { testSupportCommands } from './test-support';
import { writeCommands } from './write';
import { OPEN_COMMANDS } from '../auth';
import { MongoCommandError } from '../errors';

const COMMANDS: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...namespaceCommands,
  ...queryCommands,
  ...writeCommands,
  ...findAndModifyCommands,
  ...aggregateCommands,
  ...indexCommands,
  ...explainCommands,
  ...testSupportCommands,
};

/** The reply that asks the server to close the connection instead of answering (failCommand). */
export const CLOSE_CONNECTION: Document = Object.freeze({});

const TRANSACTIONS_REFUSED = new MongoCommandError(
  'IllegalOperation',
  'Transaction numbers are only allowed on a replica set member or mongos',
);

/** Runs one command and always produces a reply document: failures become { ok: 0 } replies. */
export async function runCommand(
  cmd: Document,
  ctx: CommandContext,
  log?: (msg: string) => void,
): Promise<Document> {
  const name = Object.keys(cmd)[0];
  const handler =
    name !== undefined && Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!handler) return new MongoCommandError('CommandNotFound', `no such command: '${name}'`).toReply();
  if (ctx.server.auth && ctx.connection.user === undefined && !OPEN_COMMANDS.has(name))
    return new MongoCommandError('Unauthorized', `Command ${name} requires authentication`).toReply();
  if (cmd.lsid) ctx.server.sessions.touch(cmd.lsid);
  const failure = ctx.server.failPoints.take(name, ctx.connection.appName);
  if (failure) {
    if (failure.blockConnection && failure.blockTimeMS)
      await new Promise((resolve) => setTimeout(resolve, failure.blockTimeMS));
    if (failure.closeConnection) return CLOSE_CONNECTION;
    if (failure.errorCode !== undefined) {
      const reply: Document = {
        ok: 0,
        errmsg: failure.errmsg ?? "Failing command via 'failCommand' failpoint",
        code: failure.errorCode,
      };
      if (failure.errorLabels) reply.errorLabels = failure.errorLabels;
      return reply;
    }
  }
  // Like a standalone mongod: sessions yes, transactions no.
  if ('txnNumber' in cmd || cmd.startTransaction === true || cmd.autocommit === false)
    return TRANSACTIONS_REFUSED.toReply();
  try {
    const reply = await handler(cmd, ctx);
    if (failure?.writeConcernError) reply.writeConcernError = failure.writeConcernError;
    if (failure?.errorLabels && failure.errorCode === undefined) reply.errorLabels = failure.errorLabels;
    return reply;
  } catch (err) {
    if (err instanceof MongoCommandError) return err.toReply();
    log?.(`command ${name} failed: ${(err as Error).stack ?? String(err)}`);
    return { ok: 0, errmsg: (err as Error).message ?? String(err), code: 1, codeName: 'InternalError' };
  }
}
