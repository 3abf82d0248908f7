import { ACQUISITION_RETRY_MS, ANONYMOUS_PROFILE_RETRY_MS } from '@storefront/domain/constants';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { createAnonymousProfile, profileStatus } from '../api/profiles.ts';
import { createAcquisition, createSession } from '../api/tracking.ts';
import { diner } from './diner-store.ts';

// The background steps of startup (spec §4): tracking session, acquisition, profile. They never
// block the first render and never show an error to the diner.

export type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function browserName(userAgent: string): string {
  const match = /(Edg|OPR|Chrome|Firefox|Safari)\/[\d.]+/.exec(userAgent);
  return match?.[1] ?? 'other';
}

function osName(userAgent: string): string {
  const match = /(Android|iPhone|iPad|Windows|Mac OS X|Linux)/.exec(userAgent);
  return match?.[1] ?? 'other';
}

/** Creates a tracking session if none is stored. A failed creation is silent (spec §8). */
export async function ensureSession(venue: InstanceConfig): Promise<void> {
  if (diner.get().sessionId) return;
  try {
    const { id } = await createSession({
      customer_id: String(venue.id),
      so: osName(navigator.userAgent),
      browser: browserName(navigator.userAgent),
      pixel_width: window.screen.width,
      pixel_height: window.screen.height,
    });
    diner.get().setSession(id);
  } catch {
    // silent by spec
  }
}

/** Records where this visit came from, checking every 1.5 s until a session exists (spec §4). */
export async function recordAcquisition(venue: InstanceConfig, url: URL, wait: Sleep = sleep): Promise<void> {
  while (!diner.get().sessionId) await wait(ACQUISITION_RETRY_MS);
  const q = (name: string) => url.searchParams.get(name);
  try {
    const { id } = await createAcquisition({
      campaign_id: q('campaign_id') ?? q('utm_id'),
      utm_medium: q('utm_medium'),
      utm_campaign: q('utm_campaign'),
      utm_term: q('utm_term'),
      utm_content: q('utm_content'),
      gclid: q('gclid'),
      fbclid: q('fbclid'),
      session_id: diner.get().sessionId!,
      customer_id: String(venue.id),
      userAgent: navigator.userAgent.slice(0, 400),
      referer: document.referrer ? document.referrer.slice(0, 1000) : null,
    });
    diner.get().setAcquisition(id);
  } catch {
    // tracking never disturbs the diner
  }
}

/** A stored profile the server no longer accepts (not a network failure, which keeps it). */
function rejected(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);
}

/** No stored profile: create an anonymous one, retrying after 15 s on failure. A stored one is
 * validated and replaced by a new anonymous one when the server rejects it (spec §4). */
export async function ensureProfile(venue: InstanceConfig, wait: Sleep = sleep): Promise<void> {
  const stored = diner.get().profile;
  if (stored?.token) {
    try {
      await profileStatus(stored);
      return;
    } catch (error) {
      if (!rejected(error)) return;
      diner.get().setProfile(null);
    }
  }
  for (;;) {
    try {
      diner.get().setProfile(await createAnonymousProfile(venue.slug));
      return;
    } catch {
      await wait(ANONYMOUS_PROFILE_RETRY_MS);
    }
  }
}
