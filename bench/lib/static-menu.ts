import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { webDist } from './paths.ts';
import { request } from './request.ts';

// The yardstick of the on-table menu's LCP (docs/decisions/032-first-paint-from-the-html.md): a static HTML page with the same
// menu — every category and product, with its image, description and price, under the build's own
// stylesheet — served by the same server from the build folder, with no script at all.

export const STATIC_MENU_FILE = 'bench-static-menu.html';
const staticMenuPath = join(webDist, STATIC_MENU_FILE);

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page, in the venue's language. */
export function staticMenuHtml(menu: Menu, title: string, lang: string): string {
  const shell = readFileSync(join(webDist, 'index.html'), 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]*>/.exec(shell)?.[0] ?? '';
  const sections = menu.categories
    .map((category) => {
      const products = menu.products.filter((product) => product.category === category.id);
      if (products.length === 0) return '';
      const items = products
        .map((product) => {
          const image = product.image
            ? `<img src="${escapeText(product.image)}" alt="" width="96" height="96" class="size-24 rounded-lg object-cover">`
            : '';
          const description = product.description
            ? `<p class="text-muted">${escapeText(localized(product.description, lang))}</p>`
            : '';
          return (
            `<li class="flex gap-3 py-3">${image}<div><h3 class="font-semibold">${escapeText(localized(product.name, lang))}</h3>` +
            `${description}<p>${escapeText(formatMoney(product.promo ?? product.price, menu.currency))}</p></div></li>`
          );
        })
        .join('');
      return `<section><h2 class="py-2 text-xl font-bold">${escapeText(localized(category.name, lang))}</h2><ul>${items}</ul></section>`;
    })
    .join('');
  return (
    `<!doctype html><html lang="${escapeText(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="description" content="${escapeText(title)}"><title>${escapeText(title)}</title>${stylesheet}</head>` +
    `<body><main class="mx-auto max-w-3xl px-4"><h1 class="text-2xl font-bold">${escapeText(title)}</h1>${sections}</main></body></html>`
  );
}

/** The server lists the build's files when it starts: the page must exist by then. */
export function reserveStaticMenu(): void {
  writeFileSync(staticMenuPath, '<!doctype html><title>menu</title>');
}

/** Writes the page with the menu the running server serves for a branch of the venue at `host`;
 * returns its path. */
export async function writeStaticMenu(origin: string, host: string, slug: string): Promise<string> {
  const get = async <T>(path: string): Promise<T> => {
    const answer = await request(origin, path, { headers: { host } });
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
    return answer.body as T;
  };
  const [config, menu] = await Promise.all([
    get<{ name: string; language: string }>('/domain/config.json'),
    get<Menu>(`/catalog/${slug}/menu.json`),
  ]);
  writeFileSync(staticMenuPath, staticMenuHtml(menu, config.name, config.language));
  return `/${STATIC_MENU_FILE}`;
}

export function removeStaticMenu(): void {
  rmSync(staticMenuPath, { force: true });
}
