import { ERROR_REPORT_SAMPLE_RATE } from '@storefront/domain/constants';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { reportClientError } from '../api/tracking.ts';
import { diner } from './diner-store.ts';

// Client errors go to our own server, sampled at 0.1, only for venues that enable it (spec §9).
export function installErrorReporting(
  venue: Pick<InstanceConfig, 'error_reporting'>,
  { sampleRate = ERROR_REPORT_SAMPLE_RATE, random = Math.random } = {},
): () => void {
  if (!venue.error_reporting) return () => {};
  const send = (message: string, stack: string | null) => {
    if (random() >= sampleRate) return;
    void reportClientError({
      message: message.slice(0, 2000),
      stack: stack?.slice(0, 8000) ?? null,
      url: window.location.href.slice(0, 2000),
      session_id: diner.get().sessionId,
    }).catch(() => {});
  };
  const onError = (event: ErrorEvent) => send(event.message || 'error', event.error?.stack ?? null);
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as { message?: string; stack?: string } | undefined;
    send(reason?.message ?? String(event.reason), reason?.stack ?? null);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
