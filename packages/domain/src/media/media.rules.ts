// Photos the venue uploads in the back office (docs/back-office.md#photos, ADR 101). The server
// stores each upload once, by the hash of its bytes, as WebP and AVIF at the widths below (never
// wider than the original); the image fields of products, categories, banners and the brand keep
// its ref, `media:<hash>.<width>x<height>`, and the diner's screens turn that ref into a srcset
// with `mediaSources`, knowing every file that exists from the ref alone (no request).

/** The widths an upload is made at, in CSS pixels of a phone up to a wide screen at 2x. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
/** The formats each width is stored in, best first (the `<picture>` order). */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** Largest upload the server reads, in megabytes (a phone's photo is 2–8 MB; HEIC less). */
export const MEDIA_MAX_UPLOAD_MB = 15;
/** Largest upload in bytes. */
export const MEDIA_MAX_UPLOAD_BYTES = MEDIA_MAX_UPLOAD_MB * 1024 * 1024;
/** Most pixels an upload may declare (a 48-megapixel phone camera fits); more is refused before
 * decoding, so a small file declaring 50000x50000 never gets its gigabytes of memory. */
export const MEDIA_MAX_PIXELS = 50_000_000;
/** The path the server serves the files under, on the venue's host (`/media/` itself serves the
 * images of imported venue files). */
export const MEDIA_PATH = '/media/p/';

const REF = /^media:([0-9a-f]{32})\.([1-9]\d{0,4})x([1-9]\d{0,4})$/;
const FILE = /^([0-9a-f]{32})-([1-9]\d{0,4})\.(avif|webp)$/;

export interface MediaRef {
  hash: string;
  width: number;
  height: number;
}

export interface MediaSource {
  format: MediaFormat;
  width: number;
  url: string;
}

export interface MediaSources {
  /** Every stored file, AVIF first then WebP, each narrowest first. */
  sources: MediaSource[];
  /** The original's size (the aspect ratio a screen reserves before the image arrives). */
  width: number;
  height: number;
  /** A WebP every browser we serve reads (the `<img src>`), about 640 wide. */
  fallback: string;
}

/** The ref an image field stores for an upload. */
export function mediaRefOf({ hash, width, height }: MediaRef): string {
  return `media:${hash}.${width}x${height}`;
}

/** The parts of a `media:` ref, or null for anything else (a plain URL keeps working as it was). */
export function parseMediaRef(ref: string | null | undefined): MediaRef | null {
  const match = ref ? REF.exec(ref) : null;
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

/** The widths an image of this width is stored at: each of MEDIA_WIDTHS it reaches, and its own
 * width when it is narrower than the largest (never upscaled). */
export function mediaWidthsFor(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

/** The name of one stored file: `<hash>-<width>.<format>`. */
export function mediaFileName(hash: string, width: number, format: MediaFormat): string {
  return `${hash}-${width}.${format}`;
}

/** The hash, width and format a served file name stands for, or null for any other name. */
export function parseMediaFileName(
  name: string,
): { hash: string; width: number; format: MediaFormat } | null {
  const match = FILE.exec(name);
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as MediaFormat };
}

/** **The** files of a `media:` ref, for a srcset; null when the value is not a media ref. */
export function mediaSources(ref: string | null | undefined): MediaSources | null {
  const parsed = parseMediaRef(ref);
  if (!parsed) return null;
  const widths = mediaWidthsFor(parsed.width);
  const sources = MEDIA_FORMATS.flatMap((format) =>
    widths.map((width) => ({
      format,
      width,
      url: `${MEDIA_PATH}${mediaFileName(parsed.hash, width, format)}`,
    })),
  );
  const fallbackWidth = widths.find((w) => w >= 640) ?? widths[widths.length - 1]!;
  return {
    sources,
    width: parsed.width,
    height: parsed.height,
    fallback: `${MEDIA_PATH}${mediaFileName(parsed.hash, fallbackWidth, 'webp')}`,
  };
}

/** One address for an image field, for where a single URL goes (a logo, a favicon, a preview,
 * og:image): a `media:` ref's WebP file of the least width of at least `width` (else its
 * widest); any other value unchanged. */
export function mediaUrl(ref: string, width: number): string;
export function mediaUrl(ref: string | null, width: number): string | null;
export function mediaUrl(ref: string | null, width: number): string | null {
  const parsed = parseMediaRef(ref);
  if (!parsed) return ref;
  const widths = mediaWidthsFor(parsed.width);
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1]!;
  return `${MEDIA_PATH}${mediaFileName(parsed.hash, chosen, 'webp')}`;
}

/** The `sizes` of an image drawn in a box `width` CSS pixels wide, never wider than the screen:
 * the storefront's `<picture>` and the shell's preload of the same image say the same. */
export function mediaSizes(width: number): string {
  return `min(${width}px, 100vw)`;
}

/** A `srcset` attribute of one format's sources. */
export function mediaSrcset(sources: readonly MediaSource[], format: MediaFormat): string {
  return sources
    .filter((source) => source.format === format)
    .map((source) => `${source.url} ${source.width}w`)
    .join(', ');
}
