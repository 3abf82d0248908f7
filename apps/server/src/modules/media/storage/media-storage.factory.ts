import { join } from 'node:path';
import type { Config } from '../../../config.ts';
import { diskStorage } from './disk-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The storage the configuration names: S3 when MEDIA_S3_ENDPOINT is set, else the disk folder. */
export function mediaStorageFrom(config: Config): MediaStorage {
  if (config.MEDIA_S3_ENDPOINT) {
    return s3Storage({
      endpoint: config.MEDIA_S3_ENDPOINT,
      bucket: config.MEDIA_S3_BUCKET!,
      region: config.MEDIA_S3_REGION,
      accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID!,
      secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY!,
      prefix: config.MEDIA_S3_PREFIX ?? '',
    });
  }
  return diskStorage(config.MEDIA_DIR ?? join(config.DATA_DIR, 'media'));
}
