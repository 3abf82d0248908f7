import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { MediaUpload } from '@storefront/domain/media/media.schema';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRASA,
  createTestApp,
  type ErrorBody,
  fileApp,
  platformHost,
  storeName,
  tempDir,
} from '../../../test/support/app.ts';
import { startTestS3, type TestS3 } from '../../../test/support/s3-server.ts';
import { rowsOf } from '../../db/client.ts';
import { createStaffToken } from '../staff/staff.auth.ts';

// Photos (docs/back-office.md#photos, ADR 101) through the real server, real sharp and real
// files: what an upload makes, what it strips, how it is served and to whom, and every bad upload
// refused with its translated error and nothing stored. The permissions of the route, role by
// role, are in staff-session.api.test.ts ("the permissions table, route by route").

const mediaDir = tempDir('sf-media-api-');
const t = fileApp(() => createTestApp({ MEDIA_DIR: mediaDir }));
const TAQUERIA = platformHost('taqueria-el-sol');
let token: string;

beforeAll(async () => {
  const instanceId = (await t.app.tenancy.resolve(BRASA))!;
  token = await createStaffToken(t.database.db, instanceId, 'photos test');
});
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const upload = (body: Buffer, contentType = 'image/jpeg', host = BRASA) =>
  t.app.inject({
    method: 'POST',
    url: '/staff/media.json',
    headers: { host, authorization: `Bearer ${token}`, 'content-type': contentType, lang: 'en' },
    body,
  });

const read = (url: string, host = BRASA) => t.app.inject({ method: 'GET', url, headers: { host } });

