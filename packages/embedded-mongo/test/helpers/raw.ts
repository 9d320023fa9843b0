import net from 'node:net';
import { deserialize, serialize, type Document } from 'bson';
import { crc32c } from '../../src/wire/crc32c';

/** Hand-built wire messages, to test framing and protocol handling below the driver. */
let requestId = 1000;

export function opMsg(
  body: Document,
  opts: {
    checksum?: boolean;
    badChecksum?: boolean;
    sequences?: Array<[string, Document[]]>;
    id?: number;
  } = {},
): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  for (const [identifier, docs] of opts.sequences ?? []) {
    const payload = Buffer.concat([
      Buffer.from(identifier + '\0'),
      ...docs.map((d) => Buffer.from(serialize(d))),
    ]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    parts.push(Buffer.from([1]), size, payload);
  }
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE(opts.checksum ? 1 : 0);
  const bodyBytes = Buffer.concat([flags, ...parts]);
  const length = 16 + bodyBytes.length + (opts.checksum ? 4 : 0);
  const header = Buffer.alloc(16);
  header.writeInt32LE(length, 0);
  header.writeInt32LE(opts.id ?? requestId++, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(2013, 12);
  const msg = Buffer.concat([header, bodyBytes]);
  if (!opts.checksum) return msg;
  const sum = Buffer.alloc(4);
  sum.writeUInt32LE((crc32c(msg) + (opts.badChecksum ? 1 : 0)) >>> 0);
  return Buffer.concat([msg, sum]);
}

export function opQuery(ns: string, query: Document): Buffer {
  const body = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(ns + '\0'),
    Buffer.alloc(4),
    Buffer.from([0xff, 0xff, 0xff, 0xff]),
    Buffer.from(serialize(query)),
  ]);
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + body.length, 0);
  header.writeInt32LE(requestId++, 4);
  header.writeInt32LE(2004, 12);
  return Buffer.concat([header, body]);
}

export interface Reply {
  responseTo: number;
  opCode: number;
  doc: Document;
}

/** A socket that collects whole replies and reports when the server closed it. */
export class RawClient {
  readonly socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private replies: Reply[] = [];
  private waiters: Array<() => void> = [];
  closed = false;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      while (this.buffer.length >= 4 && this.buffer.length >= this.buffer.readInt32LE(0)) {
        const len = this.buffer.readInt32LE(0);
        const frame = this.buffer.subarray(0, len);
        this.buffer = this.buffer.subarray(len);
        const opCode = frame.readInt32LE(12);
        const docStart = opCode === 1 ? 36 : 21;
        this.replies.push({
          responseTo: frame.readInt32LE(8),
          opCode,
          doc: deserialize(frame.subarray(docStart), { promoteLongs: false }),
        });
      }
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => {});
  }

  static connect(port: number): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  write(buf: Buffer): void {
    this.socket.write(buf);
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves with the next `count` replies, or rejects if the connection closes first. */
  async next(count = 1, timeoutMs = 5000): Promise<Reply[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.replies.length < count) {
      if (this.closed) throw new Error('connection closed');
      if (Date.now() > deadline) throw new Error('timed out waiting for a reply');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.replies.splice(0, count);
  }

  /** Resolves true once the server has closed the connection. */
  async waitClosed(timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return this.closed;
  }

  destroy(): void {
    this.socket.destroy();
  }
}
