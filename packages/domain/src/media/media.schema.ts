import { z } from 'zod';
import { MEDIA_FORMATS } from './media.rules.ts';

/** The answer of `POST /staff/media.json` (docs/back-office.md#photos): the ref an image field
 * stores, the upright size, and every file made of it (the same list `mediaSources(ref)` gives). */
export const mediaUploadSchema = z.object({
  ref: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sources: z.array(
    z.object({ format: z.enum(MEDIA_FORMATS), width: z.number().int().positive(), url: z.string() }),
  ),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;
