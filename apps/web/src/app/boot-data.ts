import type { InstanceConfig } from '@storefront/domain/venue/config.schema';

// The server inlines in the HTML shell what the boot would otherwise ask for first: the venue
// config, the body of GET /domain/config.json as the server sends it
// (apps/server/src/modules/catalog/shell-boot.ts, docs/decisions/032-first-paint-from-the-html.md).
// A branch's menu is not inlined: the shell's head preloads GET /catalog/{slug}/menu.json, which
// the boot's early menu request takes (docs/decisions/034-largest-paint-from-the-html.md).

export interface BootData {
  config: InstanceConfig | null;
}

/** Reads and removes the inlined data; nothing (a shell without it, or unreadable) means the boot
 * asks the API as before. */
export function readBootData(doc: Document): BootData {
  const element = doc.getElementById('sf-boot');
  if (!element) return { config: null };
  element.remove();
  try {
    const inlined = JSON.parse(element.textContent ?? '') as { config?: InstanceConfig };
    return { config: inlined.config ?? null };
  } catch {
    return { config: null };
  }
}
