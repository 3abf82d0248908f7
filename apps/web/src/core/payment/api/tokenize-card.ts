import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import type { SandboxCardToken, SandboxCardTokenBody } from '@storefront/domain/payment/sandbox.schema';
import { ApiError } from '@storefront/ui/lib/api-client.ts';

/**
 * Posts the card to the gateway's tokenization endpoint and answers its token. The card number
 * and CVC go to the gateway only, never to our API, and without our request headers (spec §7:
 * "except for some payment provider URLs"). The sandbox's endpoint is on our own origin; a real
 * gateway's hosted fields would take the card in its own frame instead (docs/payments.md).
 */
export async function tokenizeCard(url: string, card: SandboxCardTokenBody): Promise<SandboxCardToken> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'card_add_failed', 'network error');
  }
  const body = (await response.json().catch(() => null)) as (SandboxCardToken & { key?: ErrorKey }) | null;
  if (response.ok && body?.id) return body;
  const key: ErrorKey =
    body?.key === 'card_add_failed' || body?.key === 'card_validation_error'
      ? body.key
      : 'card_validation_error';
  throw new ApiError(response.status, key, key);
}
