import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { describe, expect, it } from 'vitest';
import { applyTheme } from './apply-theme.ts';

const venue = {
  name: 'Demo',
  meta: { favicon: null },
  style_custom: null,
  theme: {
    dark: false,
    theme_color: '#ffd23f',
    titles_txt_color: '#fafafa',
    page_bgcolor: '#ffffff',
    header_bgcolor: '#0f5c4d',
    header_txt_color: '#ffffff',
    preload_background: '#0f5c4d',
    suppliers_background_image: null,
  },
} as unknown as InstanceConfig;

describe('applyTheme', () => {
  it('turns the venue colours into CSS custom properties and sets the title', () => {
    applyTheme(venue);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--sf-theme-color')).toBe('#ffd23f');
    expect(style.getPropertyValue('--sf-header-txt-color')).toBe('#ffffff');
    expect(document.title).toBe('Demo');
  });
  it('replaces text colours that would not read on their background', () => {
    applyTheme(venue);
    const style = document.documentElement.style;
    // light yellow buttons get dark text; near-white titles on white become the page text colour
    expect(style.getPropertyValue('--sf-on-theme-color')).toBe('#111111');
    expect(style.getPropertyValue('--sf-titles-txt-color')).not.toBe('#fafafa');
  });
});
