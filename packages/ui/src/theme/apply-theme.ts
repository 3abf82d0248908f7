import { mediaUrl } from '@storefront/domain/media/media.rules';
import { AA_NORMAL_TEXT, contrastRatio, readableText } from '@storefront/domain/theme/contrast';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';

/** Venue colours become CSS custom properties (architecture §9); text colours are checked for AA
 * contrast against their background and replaced when unreadable. */
export function applyTheme(venue: InstanceConfig): void {
  const { theme } = venue;
  const onPage = readableText(theme.page_bgcolor, theme.dark ? '#f4f4f4' : '#1a1a1a');
  const titles =
    contrastRatio(theme.titles_txt_color, theme.page_bgcolor) >= AA_NORMAL_TEXT
      ? theme.titles_txt_color
      : onPage;
  const vars: Record<string, string> = {
    '--sf-theme-color': theme.theme_color,
    '--sf-on-theme-color': readableText(theme.theme_color),
    '--sf-titles-txt-color': titles,
    '--sf-page-bgcolor': theme.page_bgcolor,
    '--sf-on-page-color': onPage,
    '--sf-header-bgcolor': theme.header_bgcolor,
    '--sf-header-txt-color': readableText(theme.header_bgcolor, theme.header_txt_color),
    '--sf-preload-background': theme.preload_background,
  };
  const root = document.documentElement;
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  root.style.colorScheme = theme.dark ? 'dark' : 'light';

  document.title = venue.name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.header_bgcolor);
  if (venue.meta.favicon) {
    const link =
      document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.createElement('link');
    link.rel = 'icon';
    link.href = mediaUrl(venue.meta.favicon, 64);
    document.head.append(link);
  }
  if (venue.style_custom) {
    const style = document.createElement('style');
    style.dataset.venueStyle = '';
    style.textContent = venue.style_custom;
    document.head.append(style);
  }
}
