import { escapeHtml, scriptSafeJson } from './catalog.seo.ts';

// First render without waiting for the API (docs/decisions/032-first-paint-from-the-html.md): the
// HTML shell of a page carries the venue config inlined as JSON, and on a branch's page asks for
// the branch's menu from its head, beside the scripts, rather than inlining it: 400 KB of JSON in
// the HTML held the first paint until the browser had parsed it
// (docs/decisions/034-largest-paint-from-the-html.md). Pure: the static plugin loads, caches and
// injects.

/** The element the storefront's boot reads (apps/web/src/app/boot-data.ts): the body of
 * GET /domain/config.json, as served. */
export function renderBootData(configJson: string): string {
  return `<script id="sf-boot" type="application/json">${scriptSafeJson(`{"config":${configJson}}`)}</script>`;
}

/** The branch's menu fetched at once, at the URL and in the mode of the storefront's own request
 * (apps/web/src/app/early-menu.ts), which then takes the preloaded answer. */
export function renderMenuPreload(slug: string): string {
  const href = `/catalog/${encodeURIComponent(slug)}/menu.json`;
  return `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous">`;
}
