import { afterEach, describe, expect, it } from 'vitest';
import { useDinerStore } from '../core/session/model/diner-store.ts';
import { venueFixture } from '../test/fixtures.ts';
import { resetApp } from '../test/render.tsx';
import { loadPixelsAfterConsent } from './startup.ts';

// The venue's analytics pixels load only after cookie consent (architecture §8), their code only
// then (docs/decisions/063-entry-without-what-the-first-render-skips.md).

const pixelScripts = () =>
  [...document.querySelectorAll('script[data-pixel]')].map((s) => s.getAttribute('src'));

/** Resolves once the pixels' lazily imported code has run (or the wait ran out). */
async function settled(): Promise<void> {
  for (let i = 0; i < 50 && pixelScripts().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
}

afterEach(() => {
  resetApp();
  for (const script of document.querySelectorAll('script[data-pixel]')) script.remove();
  const w = window as unknown as Record<string, unknown>;
  delete w.dataLayer;
  delete w.gtag;
  delete w.fbq;
});

describe('loadPixelsAfterConsent', () => {
  const venue = { ...venueFixture(), pixel_google_analytics: 'G-TEST', pixel_facebook_analytics: '1234' };

  it('loads nothing before consent, and both pixels once the diner accepts cookies', async () => {
    loadPixelsAfterConsent(venue);
    await settled();
    expect(pixelScripts()).toEqual([]);

    useDinerStore.getState().acceptCookies();
    await settled();
    expect(pixelScripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect((window as unknown as { dataLayer: unknown[][] }).dataLayer.at(-1)).toEqual(['config', 'G-TEST']);
  });

  it('loads them at once for a diner who accepted before, and never for a venue without pixels', async () => {
    useDinerStore.getState().acceptCookies();
    loadPixelsAfterConsent(venueFixture());
    await settled();
    expect(pixelScripts()).toEqual([]);
    loadPixelsAfterConsent({ ...venueFixture(), pixel_google_analytics: 'G-TEST' });
    await settled();
    expect(pixelScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST']);
  });
});
