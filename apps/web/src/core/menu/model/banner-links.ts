import type { Banner } from '@storefront/domain/catalog/catalog.schema';

// spec §2 Navigation rules: a banner or popup click by url type. producto opens the product
// screen, categoria the menu of that category, externo the URL in a new or the same window. For
// banner layouts, a link to the storefront's own host gets the table as `mesa` when one is known.

export type BannerLink =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string; target: '_blank' | '_self' };

export interface BannerLinkContext {
  supplierSlug: string;
  /** The host the diner is on (`location.host`). */
  currentHost: string;
  tableId: string | null;
  /** Banner layouts (carousel, grid, home) append the table; popups do not. */
  bannerLayout: boolean;
}

const safeProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Where a banner leads, or null when it leads nowhere (no url, or a URL we will not open). */
export function bannerLink(url: Banner['url'], ctx: BannerLinkContext): BannerLink | null {
  if (!url || url.param.trim() === '') return null;
  const param = encodeURIComponent(url.param.trim());
  if (url.tipe === 'producto') return { kind: 'route', to: `/${ctx.supplierSlug}/view/${param}` };
  if (url.tipe === 'categoria')
    return { kind: 'route', to: `/${ctx.supplierSlug}/menu?category_id=${param}` };
  let target: URL;
  try {
    target = new URL(url.param.trim(), `https://${ctx.currentHost}`);
  } catch {
    return null;
  }
  // javascript: and data: URLs never run from a venue's banner
  if (!safeProtocols.has(target.protocol)) return null;
  if (ctx.bannerLayout && ctx.tableId && target.host === ctx.currentHost)
    target.searchParams.set('mesa', ctx.tableId);
  return { kind: 'external', href: target.href, target: url.target };
}
