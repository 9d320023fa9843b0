import net from 'node:net';
import type { Document } from 'bson';
import type { Authenticator } from './auth';
import { CLOSE_CONNECTION, runCommand } from './commands';
import { FailPoints, Sessions } from './commands/test-support';
import type { CommandContext, ServerInfo } from './commands/context';
import { CursorManager } from './query/cursors';
import { Engine } from './storage/engine';
import { FrameReader } from './wire/framing';
import { encodeOpMsg, encodeOpReply, OP_MSG, OP_QUERY, parseMessage, readHeader } from './wire/messages';
import { ProtocolError } from './wire/protocol-error';

export interface ServerOptions {
  host?: string;
  /** Absent: every client may run every command. */
  auth?: Authenticator;
  log?: (msg: string) => void;
}

/** The TCP side: frames each connection's byte stream, answers its messages in order, isolates failures. */
export class WireServer implements ServerInfo {
  readonly startedAt = Date.now();
  readonly failPoints = new FailPoints();
  readonly sessions = new Sessions();
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private nextConnectionId = 1;
  port = 0;

  constructor(
    private readonly engine: Engine,
    private readonly cursors: CursorManager,
    private readonly options: ServerOptions = {},
  ) {
    this.server = net.createServer((socket) => this.accept(socket));
  }

  get auth(): Authenticator | undefined {
    return this.options.auth;
  }

  get host(): string {
    return this.options.host ?? '127.0.0.1';
  }

  connections(): number {
    return this.sockets.size;
  }

  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, this.host, () => {
        this.server.off('error', reject);
        this.port = (this.server.address() as net.AddressInfo).port;
        resolve(this.port);
      });
    });
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const reader = new FrameReader();
    const connectionId = this.nextConnectionId++;
    const ctxBase = {
      engine: this.engine,
      cursors: this.cursors,
      server: this,
      connectionId,
      remoteAddress: `${socket.remoteAddress}:${socket.remotePort}`,
      connection: {},
    };
    // Replies go out in request order even though some commands wait for the disk.
    let queue = Promise.resolve();
    socket.on('data', (chunk) => {
      let frames: Buffer[];
      try {
        frames = reader.push(chunk);
      } catch (err) {
        this.options.log?.(`closing connection ${connectionId}: ${(err as Error).message}`);
        socket.destroy();
        return;
      }
      for (const frame of frames) {
        queue = queue
          .then(() => this.handle(socket, frame, ctxBase))
          .catch((err) => {
            this.options.log?.(`closing connection ${connectionId}: ${(err as Error).message}`);
            socket.destroy();
          });
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private async handle(
    socket: net.Socket,
    frame: Buffer,
    ctxBase: Omit<CommandContext, 'dbName' | 'messageBytes'>,
  ): Promise<void> {
    if (socket.destroyed) return;
    const { requestId, opCode } = readHeader(frame);
    let request;
    try {
      request = parseMessage(frame);
    } catch (err) {
      // A well-framed message with a bad body is answered; anything else closes the connection.
      if (err instanceof ProtocolError && (opCode === OP_MSG || opCode === OP_QUERY)) {
        const reply = { ok: 0, errmsg: err.message, code: 22, codeName: 'InvalidBSON' };
        socket.write(
          opCode === OP_MSG ? encodeOpMsg(requestId, reply) : encodeOpReply(requestId, reply, true),
        );
        return;
      }
      throw err;
    }
    if (request.opCode === OP_MSG && typeof request.command.$db !== 'string') {
      const reply = {
        ok: 0,
        errmsg: 'OP_MSG requests require a $db argument',
        code: 40571,
        codeName: 'Location40571',
      };
      socket.write(encodeOpMsg(requestId, reply));
      return;
    }
    const dbName =
      request.opCode === OP_QUERY
        ? (request.namespace ?? 'admin').split('.')[0]
        : String(request.command.$db);
    const reply: Document = await runCommand(
      request.command,
      { ...ctxBase, dbName, messageBytes: frame.length },
      this.options.log,
    );
    if (reply === CLOSE_CONNECTION) {
      socket.destroy();
      return;
    }
    if (request.moreToCome || socket.destroyed) return;
    const encode = request.opCode === OP_MSG ? encodeOpMsg : encodeOpReply;
    let bytes: Buffer;
    try {
      bytes = encode(requestId, reply);
    } catch (err) {
      // A result too large for one BSON document is the client's problem, not a reason to drop the connection.
      const message = `reply could not be encoded: ${(err as Error).message}`;
      bytes = encode(requestId, { ok: 0, errmsg: message, code: 10334, codeName: 'BSONObjectTooLarge' });
    }
    socket.write(bytes);
  }
}
