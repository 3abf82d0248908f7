import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Menu, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { mediaSizes, mediaSources, mediaSrcset, mediaUrl } from '@storefront/domain/media/media.rules';
import { currencyFractionDigits, toMajorUnits } from '@storefront/domain/money/money';
import { menuPageSegments } from '@storefront/domain/navigation/route-table';
import { branchSlugOfPath } from '@storefront/domain/venue/venue.paths';
import type { InstanceRow, SupplierRow } from '../venue/venue.repository.ts';

// Search engines and link previews read the HTML shell before any script runs: the head of a page
// of a branch names the venue and branch (title, description, Open Graph) and carries schema.org
// JSON-LD (a Restaurant; on menu pages its Menu). Pure: the static plugin loads, caches and injects.

export type ShellKind = 'landing' | 'branch' | 'menu';

/** JSON-LD stays small: a preview needs the first items, not the whole menu. */
export const MAX_MENU_ITEMS = 50;
export const MAX_MENU_SECTIONS = 30;

/** The branch slug a page path names (`/{supplier_id}/...`), and what kind of page it is. */
export function shellPath(path: string): { slug: string | null; kind: ShellKind } {
  const slug = branchSlugOfPath(path);
  if (!slug) return { slug: null, kind: 'landing' };
  return { slug, kind: menuPageSegments.has(path.split('/')[2] ?? '') ? 'menu' : 'branch' };
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

/** Already serialized JSON made safe inside a `<script>`: `<`, `>` and `&` can only stand in its
 * strings, where their `\u` escapes mean the same. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface ShellData {
  /** `https://host` of the request (absolute URLs for previews). */
  origin: string;
  instance: InstanceRow;
  supplier: SupplierRow | null;
  /** The branch's menu, on menu pages. */
  menu: Menu | null;
  /** Labels of the venue's branches: the description of venue-level pages. */
  branches?: string[];
  /** The splash's logo as a data URI when it is small (catalog.service.ts), else null. */
  splashLogo?: string | null;
}

// an uploaded photo (a `media:` ref) is named by its largest WebP (docs/back-office.md#photos)
const absolute = (origin: string, ref: string) => {
  const url = mediaUrl(ref, 1280);
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
};
const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The tags to insert before `</head>` (og:url is added per request by the caller). */
export function renderShellHead({ origin, instance, supplier, menu, branches = [] }: ShellData): string {
  const title = supplier ? `${instance.name} – ${supplier.label}` : instance.name;
  const description = supplier
    ? supplier.description || supplier.address
    : [instance.name, branches.slice(0, 12).join(' · ')].filter(Boolean).join(' — ');
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    description ? meta('name', 'description', description) : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', instance.name),
    meta('property', 'og:title', title),
    description ? meta('property', 'og:description', description) : '',
    meta('property', 'og:image', absolute(origin, instance.headerLogo)),
  ];
  if (supplier) {
    tags.push(
      `<script type="application/ld+json">${jsonForScript(restaurant(origin, instance, supplier, menu))}</script>`,
    );
  }
  return tags.filter(Boolean).join('');
}

const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The splash's logo (128 CSS pixels: an uploaded logo's file at least 256 wide). */
export function splashLogoOf(instance: Pick<InstanceRow, 'preloadLogo' | 'headerLogo'>): string | null {
  return mediaUrl(instance.preloadLogo ?? instance.headerLogo, 256);
}

/** The carousel's first banner as the storefront draws it (640 wide, core/menu/components/banners.tsx). */
const LEAD_BANNER_WIDTH = 640;

/** The preload of a lead image: an uploaded photo drawn `width` wide preloads its AVIF sizes as
 * the storefront's `<picture>` picks among them (`type`: a browser without AVIF skips it); any
 * other image its URL. */
function leadImagePreload(ref: string, width?: number): string {
  const media = width ? mediaSources(ref) : null;
  if (!media || !width)
    return `<link rel="preload" as="image" href="${escapeHtml(ref)}" fetchpriority="high">`;
  const srcset = escapeHtml(mediaSrcset(media.sources, 'avif'));
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${mediaSizes(width)}" fetchpriority="high">`;
}

/**
 * The images the first view of a page paints largest, fetched from the head ahead of the scripts
 * (docs/decisions/034-largest-paint-from-the-html.md): the splash's logo (unless it travels in the
 * HTML), and on a branch's home (`/{supplier_id}`) the first carousel banner, which the storefront
 * draws above the fold.
 */
