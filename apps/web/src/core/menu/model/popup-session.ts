import type { Banner } from '@storefront/domain/catalog/catalog.schema';

// Pop-ups show once per browser session (spec §2 Layout): the ids already shown live in
// sessionStorage, which a new tab or a closed browser forgets.
const KEY = 'sf:popups-seen';

function seen(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function markPopupSeen(id: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...new Set([...seen(), id])]));
  } catch {
    // storage full or disabled: the pop-up may show again, which is harmless
  }
}

/** The first pop-up of the branch not shown yet in this session. */
export function nextPopup(banners: Banner[]): Banner | null {
  const shown = new Set(seen());
  return banners.find((b) => b.layout_type === 'popup' && b.content_popup && !shown.has(b.id)) ?? null;
}
