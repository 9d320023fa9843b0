import { createHash } from 'node:crypto';
import { Binary, type Document } from 'bson';
import type { CommandHandler } from './context';
import { MongoCommandError } from '../errors';
import { keyString } from '../storage/keys';

/** What mongod's `failCommand` fail point does to the next matching commands. */
export interface FailCommand {
  failCommands: string[];
  errorCode?: number;
  errmsg?: string;
  closeConnection?: boolean;
  errorLabels?: string[];
  writeConcernError?: Document;
  blockConnection?: boolean;
  blockTimeMS?: number;
  appName?: string;
}

/**
 * mongod's `failCommand` fail point (a test command, as with --setParameter enableTestCommands=1): drivers' and
 * ODMs' test suites use it to make chosen commands fail. Nothing in this server arms it by itself.
 */
export class FailPoints {
  private armed: { data: FailCommand; remaining: number; skip: number } | null = null;

  configure(cmd: Document): Document {
    if (cmd.configureFailPoint !== 'failCommand')
      throw new MongoCommandError('BadValue', `unknown fail point: ${String(cmd.configureFailPoint)}`);
    const mode = cmd.mode;
    const data = cmd.data as FailCommand | undefined;
    const was = this.armed ? 1 : 0;
    if (mode === 'off') this.armed = null;
    else {
      if (!data || !Array.isArray(data.failCommands))
        throw new MongoCommandError('BadValue', 'failCommand fail point needs data.failCommands');
      if (mode === 'alwaysOn') this.armed = { data, remaining: Infinity, skip: 0 };
      else if (mode && typeof mode === 'object' && typeof mode.times === 'number')
        this.armed = { data, remaining: mode.times, skip: 0 };
      else if (mode && typeof mode === 'object' && typeof mode.skip === 'number')
        this.armed = { data, remaining: Infinity, skip: mode.skip };
      else throw new MongoCommandError('BadValue', `unsupported fail point mode ${JSON.stringify(mode)}`);
    }
    return { count: was, ok: 1 };
  }

  /** The failure for this command, consuming one activation; null when the fail point does not apply. */
  take(command: string, appName: string | undefined): FailCommand | null {
    const armed = this.armed;
    if (!armed || !armed.data.failCommands.includes(command)) return null;
    if (armed.data.appName !== undefined && armed.data.appName !== appName) return null;
    if (armed.skip > 0) {
      armed.skip--;
      return null;
    }
    if (--armed.remaining <= 0) this.armed = null;
    return armed.data;
  }
}

const EMPTY_USER_DIGEST = new Binary(createHash('sha256').update('').digest());

/** Logical sessions seen in commands' lsid, for $listLocalSessions (no user, so all share the empty digest). */
export class Sessions {
  private readonly sessions = new Map<string, Document>();

  touch(lsid: unknown): void {
    const id = lsid && typeof lsid === 'object' ? (lsid as Document).id : undefined;
    if (id === undefined) return;
    this.sessions.set(keyString(id), { _id: { id, uid: EMPTY_USER_DIGEST }, lastUse: new Date() });
  }

  end(ids: unknown): void {
    if (Array.isArray(ids))
      for (const lsid of ids)
        if (lsid && typeof lsid === 'object') this.sessions.delete(keyString((lsid as Document).id));
  }

  list(): Document[] {
    return [...this.sessions.values()];
  }
}

export const testSupportCommands: Record<string, CommandHandler> = {
  configureFailPoint: (cmd, ctx) => ctx.server.failPoints.configure(cmd),
};
