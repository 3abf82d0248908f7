import { LAZY_SCREEN_TIMEOUT_MS } from '@storefront/domain/constants';

export class ScreenLoadError extends Error {}

/** A lazy screen that fails to load, or is still loading after 120 s, raises the error dialog
 * (spec §8 client behaviour). */
export function loadScreen<T>(load: () => Promise<T>, timeoutMs = LAZY_SCREEN_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadError('screen load timed out')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ScreenLoadError(String(error)));
      },
    );
  });
}
