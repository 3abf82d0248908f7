import { scriptSafeJson } from './catalog.seo.ts';

// First render without waiting for the API (docs/decisions/032-first-paint-from-the-html.md): the
// HTML shell of a page carries what the storefront's boot would otherwise ask for first — the
// venue config and the branch's menu, inlined as JSON. Pure: the static plugin loads, caches and
// injects.

/** The element the storefront's boot reads (apps/web/src/app/boot-data.ts): the bodies of
 * GET /domain/config.json and, on a branch's page, GET /catalog/{slug}/menu.json, as served. */
export function renderBootData(configJson: string, menu: { slug: string; json: string } | null): string {
  const menuPart = menu ? `,"menu":{"slug":${JSON.stringify(menu.slug)},"data":${menu.json}}` : '';
  return `<script id="sf-boot" type="application/json">${scriptSafeJson(`{"config":${configJson}${menuPart}}`)}</script>`;
}
