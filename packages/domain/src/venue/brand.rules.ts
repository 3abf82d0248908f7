import { parseMediaRef } from '../media/media.rules.ts';

// Rules of the brand editor (docs/back-office.md#brand) that its schema checks and the console
// shows before saving.

/** The venue's default language is one of the languages it offers: the storefront opens in it and
 * the language picker lists `langs`, so a default outside them would be a language no diner can
 * pick back. */
export function defaultLanguageIsOffered(venue: { language: string; langs: readonly string[] }): boolean {
  return venue.langs.includes(venue.language);
}

/** Banner keys said twice (the second and later, by index): a key names one banner. */
export function repeatedBannerKeys(banners: readonly { key: string }[]): number[] {
  const seen = new Set<string>();
  return banners.flatMap((banner, i) => {
    if (seen.has(banner.key)) return [i];
    seen.add(banner.key);
    return [];
  });
}

/** An image the brand editor may point at: a photo uploaded in the back office (its `media:` ref,
 * POST /staff/media.json), an image the venue import stored (`/media/…`) or an http(s) URL; never a
 * `javascript:` or `data:` URL. (The venue import also takes a file path, which it uploads itself.) */
export function isServedImageRef(ref: string): boolean {
  return parseMediaRef(ref) !== null || /^(\/media\/(?!.*\.\.)[\w./-]+|https?:\/\/\S+)$/.test(ref);
}

interface BrandImages {
  theme: { suppliers_background_image: string | null };
  header: { logo: string };
  preload: { logo: string | null };
  meta: { favicon: string | null };
  linktree_logo: { thumb: string | null };
  banners: readonly { image: string | null }[];
}

/** Every image of a brand with its path in the form. */
export function brandImageRefs(brand: BrandImages): [(string | number)[], string | null][] {
  return [
    [['header', 'logo'], brand.header.logo],
    [['preload', 'logo'], brand.preload.logo],
    [['meta', 'favicon'], brand.meta.favicon],
    [['linktree_logo', 'thumb'], brand.linktree_logo.thumb],
    [['theme', 'suppliers_background_image'], brand.theme.suppliers_background_image],
    ...brand.banners.map((b, i): [(string | number)[], string | null] => [['banners', i, 'image'], b.image]),
  ];
}
