import {
  MEDIA_MAX_UPLOAD_BYTES,
  MEDIA_MAX_UPLOAD_MB,
  type MediaFormat,
  mediaRefOf,
  mediaSources,
  parseMediaFileName,
} from '@storefront/domain/media/media.rules';
import { mediaUploadSchema } from '@storefront/domain/media/media.schema';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { fileBytesOf, takeFileBodies } from '../../lib/file-body.ts';
import { errorAnswers } from '../../lib/http.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { hashOf, mediaContentType, processUpload } from './media.images.ts';
import { findUpload, type MediaUpload, recordUpload } from './media.repository.ts';
import type { MediaStorage } from './storage/media-storage.ts';

// Photos (docs/back-office.md#photos, docs/decisions/101-photos.md): the back office uploads the
// photo's bytes as the request body (any Content-Type: the bytes are sniffed), the server makes
// its WebP and AVIF sizes into the media storage and records the upload for the venue; the diners'
// browsers read the files at /media/p/<hash>-<width>.<format> on the venue's host, cached for a
// year (a name never changes its bytes).

function answerOf(row: Pick<MediaUpload, 'hash' | 'width' | 'height'>) {
  const ref = mediaRefOf(row);
  const { sources, width, height } = mediaSources(ref)!;
  return { ref, width, height, sources };
}

export interface MediaRoutesOptions {
  storage: MediaStorage;
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { storage }) => {
  // This plugin's routes only: every body is the photo's bytes, whatever it says it is.
  takeFileBodies(app, MEDIA_MAX_UPLOAD_BYTES);
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError(413, 'image_too_large', { max: MEDIA_MAX_UPLOAD_MB });
    }
    throw error; // the errors plugin's handler words everything else
  });

  app.post(
    '/staff/media.json',
    {
      // before the body is read: nobody's megabytes are taken in before the staff check
      onRequest: staffRequired,
      bodyLimit: MEDIA_MAX_UPLOAD_BYTES,
      schema: {
        tags: ['staff'],
        summary: `Upload a photo (JPEG, PNG, WebP or HEIC, up to ${MEDIA_MAX_UPLOAD_MB} MB, the bytes as the body)`,
        description:
          'The type is read from the bytes, never the name or Content-Type. Metadata (EXIF, GPS) is ' +
          'dropped, the photo turned upright, and WebP and AVIF made 320, 640 and 1280 wide (never ' +
          'wider than the original). The same bytes uploaded again answer the same `ref`, which is ' +
          'what image fields store.',
        headers: staffHeaders,
        response: { 200: mediaUploadSchema, ...errorAnswers(401, 403, 413, 415, 422) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const bytes = fileBytesOf(request.body);
      if (!bytes) throw new AppError(415, 'image_type_unsupported');
      const known = await findUpload(app.db, staff.instanceId, hashOf(bytes));
      if (known) return answerOf(known);
      const processed = await processUpload(bytes);
      // the files first, then the row: a row always has its files
      await Promise.all(processed.files.map((file) => storage.put(file.name, file.bytes, file.contentType)));
      await recordUpload(app.db, {
        instanceId: staff.instanceId,
        hash: processed.hash,
        width: processed.width,
        height: processed.height,
        widths: processed.widths,
        formats: [...new Set(processed.files.map((file) => file.format))],
        sourceType: processed.sourceType,
        sourceBytes: bytes.length,
        createdBy: staff.label.slice(0, 200),
      });
      return answerOf(processed);
    },
  );

  app.get(
    '/media/p/:file',
    {
      schema: {
        tags: ['config'],
        summary: "One size of a venue's uploaded photo (immutable; 404 on another venue's host)",
        params: z.object({ file: z.string().max(60) }),
      },
    },
    async (request, reply) => {
      const instanceId = requireInstanceId(request);
      const file = parseMediaFileName(request.params.file);
      const upload = file ? await findUpload(app.db, instanceId, file.hash) : null;
      if (!file || !upload?.widths.includes(file.width) || !upload.formats.includes(file.format)) {
        throw new AppError(404, 'not_found');
      }
      const bytes = await storage.get(request.params.file);
      if (!bytes) throw new AppError(404, 'not_found');
      return reply
        .type(mediaContentType(file.format as MediaFormat))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
