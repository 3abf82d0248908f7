import { z } from 'zod';
import { bannerImportSchema } from '../catalog/catalog.schema.ts';
import { AA_NON_TEXT } from '../theme/theme-contrast.rules.ts';
import {
  brandImageRefs,
  defaultLanguageIsOffered,
  isServedImageRef,
  repeatedBannerKeys,
} from './brand.rules.ts';
import { langSchema, venueImportObject } from './venue.schema.ts';

// The back office's brand and venue settings on the wire (GET and PUT /staff/venue/brand.json,
// docs/back-office.md#brand): the venue's fields picked from the venue import's own schema and the
// catalogue's banners as the import takes them, so the form and the JSON file validate alike.

const brandFields = venueImportObject.pick({
  name: true,
  country_code: true,
  currency: true,
  language: true,
  theme: true,
  header: true,
  preload: true,
  meta: true,
  linktree_logo: true,
  linktree: true,
  linktree_add_suppliers: true,
  labels_buttons: true,
  socialmedia: true,
  legal: true,
  notice_contacts: true,
});

/** The languages a venue offers: at least one, each once. */
const offeredLangs = z
  .array(langSchema)
  .min(1)
  .refine((langs) => new Set(langs).size === langs.length, 'each language once');

/** The brand as the console sends it: every field, and the version it was read at. */
export const brandEditSchema = brandFields
  .extend({
    langs: offeredLangs,
    /** The menu's banners in their order; a banner left out is archived (kept, no longer shown). */
    banners: z.array(bannerImportSchema).max(100),
    /** `version` of the brand as read; a save over a newer one is refused with `stale_edit`. */
    version: z.number().int().min(1),
  })
  .superRefine((brand, ctx) => {
    if (!defaultLanguageIsOffered(brand)) {
      ctx.addIssue({ code: 'custom', path: ['language'], message: 'the default language must be offered' });
    }
    for (const [path, ref] of brandImageRefs(brand)) {
      if (ref !== null && !isServedImageRef(ref)) {
        ctx.addIssue({ code: 'custom', path, message: 'an uploaded image (/media/…) or an https URL' });
      }
    }
    for (const i of repeatedBannerKeys(brand.banners)) {
      ctx.addIssue({ code: 'custom', path: ['banners', i, 'key'], message: 'a banner key once' });
    }
  });
export type BrandEdit = z.infer<typeof brandEditSchema>;
export type BrandEditInput = z.input<typeof brandEditSchema>;

export const contrastWarningSchema = z.object({
  pair: z.enum(['titles_on_page', 'header_text_on_header', 'theme_on_page']),
  foreground: z.string(),
  background: z.string(),
  ratio: z.number(),
  required: z.number().min(AA_NON_TEXT),
});

/** The brand as the console reads it. */
export const brandSchema = brandFields.extend({
  langs: z.array(langSchema),
  banners: z.array(bannerImportSchema),
  version: z.number().int(),
  /** Whether the venue has ever taken an order: then its country and currency stay as they are. */
  sold: z.boolean(),
  /** The theme's pairs below WCAG AA (themeContrastWarnings): shown, never refused (ADR 103). */
  contrast_warnings: z.array(contrastWarningSchema),
});
export type Brand = z.infer<typeof brandSchema>;
