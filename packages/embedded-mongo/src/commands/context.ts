import type { Document } from 'bson';
import type { Authenticator, AuthState } from '../auth';
import type { Engine } from '../storage/engine';
import type { CursorManager } from '../query/cursors';
import type { FailPoints, Sessions } from './test-support';
import { evalExpr } from 'mingo/core';
import { MongoCommandError, toCommandError } from '../errors';
import { withContext } from '../query/mingo';

export interface ServerInfo {
  readonly host: string;
  readonly port: number;
  readonly startedAt: number;
  readonly failPoints: FailPoints;
  readonly sessions: Sessions;
  /** Absent when the server runs without authentication. */
  readonly auth?: Authenticator;
  connections(): number;
}

/** What a connection said about itself in its handshake, and who it authenticated as. */
export interface ConnectionState extends AuthState {
  appName?: string;
}

export interface CommandContext {
  readonly engine: Engine;
  readonly cursors: CursorManager;
  readonly server: ServerInfo;
  /** The $db of the request. */
  readonly dbName: string;
  readonly connectionId: number;
  readonly remoteAddress: string;
  readonly connection: ConnectionState;
  /** Size of the request on the wire: no document in a smaller message can pass the 16 MiB limit. */
  readonly messageBytes?: number;
}

export type CommandHandler = (cmd: Document, ctx: CommandContext) => Document | Promise<Document>;

/** The collection named by the command's first field, e.g. { find: "users" }. */
export function collectionName(cmd: Document, name: string): string {
  const value = cmd[name];
  if (typeof value !== 'string' || !value) {
    throw new MongoCommandError(
      'InvalidNamespace',
      `collection name has invalid type ${value === null ? 'null' : typeof value}`,
    );
  }
  return value;
}

export const toInt = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

export function optionalDoc(cmd: Document, field: string): Document | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) {
    throw new MongoCommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${Array.isArray(v) ? 'array' : typeof v}', expected type 'object'`,
    );
  }
  return v as Document;
}

/** A command's `let`: each variable is an expression, evaluated once ({$literal: '$x'} is the string '$x'). */
export function letVariables(cmd: Document): Document | undefined {
  const raw = optionalDoc(cmd, 'let');
  if (!raw) return undefined;
  const options = withContext();
  const out: Document = {};
  try {
    for (const [name, expr] of Object.entries(raw)) out[name] = evalExpr({}, expr, options as never);
  } catch (err) {
    throw toCommandError(err);
  }
  return out;
}