async function uploadsCount(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from media_uploads`),
  );
  return row!.n;
}
const filesStored = () => {
  try {
    return readdirSync(mediaDir).length;
  } catch {
    return 0;
  }
};

/** A photo as a phone takes it: a gradient, EXIF with the camera and GPS position, lying on its
 * side with orientation 6 (turn 90° clockwise to show). */
async function phoneJpeg(width = 1600, height = 1200): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 120;
    pixels[i + 2] = 60;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 9', Copyright: 'La Brasa' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '4/1 39/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 3/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A valid PNG header declaring width x height, with one tiny compressed row: a decompression bomb
 * when the size is huge. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'binary'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * 16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const heicFixture = () => readFileSync(new URL('../../../test/support/fixtures/photo.heic', import.meta.url));

/** The HEIC fixture with its declared size (its `ispe` property) changed: a bomb libheif would
 * allocate width x height x 4 bytes for. */
function heicDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(heicFixture());
  const at = bytes.indexOf('ispe');
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}

describe(`photo uploads (${storeName})`, () => {
  let jpeg: Buffer;
  let answer: MediaUpload;

  it('makes WebP and AVIF at 320, 640 and 1280 of a phone photo, upright, with no metadata', async () => {
    jpeg = await phoneJpeg();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined(); // the fixture does carry EXIF and GPS
    const res = await upload(jpeg, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    answer = res.json<MediaUpload>();
    // stored lying down (1600x1200, orientation 6): upright it is 1200 wide and 1600 high
    expect(answer).toMatchObject({ width: 1200, height: 1600 });
    expect(answer.ref).toMatch(/^media:[0-9a-f]{32}\.1200x1600$/);
    expect(answer.sources.map((s) => `${s.format}@${s.width}`)).toEqual([
      'avif@320',
      'avif@640',
      'avif@1200', // 1200 wide: its own width instead of 1280, never upscaled
      'webp@320',
      'webp@640',
      'webp@1200',
    ]);
    for (const source of answer.sources) {
      const file = await read(source.url);
      expect(file.statusCode, source.url).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${source.format}`);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(source.format);
      expect(meta.exif, `${source.url} keeps no EXIF`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.width).toBeLessThanOrEqual(1200);
      expect(meta.height! > meta.width!).toBe(true); // upright
    }
  });

  it('answers the same ref for the same bytes, stored once', async () => {
    const rows = await uploadsCount();
    const files = filesStored();
    const again = await upload(jpeg, 'image/jpeg');
    expect(again.statusCode).toBe(200);
    expect(again.json<MediaUpload>().ref).toBe(answer.ref);
    expect(await uploadsCount()).toBe(rows);
    expect(filesStored()).toBe(files);
  });

  it('reads PNG and WebP, by their bytes whatever the Content-Type says, and never upscales a small one', async () => {
    const png = await sharp({ create: { width: 500, height: 250, channels: 4, background: '#c0392b' } })
      .png()
      .toBuffer();
    const pngRes = await upload(png, 'text/plain');
    expect(pngRes.statusCode, pngRes.body).toBe(200);
    const pngAnswer = pngRes.json<MediaUpload>();
    expect(pngAnswer).toMatchObject({ width: 500, height: 250 });
    expect([...new Set(pngAnswer.sources.map((s) => s.width))]).toEqual([320, 500]);

    const webp = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2e86de' } })
      .webp()
      .toBuffer();
    const webpRes = await upload(webp, 'image/png');
    expect(webpRes.statusCode, webpRes.body).toBe(200);
    expect([...new Set(webpRes.json<MediaUpload>().sources.map((s) => s.width))]).toEqual([300]);
  });

  it('reads HEIC, as an iPhone sends it', async () => {
    const res = await upload(heicFixture(), 'image/heic');
    expect(res.statusCode, res.body).toBe(200);
    const heicAnswer = res.json<MediaUpload>();
    expect(heicAnswer).toMatchObject({ width: 400, height: 300 });
    const file = await read(heicAnswer.sources.find((s) => s.format === 'webp')!.url);
    expect(file.statusCode).toBe(200);
    const { data } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // the fixture is one colour, rgb(200, 80, 40): the decode kept it
    expect(Math.abs(data[0]! - 200)).toBeLessThan(12);
    expect(Math.abs(data[1]! - 80)).toBeLessThan(12);
  });

  it("serves a venue's photo on its own host only: 404 on another venue's", async () => {
    const url = answer.sources[0]!.url;
    expect((await read(url, TAQUERIA)).statusCode).toBe(404);
    expect((await read(url.replace(/-\d+\./, '-999.'))).statusCode).toBe(404);
    expect((await read('/media/p/not-a-file.webp')).statusCode).toBe(404);
  });

  it('asks for the staff before reading a byte', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/staff/media.json',
      headers: { host: BRASA, 'content-type': 'image/jpeg' },
      body: jpeg,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe(`bad photos change nothing (${storeName})`, () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, number, string][] = [
    ['a 50 MB upload', () => Buffer.alloc(50 * 1024 * 1024, 0xff), 'image/jpeg', 413, 'image_too_large'],
    [
      'a PDF named .jpg sent as image/jpeg',
      () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
      'image/jpeg',
      415,
      'image_type_unsupported',
    ],
    [
      'an SVG with a script',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
        ),
      'image/svg+xml',
      415,
      'image_type_unsupported',
    ],
    [
      'a decompression bomb (a tiny PNG declaring 50000x50000)',
      () => pngDeclaring(50_000, 50_000),
      'image/png',
      422,
      'image_too_many_pixels',
    ],
    [
      'an HEIC declaring 50000x50000',
      () => heicDeclaring(50_000, 50_000),
      'image/heic',
      422,
      'image_too_many_pixels',
    ],
    [
      'a truncated JPEG',
      async () => (await phoneJpeg(800, 600)).subarray(0, 4_000),
      'image/jpeg',
      422,
      'image_unreadable',
    ],
    ['an empty body', () => Buffer.alloc(0), 'image/jpeg', 415, 'image_type_unsupported'],
  ];

  it.each(cases)('refuses %s with its translated error', async (_name, make, contentType, status, key) => {
    const rows = await uploadsCount();
    const files = filesStored();
    const res = await upload(await make(), contentType);
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json<ErrorBody>();
    expect(body.key).toBe(key);
    expect(body.message).not.toBe(key);
    if (key === 'image_too_large') expect(body.message).toBe('The photo is larger than 15 MB.');
    if (key === 'image_too_many_pixels') expect(body.params).toEqual({ max: 50 });
    expect(await uploadsCount()).toBe(rows);
    expect(filesStored()).toBe(files);
  });
});

describe(`photos in an S3-compatible store (${storeName})`, () => {
  let s3: TestS3;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    s3 = await startTestS3();
    app = await createTestApp({
      MEDIA_S3_ENDPOINT: s3.endpoint,
      MEDIA_S3_BUCKET: s3.bucket,
      MEDIA_S3_REGION: s3.region,
      MEDIA_S3_ACCESS_KEY_ID: s3.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      MEDIA_S3_PREFIX: 'photos/',
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('writes the sizes to the bucket and serves them from it', async () => {
    const instanceId = (await app.app.tenancy.resolve(BRASA))!;
    const bearer = await createStaffToken(app.database.db, instanceId, 'photos s3 test');
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#16a085' } })
      .png()
      .toBuffer();
    const res = await app.app.inject({
      method: 'POST',
      url: '/staff/media.json',
      headers: { host: BRASA, authorization: `Bearer ${bearer}`, 'content-type': 'image/png' },
      body: png,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { sources } = res.json<MediaUpload>();
    expect(sources).toHaveLength(6);
    for (const source of sources) {
      expect(s3.objects.has(`photos/${source.url.split('/').pop()}`), source.url).toBe(true);
      const file = await app.app.inject({ method: 'GET', url: source.url, headers: { host: BRASA } });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(s3.objects.get(`photos/${source.url.split('/').pop()}`)!.bytes)).toBe(
        true,
      );
    }
    expect(s3.refused).toBe(0);
  });
});
