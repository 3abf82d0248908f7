// Plain values of the venue model the storefront's first screen needs (no zod: the schemas load
// only with the screens that validate something).
import { storefrontTopSegments } from '../navigation/route-table.ts';

/** A venue or branch slug: lowercase letters, digits and inner hyphens. */
export const slugPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const socialMediaKeys = [
  'facebook',
  'instagram',
  'twitter',
  'twitch',
  'youtube',
  'whatsapp',
  'webpage',
  'spotify',
  'tiktok',
  'tripadvisor',
] as const;

/** First path segments the server owns (API routes, static files, docs): no branch may take them
 * as its slug, because `/{supplier_id}` shares the top level with them (spec §2 route table).
 * apps/server/test/reserved-paths.api.test.ts checks every registered route is covered. */
const serverTopSegments = [
  'api',
  'domain',
  'profiles',
  'menudigital',
  'media',
  'docs',
  'healthz',
  'metrics',
  'assets',
  'staff',
  'sandbox',
  'payments',
  'purchases',
  'catalog',
  'consent',
  'cluvipay',
  'client-errors',
  'delivery',
  'booking',
  'platform',
  'favicon.ico',
  'robots.txt',
];

/** Every first path segment a branch slug may not be: the server's and the storefront's own pages. */
export const reservedSlugs: ReadonlySet<string> = new Set([...serverTopSegments, ...storefrontTopSegments]);

/** The branch slug a page path names (`/{supplier_id}/...`), or null for the venue's own pages
 * (the landing, the branch pickers and every other reserved path). */
export function branchSlugOfPath(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  return first.length >= 2 && first.length <= 63 && slugPattern.test(first) && !reservedSlugs.has(first)
    ? first
    : null;
}
