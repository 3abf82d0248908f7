import { CONSENT_POLL_MS } from '@storefront/domain/constants';
import { useEffect, useState } from 'react';
import { useDinerStore } from '../../core/session/model/diner-store.ts';
import { useVenue } from '../../core/venue/model/venue-context.tsx';
import { whenIdle } from '@storefront/ui/lib/when-idle.ts';

/** The hidden consent frame (spec §7): added once a session exists, reloaded every 30 s. Not before
 * the browser is first idle: the frame is a document of its own, built on the page's main thread,
 * and the first render's work comes first (docs/decisions/086-the-consent-frame-when-idle.md). */
export function ConsentFrame() {
  const { platform } = useVenue();
  const sessionId = useDinerStore((s) => s.sessionId);
  const [idle, setIdle] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => {
    if (!sessionId) return;
    const timer = setInterval(() => setTick((n) => n + 1), CONSENT_POLL_MS);
    return () => clearInterval(timer);
  }, [sessionId]);
  if (!sessionId || !idle) return null;
  const separator = platform.consent_url.includes('?') ? '&' : '?';
  return (
    <iframe
      key={tick}
      title="consent"
      src={`${platform.consent_url}${separator}session_id=${encodeURIComponent(sessionId)}`}
      hidden
      aria-hidden="true"
      tabIndex={-1}
      data-testid="consent-frame"
    />
  );
}