export function renderLeadImagePreloads(
  instance: Pick<InstanceRow, 'preloadLogo' | 'headerLogo'>,
  /** The branch's menu on its home page; null elsewhere. */
  homeMenu: Pick<Menu, 'banners'> | null,
  /** The logo travels in the HTML (a data URI): nothing to fetch. */
  inlineLogo = false,
): string {
  const banner = homeMenu?.banners.find((b) => b.layout_type === 'carousel');
  const logo = inlineLogo ? null : splashLogoOf(instance);
  return [
    logo ? leadImagePreload(logo) : '',
    banner?.image ? leadImagePreload(banner.image, LEAD_BANNER_WIDTH) : '',
  ].join('');
}

/**
 * The first paint while the storefront's script loads and asks for the venue's configuration
 * (spec §2 Layout, the loading splash): the venue's preload colour and logo, drawn by the server
 * so a diner who scanned a QR code never looks at a blank page. Decorative (the storefront
 * replaces it on its first render and announces its own loading).
 */
export function renderBootSplash(
  instance: Pick<InstanceRow, 'theme' | 'preloadLogo' | 'headerLogo'>,
  /** The logo as a data URI, when small enough to travel in the HTML. */
  inlineLogo: string | null = null,
): string {
  const background = (instance.theme as { preload_background?: unknown }).preload_background;
  const style =
    typeof background === 'string' && hexColour.test(background)
      ? ` style="--sf-preload-background:${background}"`
      : '';
  const logo = inlineLogo ?? splashLogoOf(instance);
  const image = logo ? `<img src="${escapeHtml(logo)}" alt="" width="128" height="128">` : '';
  return `<div class="boot-splash" aria-hidden="true"${style}>${image}</div>`;
}

function restaurant(origin: string, instance: InstanceRow, supplier: SupplierRow, menu: Menu | null) {
  const branchUrl = `${origin}/${supplier.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: instance.name,
    url: branchUrl,
    image: absolute(origin, instance.headerLogo),
    ...(supplier.description ? { description: supplier.description } : {}),
    ...(supplier.address ? { address: { '@type': 'PostalAddress', streetAddress: supplier.address } } : {}),
    ...(supplier.latitude !== null && supplier.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: supplier.latitude, longitude: supplier.longitude } }
      : {}),
    ...(supplier.phone ? { telephone: supplier.phone } : {}),
    servesCuisine: instance.categoryEstablishment,
    currenciesAccepted: instance.currency,
    hasMenu: menu ? menuLd(origin, `${branchUrl}/menu`, instance, menu) : `${branchUrl}/menu`,
  };
}

function menuLd(origin: string, url: string, instance: InstanceRow, menu: Menu) {
  const lang = instance.language;
  const parentOf = new Map(menu.categories.map((c) => [c.id, c.parent_id]));
  const mainOf = (id: string) => {
    let current = id;
    for (let hops = 0; hops < 20 && parentOf.get(current); hops++) current = parentOf.get(current)!;
    return current;
  };
  const items = new Map<string, MenuProduct[]>();
  for (const product of menu.products.slice(0, MAX_MENU_ITEMS)) {
    const main = mainOf(product.category);
    items.set(main, [...(items.get(main) ?? []), product]);
  }
  const sections = menu.categories
    .filter((c) => c.parent_id === null)
    .slice(0, MAX_MENU_SECTIONS)
    .map((c) => ({
      '@type': 'MenuSection',
      name: localized(c.name, lang),
      ...(c.image ? { image: absolute(origin, c.image) } : {}),
      hasMenuItem: (items.get(c.id) ?? []).map((p) => menuItem(origin, p, lang, menu.currency)),
    }));
  return { '@type': 'Menu', url, inLanguage: lang, hasMenuSection: sections };
}

function menuItem(origin: string, product: MenuProduct, lang: string, currency: string) {
  const digits = currencyFractionDigits(currency);
  return {
    '@type': 'MenuItem',
    name: localized(product.name, lang),
    ...(product.description ? { description: localized(product.description, lang) } : {}),
    ...(product.image ? { image: absolute(origin, product.image) } : {}),
    offers: {
      '@type': 'Offer',
      price: toMajorUnits(product.promo ?? product.price, currency).toFixed(digits),
      priceCurrency: currency,
    },
  };
}
