import { deserialize, serialize, type Document } from 'bson';
import { crc32c } from './crc32c';
import { ProtocolError } from './protocol-error';
import { fromWire } from '../values';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

const CHECKSUM_PRESENT = 1 << 0;
const MORE_TO_COME = 1 << 1;
/** Bits 0-15 are "required": a receiver must reject unknown ones (OP_MSG spec). */
const KNOWN_REQUIRED_FLAGS = CHECKSUM_PRESENT | MORE_TO_COME;

/**
 * Keeps every numeric BSON type recognisable (Int32/Double/Long stay wrappers) so values.fromWire can record
 * the original type before handing plain numbers to mingo.
 */
const DESERIALIZE_OPTIONS = {
  promoteValues: false,
  promoteBuffers: false,
  bsonRegExp: false,
  validation: { utf8: false },
};

export interface Request {
  requestId: number;
  opCode: number;
  /** The command document, with OP_MSG document sequences merged in as arrays. */
  command: Document;
  /** OP_MSG moreToCome: the client wants no reply (unacknowledged write). */
  moreToCome: boolean;
  /** For OP_QUERY: the namespace it was sent to (commands go to "<db>.$cmd"). */
  namespace?: string;
}

export function decodeDocument(buf: Buffer, start: number, end: number): Document {
  if (end - start < 5) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(start);
  if (size < 5 || start + size > end) throw new ProtocolError(`invalid BSON document size ${size}`);
  try {
    return fromWire(deserialize(buf.subarray(start, start + size), DESERIALIZE_OPTIONS)) as Document;
  } catch (err) {
    throw new ProtocolError(`invalid BSON: ${(err as Error).message}`);
  }
}

/** Parses one framed message. Header fields are read first so that errors can still be answered. */
export function readHeader(frame: Buffer): { requestId: number; opCode: number } {
  return { requestId: frame.readInt32LE(4), opCode: frame.readInt32LE(12) };
}

export function parseMessage(frame: Buffer): Request {
  const { requestId, opCode } = readHeader(frame);
  if (opCode === OP_MSG) return parseOpMsg(frame, requestId);
  if (opCode === OP_QUERY) return parseOpQuery(frame, requestId);
  if (opCode === OP_COMPRESSED) throw new ProtocolError('compression was not negotiated');
  throw new ProtocolError(`unsupported opCode ${opCode}`);
}

function parseOpMsg(frame: Buffer, requestId: number): Request {
  if (frame.length < 21) throw new ProtocolError('OP_MSG too short');
  const flags = frame.readUInt32LE(16);
  if (flags & 0xffff & ~KNOWN_REQUIRED_FLAGS)
    throw new ProtocolError(`unknown required OP_MSG flags ${flags}`);
  let end = frame.length;
  if (flags & CHECKSUM_PRESENT) {
    end -= 4;
    if (end < 21) throw new ProtocolError('OP_MSG too short for its checksum');
    if (crc32c(frame, 0, end) !== frame.readUInt32LE(end))
      throw new ProtocolError('OP_MSG checksum mismatch');
  }
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  let pos = 20;
  while (pos < end) {
    const kind = frame[pos++];
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      const size = frame.readInt32LE(pos);
      body = decodeDocument(frame, pos, end);
      pos += size;
    } else if (kind === 1) {
      if (pos + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = frame.readInt32LE(pos);
      const seqEnd = pos + size;
      if (size < 5 || seqEnd > end) throw new ProtocolError('invalid document sequence size');
      const nul = frame.indexOf(0, pos + 4);
      if (nul < 0 || nul >= seqEnd) throw new ProtocolError('unterminated document sequence identifier');
      const identifier = frame.toString('utf8', pos + 4, nul);
      const docs: Document[] = [];
      let p = nul + 1;
      while (p < seqEnd) {
        if (p + 4 > seqEnd) throw new ProtocolError('truncated document in sequence');
        const docSize = frame.readInt32LE(p);
        docs.push(decodeDocument(frame, p, seqEnd));
        p += docSize;
      }
      sequences.push([identifier, docs]);
      pos = seqEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) {
    const existing = body[identifier];
    body[identifier] = Array.isArray(existing) ? existing.concat(docs) : docs;
  }
  return { requestId, opCode: OP_MSG, command: body, moreToCome: (flags & MORE_TO_COME) !== 0 };
}

function parseOpQuery(frame: Buffer, requestId: number): Request {
  const nul = frame.indexOf(0, 20);
  if (nul < 0) throw new ProtocolError('unterminated OP_QUERY namespace');
  const namespace = frame.toString('utf8', 20, nul);
  const queryStart = nul + 1 + 8; // numberToSkip + numberToReturn
  let command = decodeDocument(frame, queryStart, frame.length);
  // Legacy drivers wrap commands sent with read preferences as { $query: {...}, $readPreference }.
  if (command.$query && typeof command.$query === 'object') command = command.$query as Document;
  return { requestId, opCode: OP_QUERY, command, moreToCome: false, namespace };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const buf = Buffer.allocUnsafe(16);
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
  return buf;
}

export function encodeOpMsg(responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const head = header(16 + 4 + 1 + body.length, responseTo, OP_MSG);
  const flags = Buffer.from([0, 0, 0, 0, 0]); // flagBits + section kind 0
  return Buffer.concat([head, flags, body]);
}

export function encodeOpReply(responseTo: number, doc: Document, queryFailure = false): Buffer {
  const body = serialize(doc);
  const head = header(16 + 20 + body.length, responseTo, OP_REPLY);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(queryFailure ? 2 : 0, 0); // responseFlags: QueryFailure
  fields.writeBigInt64LE(0n, 4); // cursorID
  fields.writeInt32LE(0, 12); // startingFrom
  fields.writeInt32LE(1, 16); // numberReturned
  return Buffer.concat([head, fields, body]);
}
