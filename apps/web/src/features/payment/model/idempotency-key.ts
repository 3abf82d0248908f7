/** A fresh Idempotency-Key for one pay attempt (architecture §4). `crypto.randomUUID` needs a
 * secure context; plain-HTTP hosts of a local network fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return `pay-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
