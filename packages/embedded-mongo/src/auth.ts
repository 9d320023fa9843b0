import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { saslprep } from '@mongodb-js/saslprep';
import { Binary, type Document } from 'bson';
import { MongoCommandError } from './errors';

/** The one account of a server, kept in memory only (never written to the data folder). */
export interface Credentials {
  username: string;
  password: string;
}

/** The user that start() creates when it is given no credentials (its password is random). */
export const DEFAULT_USERNAME = 'stays';
/** Where the user lives, as mongod's users created in `admin`: the URI's authSource. */
export const AUTH_DATABASE = 'admin';

const MECHANISM = 'SCRAM-SHA-256';
/** mongod's scramSHA256IterationCount default; the driver caches the salted password, so it is paid once. */
const ITERATIONS = 15_000;
/** mongod's salt length for SCRAM-SHA-256 (the hash size minus 4). */
const SALT_BYTES = 28;

/** Commands a connection may run before it authenticates, as on a mongod started with --auth. */
export const OPEN_COMMANDS: ReadonlySet<string> = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'saslStart',
  'saslContinue',
  'ping',
  'buildInfo',
  'buildinfo',
  'connectionStatus',
]);

/** `mongodb://user:password@host:port/?authSource=admin`, or without credentials when there are none. */
export function connectionUri(host: string, port: number, credentials?: Credentials): string {
  if (!credentials) return `mongodb://${host}:${port}/`;
  const user = `${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}`;
  return `mongodb://${user}@${host}:${port}/?authSource=${AUTH_DATABASE}`;
}

/** A per-run password for start() and the start scripts: 32 random bytes, URI-safe. */
export const randomPassword = (): string => randomBytes(32).toString('base64url');

/** What a connection's SCRAM conversation remembers between saslStart and saslContinue (RFC 5802). */
export interface Conversation {
  readonly id: number;
  readonly username: string;
  /** null when the user is unknown: the conversation runs on decoy keys and fails at the proof, as mongod's. */
  readonly keys: ScramKeys | null;
  readonly gs2Header: string;
  readonly clientFirstBare: string;
  readonly serverFirst: string;
  readonly nonce: string;
  readonly skipEmptyExchange: boolean;
  /** 'proof': the client's final message is due; 'final': the empty message after the server's signature. */
  step: 'proof' | 'final';
}

/** The part of a connection's state that authentication reads and writes. */
export interface AuthState {
  user?: string;
  conversation?: Conversation;
}

interface ScramKeys {
  salt: Buffer;
  storedKey: Buffer;
  serverKey: Buffer;
}

const hmac = (key: Buffer, text: string): Buffer => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer): Buffer => createHash('sha256').update(data).digest();

const authenticationFailed = (): MongoCommandError =>
  new MongoCommandError('AuthenticationFailed', 'Authentication failed.');
const malformed = (message: string): MongoCommandError => new MongoCommandError('BadValue', message);

/**
 * SCRAM-SHA-256 for one user, server side. The server keeps only the stored and server keys (RFC 5802), derived
 * once at start; each connection then costs a few HMACs, never the password's key stretching.
 */
export class Authenticator {
  readonly username: string;
  private readonly keys: ScramKeys;
  /** Salts for unknown users, stable per name, so a probe cannot tell them from the real user by the salt. */
  private readonly decoySecret = randomBytes(32);

  constructor(
    credentials: Credentials,
    private readonly log?: (msg: string) => void,
  ) {
    if (!credentials.username) throw new Error('the database user needs a name');
    if (!credentials.password) throw new Error('the database user needs a password');
    this.username = credentials.username;
    const salt = randomBytes(SALT_BYTES);
    const salted = pbkdf2Sync(saslprep(credentials.password), salt, ITERATIONS, 32, 'sha256');
    this.keys = {
      salt,
      storedKey: sha256(hmac(salted, 'Client Key')),
      serverKey: hmac(salted, 'Server Key'),
    };
  }

  /** hello's `saslSupportedMechs: "<db>.<user>"`: the mechanisms of that user, none for anyone else (mongod). */
  mechanismsFor(qualifiedName: unknown): string[] | undefined {
    return qualifiedName === `${AUTH_DATABASE}.${this.username}` ? [MECHANISM] : undefined;
  }

