import { ProtocolError } from './protocol-error';

/** Real mongod's maxMessageSizeBytes; also advertised in hello. */
export const MAX_MESSAGE_SIZE = 48_000_000;
const HEADER_SIZE = 16;

/**
 * Splits a TCP byte stream into whole wire messages. A chunk may hold several messages and a message may span
 * many chunks, so bytes are buffered as a list and only concatenated once a whole message is present.
 */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly maxSize = MAX_MESSAGE_SIZE) {}

  /** Returns every complete message now available; throws ProtocolError when the stream cannot be framed. */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const frames: Buffer[] = [];
    while (this.buffered >= 4) {
      const length = this.peekLength();
      if (length < HEADER_SIZE || length > this.maxSize) {
        throw new ProtocolError(`invalid message length ${length} (allowed ${HEADER_SIZE}..${this.maxSize})`);
      }
      if (this.buffered < length) break;
      frames.push(this.take(length));
    }
    return frames;
  }

  private peekLength(): number {
    const first = this.chunks[0];
    if (first.length >= 4) return first.readInt32LE(0);
    const head = Buffer.concat(this.chunks, Math.min(this.buffered, 4));
    return head.readInt32LE(0);
  }

  private take(length: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered);
    const frame = all.subarray(0, length);
    const rest = all.subarray(length);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return frame;
  }
}
