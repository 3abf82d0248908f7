import { AwsClient } from 'aws4fetch';
import type { MediaStorage } from './media-storage.ts';

export interface S3Options {
  /** The service's URL, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every name, e.g. `media/` (may be empty). */
  prefix: string;
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…), reached with path-style
 * URLs (`<endpoint>/<bucket>/<key>`) and Signature Version 4 (aws4fetch signs each request). Only
 * PutObject and GetObject are used. */
export function s3Storage(options: S3Options): MediaStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 2,
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/`;
  const urlOf = (name: string) => `${base}${options.prefix}${encodeURIComponent(name)}`;
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      const res = await client.fetch(urlOf(name), {
        method: 'PUT',
        body: bytes,
        headers: {
          'content-type': contentType,
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
      if (!res.ok) {
        throw new Error(
          `media storage: S3 PUT ${name} answered ${res.status}: ${(await res.text()).slice(0, 300)}`,
        );
      }
      await res.arrayBuffer();
    },
    async get(name) {
      const res = await client.fetch(urlOf(name), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) {
        throw new Error(
          `media storage: S3 GET ${name} answered ${res.status}: ${(await res.text()).slice(0, 300)}`,
        );
      }
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
