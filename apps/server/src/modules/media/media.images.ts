import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import {
  MEDIA_FORMATS,
  MEDIA_MAX_PIXELS,
  type MediaFormat,
  mediaFileName,
  mediaWidthsFor,
} from '@storefront/domain/media/media.rules';
import type { Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { oneAtATime } from '../../lib/one-at-a-time.ts';
import type { HeicAnswer, HeicJob } from './heic.worker.ts';

// One upload made into the files the diners get (docs/decisions/101-photos.md): the type sniffed
// from the bytes, a decompression bomb refused before decoding, the photo turned upright by its
// EXIF orientation, every metadata block dropped (EXIF with GPS, XMP, IPTC; sharp writes none
// unless asked), and WebP and AVIF made at each width of `mediaWidthsFor`, never upscaled.

export type SourceType = 'jpeg' | 'png' | 'webp' | 'heic';

const contentTypes: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
export const mediaContentType = (format: MediaFormat) => contentTypes[format];

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The type the bytes are, by their signature (never the file's name or the request's
 * Content-Type), or null for anything else: a PDF named .jpg, an SVG, a GIF, a TIFF. HEIC is an
 * ISO-BMFF `ftyp` box naming an HEVC brand (an AVIF, also ISO-BMFF, is not taken). */
export function sniffImageType(bytes: Uint8Array): SourceType | null {
  if (bytes.length < 16) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), 256, bytes.length);
    // the major brand (8..12), then the compatible brands after the minor version (16..)
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands[0] !== 'avif' && brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}

export interface ProcessedImage {
  /** The first 32 hex digits of the SHA-256 of the uploaded bytes. */
  hash: string;
  sourceType: SourceType;
  /** The upright size of the original. */
  width: number;
  height: number;
  widths: number[];
  files: { name: string; format: MediaFormat; width: number; contentType: string; bytes: Buffer }[];
}

export function hashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

const tooManyPixels = () =>
  new AppError(422, 'image_too_many_pixels', { max: Math.round(MEDIA_MAX_PIXELS / 1_000_000) });
const unreadable = () => new AppError(422, 'image_unreadable');

interface RawInfo {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}
/** sharp's refusal of an image declaring more pixels than `limitInputPixels`, read from its header. */
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** How long the HEIC worker stays after its last photo: libheif is compiled again after that. */
const HEIC_WORKER_IDLE_MS = 60_000;

/** The one HEIC worker of this process (heic.worker.ts), made at the first HEIC and ended after a
 * minute without one; photos are decoded there one after another. */
const heicWorker = (() => {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (answer: HeicAnswer) => void; reject: (error: Error) => void }
  >();
  const fail = (error: Error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
    worker = null;
  };
  const start = () => {
    const made = new Worker(new URL('./heic.worker.ts', import.meta.url));
    made.on('message', ({ id, answer }: { id: number; answer: HeicAnswer }) => {
      waiting.get(id)?.resolve(answer);
      waiting.delete(id);
      if (waiting.size === 0) {
        idle = setTimeout(() => {
          if (worker === made && waiting.size === 0) {
            worker = null;
            void made.terminate();
          }
        }, HEIC_WORKER_IDLE_MS).unref();
      }
    });
    made.on('error', fail);
    made.on('exit', (code) => {
      if (worker === made) fail(new Error(`heic worker exited with ${code}`));
    });
    made.unref();
    return made;
  };
  return (bytes: Uint8Array): Promise<HeicAnswer> => {
    clearTimeout(idle);
    worker ??= start();
    const id = nextId++;
    const answer = new Promise<HeicAnswer>((resolve, reject) => waiting.set(id, { resolve, reject }));
    worker.postMessage({ id, bytes, maxPixels: MEDIA_MAX_PIXELS } satisfies HeicJob);
    return answer;
  };
})();

/** The upload's pixels, upright, decoded once (`raw`: its size and channels); the HEIC by libheif
 * (sharp's prebuilt libvips reads HEIF containers but has no HEVC decoder). Every size is made
 * from these with a pipeline of its own: `clone()` of one pipeline over raw pixels held the event
 * loop up to half a second per photo (bench/photos.ts), a new pipeline each did not, and each size
 * from the compressed upload would decode it six times. */
/** sharp (libvips), loaded on the first photo: about 20 MB a server that never gets an upload
 * should not hold from start-up. */
const loadSharp = async () => (await import('sharp')).default;

async function decodeUpload(bytes: Uint8Array, type: SourceType): Promise<{ pixels: Buffer; raw: RawInfo }> {
  const sharp = await loadSharp();
  if (type === 'heic') {
    const decoded = await heicWorker(bytes);
    if (!decoded.ok) throw decoded.reason === 'too_many_pixels' ? tooManyPixels() : unreadable();
    // libheif applies the HEIF's own rotation and mirroring (irot/imir) as it decodes; a camera's
    // HEIC has no transparency, so three channels go on
    const rgba = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
    const { width, height } = decoded;
    const pixels = await sharp(rgba, { raw: { width, height, channels: 4 } })
      .removeAlpha()
      .raw()
      .toBuffer();
    return { pixels, raw: { width, height, channels: 3 } };
  }
  // The pixel limit is checked from the header before any pixel is decoded; `failOn: 'warning'`
  // refuses a truncated or corrupt file instead of encoding its grey remainder.
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning', sequentialRead: true } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : unreadable();
  }
  if (metadata.format !== type) throw new AppError(415, 'image_type_unsupported');
  if (!metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) throw tooManyPixels();
  try {
    const { data, info } = await sharp(bytes, options)
      .autoOrient()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : unreadable();
  }
}

/** The upload's files, or a translated refusal (415 type, 422 pixels or unreadable). One upload
 * at a time per process (lib/one-at-a-time.ts): the next waits for the photo before it. */
export const processUpload = oneAtATime(makeFiles);

async function makeFiles(bytes: Uint8Array): Promise<ProcessedImage> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError(415, 'image_type_unsupported');
  const { pixels, raw } = await decodeUpload(bytes, type);
  const sharp = await loadSharp();
  const widths = mediaWidthsFor(raw.width);
  const hash = hashOf(bytes);
  try {
    const files = await Promise.all(
      widths.flatMap((w) =>
        MEDIA_FORMATS.map(async (format) => {
          const resized = sharp(pixels, { raw }).resize({ width: w, withoutEnlargement: true });
          const encoded =
            format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80 });
          return {
            name: mediaFileName(hash, w, format),
            format,
            width: w,
            contentType: mediaContentType(format),
            bytes: await encoded.toBuffer(),
          };
        }),
      ),
    );
    return { hash, sourceType: type, width: raw.width, height: raw.height, widths, files };
  } catch {
    throw unreadable();
  }
}