  /** saslStart (also hello's speculativeAuthenticate): answers the server-first message. */
  start(cmd: Document, dbName: string, state: AuthState, remoteAddress: string): Document {
    const mechanism = cmd.mechanism;
    if (mechanism === 'SCRAM-SHA-1') {
      // The user has SCRAM-SHA-256 credentials only; mongod fails such a conversation without saying why.
      this.log?.(`authentication failed from ${remoteAddress}: SCRAM-SHA-1 is not offered`);
      throw authenticationFailed();
    }
    if (mechanism !== MECHANISM)
      throw new MongoCommandError(
        'MechanismUnavailable',
        `Received authentication for mechanism ${String(mechanism)} which is unknown or not enabled`,
      );
    const message = payloadText(cmd.payload);
    const header = /^([ny]),(a=[^,]*)?,/.exec(message);
    if (!header) {
      if (message.startsWith('p=')) throw malformed('Server does not support channel binding');
      throw malformed('Invalid SCRAM client first message');
    }
    if (header[2]) throw malformed('SCRAM authorization identities are not supported');
    const gs2Header = header[0];
    const clientFirstBare = message.slice(gs2Header.length);
    const fields = /^n=([^,]*),r=([^,]+)(,.*)?$/.exec(clientFirstBare);
    if (!fields) throw malformed('Invalid SCRAM client first message');
    if (fields[3]?.startsWith(',m=')) throw malformed('SCRAM mandatory extensions are not supported');
    const username = fields[1].replace(/=2C/g, ',').replace(/=3D/g, '=');
    const known = dbName === AUTH_DATABASE && username === this.username;
    const nonce = fields[2] + randomBytes(24).toString('base64');
    const salt = known ? this.keys.salt : this.decoySalt(`${dbName}.${username}`);
    const serverFirst = `r=${nonce},s=${salt.toString('base64')},i=${ITERATIONS}`;
    const options = cmd.options as Document | undefined;
    state.conversation = {
      id: 1,
      username,
      keys: known ? this.keys : null,
      gs2Header,
      clientFirstBare,
      serverFirst,
      nonce,
      skipEmptyExchange: options?.skipEmptyExchange === true,
      step: 'proof',
    };
    return { conversationId: 1, done: false, payload: new Binary(Buffer.from(serverFirst)), ok: 1 };
  }

  /** saslContinue: checks the client's proof and answers the server's signature, or ends the empty exchange. */
  continue(cmd: Document, state: AuthState, remoteAddress: string): Document {
    const conversation = state.conversation;
    if (!conversation) throw new MongoCommandError('ProtocolError', 'No SASL session state found');
    if (cmd.conversationId !== conversation.id)
      throw new MongoCommandError('ProtocolError', 'sasl: Mismatched conversation id');
    if (conversation.step === 'final') {
      state.conversation = undefined;
      state.user = conversation.username;
      return { conversationId: conversation.id, done: true, payload: new Binary(Buffer.alloc(0)), ok: 1 };
    }
    const checked = verify(conversation, payloadText(cmd.payload));
    if ('failure' in checked) {
      state.conversation = undefined;
      const who = JSON.stringify(conversation.username.slice(0, 64));
      this.log?.(`authentication failed for ${who} from ${remoteAddress}: ${checked.failure}`);
      throw authenticationFailed();
    }
    const payload = new Binary(Buffer.from(`v=${checked.serverSignature}`));
    if (conversation.skipEmptyExchange) {
      state.conversation = undefined;
      state.user = conversation.username;
      return { conversationId: conversation.id, done: true, payload, ok: 1 };
    }
    conversation.step = 'final';
    return { conversationId: conversation.id, done: false, payload, ok: 1 };
  }

  private decoySalt(name: string): Buffer {
    return createHmac('sha256', this.decoySecret).update(name).digest().subarray(0, SALT_BYTES);
  }
}

/** The client's final message against the conversation: the server's signature, or why it fails. */
function verify(
  conversation: Conversation,
  message: string,
): { serverSignature: string } | { failure: string } {
  const proofAt = message.lastIndexOf(',p=');
  if (proofAt < 0) return { failure: 'malformed final message' };
  const withoutProof = message.slice(0, proofAt);
  const fields = /^c=([^,]*),r=([^,]*)(,.*)?$/.exec(withoutProof);
  if (!fields) return { failure: 'malformed final message' };
  if (fields[1] !== Buffer.from(conversation.gs2Header).toString('base64'))
    return { failure: 'channel binding differs' };
  if (fields[2] !== conversation.nonce) return { failure: 'nonce differs' };
  const keys = conversation.keys;
  if (!keys) return { failure: 'unknown user' };
  const proof = Buffer.from(message.slice(proofAt + 3), 'base64');
  if (proof.length !== keys.storedKey.length) return { failure: 'malformed proof' };
  const authMessage = `${conversation.clientFirstBare},${conversation.serverFirst},${withoutProof}`;
  const signature = hmac(keys.storedKey, authMessage);
  const clientKey = Buffer.from(proof.map((byte, i) => byte ^ signature[i]));
  if (!timingSafeEqual(sha256(clientKey), keys.storedKey)) return { failure: 'wrong password' };
  return { serverSignature: hmac(keys.serverKey, authMessage).toString('base64') };
}

function payloadText(payload: unknown): string {
  if (payload instanceof Binary)
    return Buffer.from(payload.buffer.subarray(0, payload.position)).toString('utf8');
  if (payload instanceof Uint8Array) return Buffer.from(payload).toString('utf8');
  throw new MongoCommandError(
    'TypeMismatch',
    "BSON field 'payload' is the wrong type, expected type 'binData'",
  );
}
