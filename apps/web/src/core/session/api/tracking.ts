import type { CreateAcquisitionBody, CreateTrackingBody } from '@storefront/domain/tracking/tracking.schema';
import { api } from '@storefront/ui/lib/api-client.ts';

// spec §7 Tracking.
export function createSession(body: {
  customer_id: string;
  so: string | null;
  browser: string | null;
  pixel_width: number;
  pixel_height: number;
}): Promise<{ id: string }> {
  return api('/api/sessions.json', { method: 'POST', body });
}

export function postTracking(body: CreateTrackingBody): Promise<{ id: string }> {
  return api('/api/trackings.json', { method: 'POST', body });
}

export function createAcquisition(body: CreateAcquisitionBody): Promise<{ id: string }> {
  return api('/api/acquisitions.json', { method: 'POST', body });
}

export function reportClientError(body: {
  message: string;
  stack: string | null;
  url: string;
  session_id: string | null;
}): Promise<unknown> {
  return api('/client-errors', { method: 'POST', body });
}
