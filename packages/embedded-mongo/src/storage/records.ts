import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * Log and snapshot files are sequences of records: [payload length u32][crc32 u32][payload]. A torn or corrupt
 * record (a crash mid-write) is recognised by its length or checksum, and everything from it on is dropped.
 */
const HEADER = 8;
/** A sanity limit so a garbage length cannot make recovery allocate gigabytes. */
const MAX_RECORD = 1024 * 1024 * 1024;

export function frameRecord(payload: Buffer): Buffer {
  const head = Buffer.allocUnsafe(HEADER);
  head.writeUInt32LE(payload.length, 0);
  head.writeUInt32LE(zlib.crc32(payload), 4);
  return Buffer.concat([head, payload]);
}

export interface ReadResult {
  records: Buffer[];
  /** Offset just past the last intact record; anything after it is garbage to be cut off. */
  validLength: number;
  fileLength: number;
}

export function readRecords(file: string): ReadResult {
  const data = fs.readFileSync(file);
  const records: Buffer[] = [];
  let pos = 0;
  while (pos + HEADER <= data.length) {
    const length = data.readUInt32LE(pos);
    if (length > MAX_RECORD || pos + HEADER + length > data.length) break;
    const payload = data.subarray(pos + HEADER, pos + HEADER + length);
    if (zlib.crc32(payload) !== data.readUInt32LE(pos + 4)) break;
    records.push(payload);
    pos += HEADER + length;
  }
  return { records, validLength: pos, fileLength: data.length };
}

export function writeFully(fd: number, buf: Buffer): void {
  let off = 0;
  while (off < buf.length) off += fs.writeSync(fd, buf, off, buf.length - off);
}

/** fsync of a directory makes a file creation, rename or deletion in it durable. */
export function syncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some platforms cannot fsync directories; the data files themselves are still synced.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
