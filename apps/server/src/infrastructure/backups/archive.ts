import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { Readable, pipeline } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/*
 * A backup is one gzipped POSIX tar file (ustar), so any `tar -tzf` can list it. It is written
 * and read here as streams, one entry at a time: a 1 GB lecture video passes through in chunks
 * and never sits in memory. Every entry's SHA-256 is computed as its bytes go by.
 */

const BLOCK = 512;
/** The largest size the ustar octal field holds (8 GiB); larger sizes use the base-256 form. */
const OCTAL_SIZE_LIMIT = 8 ** 11;

export class BackupDamagedError extends Error {
  override name = 'BackupDamagedError';
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function encodeHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`Archive entry name too long: ${name}`);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  if (size < OCTAL_SIZE_LIMIT) {
    header.write(octal(size, 12), 124, 'ascii');
  } else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 128);
  }
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

function decodeHeader(header: Buffer): { name: string; size: number } {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) {
    sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
  }
  const recorded = parseInt(header.toString('ascii', 148, 156).replace(/[\0 ]/g, ''), 8);
  if (recorded !== sum)
    throw new BackupDamagedError('an entry header is damaged (its checksum does not match)');
  const field = (start: number, length: number) => {
    const text = header.toString('utf8', start, start + length);
    const end = text.indexOf('\0');
    return end === -1 ? text : text.slice(0, end);
  };
  const prefix = field(345, 155);
  const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
  const size =
    (header[124] ?? 0) & 0x80
      ? Number(header.readBigUInt64BE(128))
      : parseInt(field(124, 12).trim() || '0', 8);
  return { name, size };
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

export type ArchiveWriter = {
  /** Appends an entry of exactly `size` bytes; answers their SHA-256 (hex). */
  add(name: string, size: number, body: Buffer | AsyncIterable<Uint8Array>): Promise<string>;
  /** Writes the end of the archive and waits until it is on disk. */
  finish(): Promise<void>;
  /** Stops writing (the caller removes the file). */
  abort(): Promise<void>;
};

/** Turns the gzipped bytes into what is written (encryption.ts: an age file). */
export type Seal = (gzipped: Readable) => Promise<Readable>;

/** Opens a file's gzipped bytes (encryption.ts: decrypting an age file as it is read). */
export type Opener = (file: string) => Promise<Readable>;

/** A new archive at `file` (which must not exist), readable by its owner only. */
export function createArchiveWriter(file: string, now = new Date(), seal?: Seal): ArchiveWriter {
  const gzip = createGzip();
  const written = (async () => {
    const output = seal ? await seal(gzip) : gzip;
    await pipelineAsync(output, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  })();
  written.catch(() => undefined);
  const write = async (chunk: Buffer) => {
    // A failed disk ends the pipeline: waiting for 'drain' alone would wait for ever.
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), written]);
  };

  return {
    async add(name, size, body) {
      await write(encodeHeader(name, size, now));
      const hash = createHash('sha256');
      let count = 0;
      const chunks = Buffer.isBuffer(body) ? [body] : body;
      for await (const chunk of chunks) {
        count += chunk.length;
        if (count > size) break;
        hash.update(chunk);
        await write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      }
      if (count !== size) {
        throw new Error(
          `${name} changed while it was being copied (${size} bytes expected, ${count} or more read)`,
        );
      }
      await write(Buffer.alloc(padding(size)));
      return hash.digest('hex');
    },
    async finish() {
      await write(Buffer.alloc(BLOCK * 2));
      gzip.end();
      await written;
    },
    async abort() {
      gzip.destroy();
      await written.catch(() => undefined);
    },
  };
}

/** Reads exact byte counts from a stream of chunks. */
class ByteSource {
  private chunks: Buffer[] = [];
  private length = 0;

  constructor(private readonly input: AsyncIterator<Buffer>) {}

  private async pull(): Promise<boolean> {
    const next = await this.input.next();
    if (next.done) return false;
    this.chunks.push(next.value);
    this.length += next.value.length;
    return true;
  }

  /** The next `count` bytes, or undefined when the stream ends first. */
  async take(count: number): Promise<Buffer | undefined> {
    while (this.length < count) if (!(await this.pull())) return undefined;
    const all = Buffer.concat(this.chunks, this.length);
    this.chunks = [all.subarray(count)];
    this.length -= count;
    return all.subarray(0, count);
  }

  /** The next chunk of at most `limit` bytes. */
  async chunk(limit: number): Promise<Buffer | undefined> {
    if (this.length === 0 && !(await this.pull())) return undefined;
    const first = this.chunks.shift() as Buffer;
    const piece = first.subarray(0, limit);
    if (first.length > limit) this.chunks.unshift(first.subarray(limit));
    this.length -= piece.length;
    return piece;
  }
}

export type ArchiveEntry = {
  name: string;
  size: number;
  /** The entry's bytes; whatever the reader leaves unread is skipped. */
  body: AsyncIterable<Buffer>;
};

const truncated = () => new BackupDamagedError('the archive ends in the middle of an entry (a cut copy?)');

/** The archive's tar bytes; a gzip error (a damaged or cut file) becomes BackupDamagedError. */
async function* inflate(file: string, open: Opener): AsyncGenerator<Buffer> {
  const gunzip = pipeline(await open(file), createGunzip(), () => undefined);
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } catch (error) {
    if (((error as NodeJS.ErrnoException).code ?? '').startsWith('Z_')) {
      throw new BackupDamagedError(
        `it cannot be decompressed (${(error as Error).message}): cut short, or not a backup`,
      );
    }
    throw error;
  } finally {
    gunzip.destroy();
  }
}

/** The entries of the archive at `file`, in order; damage a reader can see is a BackupDamagedError. */
export async function* readArchive(
  file: string,
  open: Opener = async (name) => createReadStream(name),
): AsyncGenerator<ArchiveEntry> {
  const input = inflate(file, open);
  const source = new ByteSource(input);
  try {
    for (;;) {
      const header = await source.take(BLOCK);
      if (!header) throw truncated();
      if (header.every((byte) => byte === 0)) return;
      const { name, size } = decodeHeader(header);
      let left = size;
      async function* body(): AsyncGenerator<Buffer> {
        while (left > 0) {
          const piece = await source.chunk(left);
          if (!piece) throw truncated();
          left -= piece.length;
          yield piece;
        }
      }
      yield { name, size, body: body() };
      while (left > 0) {
        const piece = await source.chunk(left);
        if (!piece) throw truncated();
        left -= piece.length;
      }
      if (!(await source.take(padding(size)))) throw truncated();
    }
  } finally {
    await input.return(undefined);
  }
}

/** An entry's bytes as a Node stream, for Storage.put and files. */
export const streamOf = (entry: ArchiveEntry): Readable => Readable.from(entry.body);

/** Reads an entry whole: only for small entries (the manifest, secrets, a PGlite database). */
export async function bytesOf(entry: ArchiveEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
