import { createHmac, timingSafeEqual } from 'node:crypto';

// The sandbox gateway signs what it sends back with the venue's webhook secret (HMAC-SHA256):
// webhooks over `${timestamp}.${raw body}` in the `x-sandbox-signature: t=...,v1=...` header, and
// the browser's return over `reference|transaction_id|status`.

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A webhook signed longer ago than this is refused (a captured request replayed later). */
export const WEBHOOK_TOLERANCE_S = 300;

export function hmac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signWebhook(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}

/** True when `header` signs exactly `rawBody` with `secret`, recently enough. */
export function verifyWebhookSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
): boolean {
  if (!header || header.length > 300) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isSafeInteger(t) || !v1) return false;
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_S) return false;
  // Over the exact bytes received: a re-serialized body would not be what the gateway signed.
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return sameSignature(expected, v1);
}

export function returnSignature(
  secret: string,
  reference: string,
  transactionId: string,
  status: string,
): string {
  return hmac(secret, `${reference}|${transactionId}|${status}`);
}
