import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import type { EarlyMenu } from './early-menu.ts';

// The server inlines in the HTML shell what the boot would otherwise ask for first: the venue
// config and, on a branch's page, its menu (apps/server/src/modules/catalog/shell-boot.ts,
// docs/decisions/032-first-paint-from-the-html.md). Both are the bodies of GET
// /domain/config.json and GET /catalog/{slug}/menu.json as the server sends them.

export interface BootData {
  config: InstanceConfig | null;
  menu: EarlyMenu | null;
}

interface Inlined {
  config?: InstanceConfig;
  menu?: { slug: string; data: Menu };
}

/** Reads and removes the inlined data; nothing (a shell without it, or unreadable) means the boot
 * asks the API as before. */
export function readBootData(doc: Document): BootData {
  const element = doc.getElementById('sf-boot');
  if (!element) return { config: null, menu: null };
  element.remove();
  try {
    const inlined = JSON.parse(element.textContent ?? '') as Inlined;
    const menu = inlined.menu;
    return {
      config: inlined.config ?? null,
      menu: menu ? { slug: menu.slug, menu: Promise.resolve(menu.data) } : null,
    };
  } catch {
    return { config: null, menu: null };
  }
}
