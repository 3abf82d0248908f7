import { LANDING_LOADING_DELAY_MS } from '@storefront/domain/constants';

/** Whether the browser has already granted geolocation (spec §2 Landing: allow-GPS is set when it
 * is). Never prompts; answers false where the Permissions API is missing. */
export async function gpsGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' as PermissionName });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

/** Resolves when the landing's loading state ends: once the permission check is done, and at the
 * latest after 1.5 s (spec §2 Landing, §9). */
export function landingLoading(check: Promise<unknown>, delayMs = LANDING_LOADING_DELAY_MS): Promise<void> {
  return Promise.race([
    check.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, delayMs)),
  ]);
}
