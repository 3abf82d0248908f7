import { resolveLang } from '@storefront/domain/i18n/lang.rules';
import { parseServiceCode } from '@storefront/domain/order/service.rules';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { diner } from '../core/session/model/diner-store.ts';
import { installErrorReporting } from '../core/session/model/error-reporting.ts';
import { ensureProfile, ensureSession, recordAcquisition } from '../core/session/model/startup-sequence.ts';
import { startTracker } from '../core/session/model/tracker.ts';
import { getConfig } from '../core/venue/api/get-config.ts';
import { loadLanguage, setLanguage } from '../i18n/i18n.ts';
import { serviceHeaders, setRequestContext } from '@storefront/ui/lib/api-client.ts';
import { applyTheme } from '@storefront/ui/theme/apply-theme.ts';

/** Keeps the spec §7 headers (supplier_id, service, subservice) in step with the diner; returns
 * the unsubscribe. */
export function syncRequestContext(venue: InstanceConfig): () => void {
  const sync = () => {
    const state = diner.get();
    const branch = venue.suppliers.find((s) => s.slug === state.supplierSlug);
    setRequestContext({
      supplier_id: branch ? String(branch.id) : '',
      service: '',
      subservice: '',
      ...serviceHeaders(state),
    });
  };
  sync();
  return diner.subscribe(sync);
}

/** The pixels' code loads only for a venue that has pixels, once the diner consents: no first
 * render pays for it (docs/decisions/063-entry-without-what-the-first-render-skips.md). */
function loadAnalyticsPixels(venue: InstanceConfig): void {
  void import('../core/session/model/analytics-pixels.ts').then(
    (pixels) => pixels.loadAnalyticsPixels(venue),
    () => {},
  );
}

/** The venue's analytics pixels, once the diner has accepted cookies (architecture §8). */
export function loadPixelsAfterConsent(venue: InstanceConfig): void {
  if (!venue.pixel_google_analytics && !venue.pixel_facebook_analytics) return;
  if (diner.get().legal.cookiesAccepted) {
    loadAnalyticsPixels(venue);
    return;
  }
  const stop = diner.subscribe((state) => {
    if (!state.legal.cookiesAccepted) return;
    stop();
    loadAnalyticsPixels(venue);
  });
}

/**
 * Startup in the order of spec §4: load the venue config; create a tracking session if none is
 * stored; apply the theme and set the language; record acquisition data; then the profile. The
 * last steps run in the background and never hold the first render. A config the server inlined in
 * the page (app/boot-data.ts) stands for the first step.
 */
export async function startVenue(url: URL, inlined: InstanceConfig | null = null): Promise<InstanceConfig> {
  const venue = inlined ?? (await getConfig());
  // The language is known as soon as the venue is: every call from here on carries it (spec §7).
  const lang = resolveLang(venue, diner.get().lang);
  setRequestContext({ customer_id: String(venue.id), lang });
  const active = venue.status !== 'locked';
  if (active) void ensureSession(venue);
  applyTheme(venue);
  await loadLanguage(lang, venue.country_code);
  setLanguage(lang, venue.country_code);
  if (!active) return venue;

  const service = parseServiceCode(url.searchParams.get('service'));
  if (service) diner.get().setService(service);
  syncRequestContext(venue);
  startTracker(venue);
  void recordAcquisition(venue, url);
  void ensureProfile(venue);
  installErrorReporting(venue);
  loadPixelsAfterConsent(venue);
  return venue;
}
