/** A fresh Idempotency-Key for one diner action (architecture §4): a retry of the same action
 * reuses it. `crypto.randomUUID` needs a secure context; plain-HTTP hosts of a local network fall
 * back to random bytes. */
export function newIdempotencyKey(action = 'pay'): string {
  if (typeof crypto.randomUUID === 'function') return `${action}-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${action}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
