import { CONSENT_POLL_MS } from '@storefront/domain/constants';
import { useEffect, useState } from 'react';
import { useDinerStore } from '../../core/session/model/diner-store.ts';
import { useVenue } from '../../core/venue/model/venue-context.tsx';

/** The hidden consent frame (spec §7): added once a session exists, reloaded every 30 s. */
export function ConsentFrame() {
  const { platform } = useVenue();
  const sessionId = useDinerStore((s) => s.sessionId);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!sessionId) return;
    const timer = setInterval(() => setTick((n) => n + 1), CONSENT_POLL_MS);
    return () => clearInterval(timer);
  }, [sessionId]);
  if (!sessionId) return null;
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
