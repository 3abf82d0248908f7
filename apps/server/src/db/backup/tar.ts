import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

// The backup archive's container (docs/decisions/121-backups.md): a gzipped POSIX tar (ustar) of
// plain files, written and read as streams so a database dump of gigabytes never sits in memory.
// Only what the backup writes is read back: regular files with short names; a size past ustar's
// 8 GiB is written in GNU's base-256 form, which GNU tar and bsdtar read too. `tar tzf` lists one.

const BLOCK = 512;

export interface TarEntry {
  /** The name inside the archive (at most 100 bytes). */
  name: string;
  /** The file on disk holding its bytes. */
  path: string;
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name too long: ${name}`);
  block.write(name, 0, 'utf8');
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  if (size < 8 ** 11) block.write(octal(size, 12), 124);
  else {
    block[124] = 0x80; // GNU base-256: the size as a big-endian number in the field's last bytes
    block.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  block.write(octal(Math.floor(mtime / 1000), 12), 136);
  block.write(' '.repeat(8), 148);
  block.write('0', 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/** Writes `entries` in their order into a gzipped tar at `out`. */
export async function writeTarGz(out: string, entries: TarEntry[]): Promise<void> {
  async function* blocks() {
    for (const entry of entries) {
      const info = await stat(entry.path);
      yield header(entry.name, info.size, info.mtimeMs);
      for await (const chunk of createReadStream(entry.path)) yield chunk as Buffer;
      const pad = (BLOCK - (info.size % BLOCK)) % BLOCK;
      if (pad) yield Buffer.alloc(pad);
    }
    yield Buffer.alloc(BLOCK * 2); // the end: two empty blocks
  }
  await pipeline(blocks, createGzip(), createWriteStream(out));
}

export class NotAnArchiveError extends Error {}

function parseSize(field: Buffer): number {
  if ((field[0]! & 0x80) !== 0) return Number(field.readBigUInt64BE(4));
  const text = field.toString('ascii').replace(/\0.*$/s, '').trim();
  if (!/^[0-7]+$/.test(text)) throw new NotAnArchiveError('tar: a header with no size');
  return Number.parseInt(text, 8);
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } | null {
  if (block.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  const stored = Number.parseInt(block.subarray(148, 156).toString('ascii').replace(/\0.*$/s, '').trim(), 8);
  if (stored !== sum) throw new NotAnArchiveError('tar: a header whose checksum does not match');
  const name = block.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
  const prefix = block.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: parseSize(block.subarray(124, 136)),
    type: String.fromCharCode(block[156] || 48),
  };
}

export interface ExtractedEntry {
  name: string;
  path: string;
  bytes: number;
  sha256: string;
}

/**
 * Reads a gzipped tar into `dir`, each entry at `dir/<name>`, hashing it on the way. `accept`
 * decides which names may be written (anything else stops the read: a file with other names is not
 * a backup). Throws NotAnArchiveError for what is not a gzipped tar.
 */
export async function extractTarGz(
  file: string,
  dir: string,
  accept: (name: string) => boolean,
): Promise<ExtractedEntry[]> {
  const entries: ExtractedEntry[] = [];
  let buffered: Buffer = Buffer.alloc(0);
  let current: {
    entry: ExtractedEntry;
    left: number;
    pad: number;
    hash: ReturnType<typeof createHash>;
  } | null = null;
  let handle: Awaited<ReturnType<typeof open>> | null = null;
  let ended = false;
  const input = createReadStream(file);
  const source = input.pipe(createGunzip());
  input.on('error', (error) => source.destroy(error)); // pipe() passes data on, not errors
  const read = async () => {
    try {
      for await (const chunk of source) {
        buffered = buffered.length ? Buffer.concat([buffered, chunk as Buffer]) : (chunk as Buffer);
        for (;;) {
          if (ended) break;
          if (current) {
            if (current.left > 0) {
              if (!buffered.length) break;
              const part = buffered.subarray(0, Math.min(current.left, buffered.length));
              buffered = buffered.subarray(part.length);
              current.left -= part.length;
              current.hash.update(part);
              await handle!.write(part);
              if (current.left > 0) break;
            }
            if (buffered.length < current.pad) break;
            buffered = buffered.subarray(current.pad);
            await handle!.close();
            handle = null;
            current.entry.sha256 = current.hash.digest('hex');
            entries.push(current.entry);
            current = null;
            continue;
          }
          if (buffered.length < BLOCK) break;
          const parsed = parseHeader(buffered.subarray(0, BLOCK));
          buffered = buffered.subarray(BLOCK);
          if (!parsed) {
            ended = true;
            break;
          }
          if (parsed.type !== '0' || !accept(parsed.name)) {
            throw new NotAnArchiveError(`an entry this backup format never holds: ${parsed.name}`);
          }
          const path = join(dir, parsed.name);
          await mkdir(dirname(path), { recursive: true });
          handle = await open(path, 'wx');
          current = {
            entry: { name: parsed.name, path, bytes: parsed.size, sha256: '' },
            left: parsed.size,
            pad: (BLOCK - (parsed.size % BLOCK)) % BLOCK,
            hash: createHash('sha256'),
          };
        }
      }
    } catch (error) {
      const code = String((error as NodeJS.ErrnoException).code ?? '');
      if (code.startsWith('Z_')) throw new NotAnArchiveError(`not a gzip file (${(error as Error).message})`);
      throw error;
    } finally {
      await handle?.close();
    }
    if (current || !ended) throw new NotAnArchiveError('the archive ends in the middle (truncated)');
    return entries;
  };
  return read();
}

/** The SHA-256 of a file, hex. */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
