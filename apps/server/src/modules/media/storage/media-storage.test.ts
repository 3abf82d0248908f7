import { readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../../../test/support/app.ts';
import { startTestS3, type TestS3 } from '../../../../test/support/s3-server.ts';
import { diskStorage } from './disk-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { s3Storage } from './s3-storage.ts';

// The media storage's two adapters against the real thing: a folder on disk, and an S3-compatible
// server (test/support/s3-server.ts) that checks every request's Signature Version 4.

const bytes = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 some image bytes');
const name = '0123456789abcdef0123456789abcdef-320.webp';

function behavesAsAStore(open: () => MediaStorage) {
  it('gives back what was put, and null for a name never put', async () => {
    const storage = open();
    await storage.put(name, bytes, 'image/webp');
    expect(await storage.get(name)).toEqual(bytes);
    expect(await storage.get('0123456789abcdef0123456789abcdef-640.webp')).toBeNull();
  });

  it('takes the same name twice (content-addressed: the same bytes)', async () => {
    const storage = open();
    await storage.put(name, bytes, 'image/webp');
    await storage.put(name, bytes, 'image/webp');
    expect(await storage.get(name)).toEqual(bytes);
  });
}

describe('disk storage', () => {
  const dir = tempDir('sf-media-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  behavesAsAStore(() => diskStorage(`${dir}/media`));

  it('leaves no temporary file behind and refuses names it did not make', async () => {
    const storage = diskStorage(`${dir}/media`);
    await storage.put(name, bytes, 'image/webp');
    expect(readdirSync(`${dir}/media`)).toEqual([name]);
    await expect(storage.put('../escape.webp', bytes, 'image/webp')).rejects.toThrow(/bad name/);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/bad name/);
  });
});

describe('S3-compatible storage', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.close());
  const options = (changes: Partial<Parameters<typeof s3Storage>[0]> = {}) => ({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    prefix: 'media/',
    ...changes,
  });

  behavesAsAStore(() => s3Storage(options()));

  it('stores under the prefix with the content type and an immutable Cache-Control', async () => {
    await s3Storage(options()).put(name, bytes, 'image/webp');
    const object = s3.objects.get(`media/${name}`);
    expect(object?.contentType).toBe('image/webp');
    expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('fails, storing nothing, when its signature is wrong (another secret or region)', async () => {
    const before = s3.refused;
    const other = 'other-0123456789abcdef0123456789abcdef-320.webp';
    await expect(
      s3Storage(options({ secretAccessKey: 'not-the-secret' })).put(other, bytes, 'image/webp'),
    ).rejects.toThrow(/403/);
    await expect(s3Storage(options({ region: 'us-east-1' })).get(name)).rejects.toThrow(/403/);
    expect(s3.refused).toBeGreaterThan(before);
    expect(s3.objects.has(`media/${other}`)).toBe(false);
  });
});
