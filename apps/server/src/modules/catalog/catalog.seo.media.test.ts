import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import { describe, expect, it } from 'vitest';
import { renderBootSplash, renderLeadImagePreloads } from './catalog.seo.ts';

// An uploaded photo's ref (`media:<hash>.<w>x<h>`, docs/back-office.md#photos) is no URL: where
// the shell names an image, it names one of the photo's files instead.

const hash = '0123456789abcdef0123456789abcdef';
const logo = `media:${hash}.800x800`;
const banner = `media:${'f'.repeat(32)}.1600x700`;
const venue = { preloadLogo: null, headerLogo: logo };
const homeMenu = {
  banners: [{ layout_type: 'carousel', image: banner }],
} as unknown as Pick<Menu, 'banners'>;

describe('the shell with uploaded photos', () => {
  it("preloads the logo's file and the lead banner's AVIF sizes as the storefront's picture picks them", () => {
    const preloads = renderLeadImagePreloads(venue, homeMenu);
    expect(preloads).toContain(`href="/media/p/${hash}-320.webp"`);
    expect(preloads).toContain(
      `type="image/avif" imagesrcset="/media/p/${'f'.repeat(32)}-320.avif 320w, /media/p/${'f'.repeat(32)}-640.avif 640w, /media/p/${'f'.repeat(32)}-1280.avif 1280w" imagesizes="min(640px, 100vw)"`,
    );
    expect(preloads).not.toContain('media:');
  });

  it("draws the splash with the logo's file", () => {
    expect(renderBootSplash({ theme: {}, ...venue })).toContain(`<img src="/media/p/${hash}-320.webp"`);
  });
});
