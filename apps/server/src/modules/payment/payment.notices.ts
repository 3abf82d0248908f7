import type { PaymentStatus } from '@storefront/domain/payment/payment.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DomainEvent } from '../../plugins/events.ts';
import { type PaymentDeps, providerContext } from './payment.deps.ts';
import { applyStatus, applyStatusNow } from './payment.ledger.ts';
import { claimWebhookEvent, findPayment, isUuid, setWebhookOutcome } from './payment.repository.ts';
import { loadPaymentSettings } from './payment-settings.repository.ts';
import { providerNamed } from './provider/provider-registry.ts';

// What gateways tell us (docs/payments.md#webhooks): signed webhooks, checked against the exact raw body with the
// venue's secret and handled once per event id, and the diner's signed return from the gateway's
// pages. Neither ever credits an amount other than the payment's own, nor moves a final status
// except paid -> refunded (the ledger's state machine).

export type WebhookResult =
  | 'applied'
  | 'ignored'
  | 'conflict'
  | 'duplicate'
  | 'unknown_payment'
  | 'amount_mismatch';

/** A gateway's webhook: verified against the venue's secret, handled once per event id. */
export async function receiveWebhook(
  deps: PaymentDeps,
  instanceId: number,
  providerName: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  query: URLSearchParams = new URLSearchParams(),
): Promise<WebhookResult> {
  const gateway = providerNamed(providerName);
  if (!gateway) throw new AppError(404, 'not_found');
  const settings = await loadPaymentSettings(deps.db, instanceId);
  // Only the venue's own gateway, with the venue's own secret, may tell us anything.
  const verified =
    settings.provider === gateway.name
      ? gateway.verifyWebhook(settings, rawBody, headers, deps.now(), query)
      : null;
  if (!verified) throw new AppError(401, 'unauthorized');
  // What the signature does not cover is read from the gateway itself, never from the body.
  const notice =
    gateway.resolveWebhook && !verified.reference
      ? await gateway.resolveWebhook(providerContext(deps, instanceId, settings, ''), verified)
      : verified;
  if (!notice) return 'unknown_payment';
  const events: DomainEvent[] = [];
  const result = await deps.db.transaction(async (transaction): Promise<WebhookResult> => {
    const tx = transaction as Db;
    const claim = {
      instanceId,
      provider: gateway.name,
      eventId: notice.eventId,
      paymentId: isUuid(notice.reference) ? notice.reference : null,
      outcome: 'received',
    };
    if (!(await claimWebhookEvent(tx, claim))) return 'duplicate';
    const record = (outcome: WebhookResult) =>
      setWebhookOutcome(tx, instanceId, gateway.name, notice.eventId, outcome);
    const payment = await findPayment(tx, instanceId, notice.reference);
    if (!payment || payment.provider !== gateway.name) {
      await record('unknown_payment');
      return 'unknown_payment';
    }
    if (notice.amount !== payment.amount + payment.tip) {
      deps.log.warn(
        { paymentId: payment.id, eventId: notice.eventId },
        'webhook amount differs from the payment',
      );
      await record('amount_mismatch');
      return 'amount_mismatch';
    }
    const status: PaymentStatus = notice.status;
    const applied = await applyStatus(
      deps,
      tx,
      instanceId,
      payment.id,
      { status, providerRef: notice.providerRef, messageKey: notice.messageKey ?? null },
      'webhook',
      events,
    );
    const kind = applied?.decision.kind ?? 'ignore';
    const outcome: WebhookResult =
      kind === 'apply' ? 'applied' : kind === 'conflict' ? 'conflict' : 'ignored';
    await record(outcome);
    return outcome;
  });
  await deps.events.deliver(...events);
  return result;
}

/** The diner's browser back from the gateway: applies the gateway's (verified) answer and says
 * where the storefront continues. */
export async function receiveReturn(
  deps: PaymentDeps,
  instanceId: number,
  paymentId: string,
  params: Record<string, string>,
  origin: string,
): Promise<string> {
  const payment = await findPayment(deps.db, instanceId, paymentId);
  if (!payment) throw new AppError(404, 'not_found');
  const gateway = providerNamed(payment.provider);
  if (gateway) {
    const settings = await loadPaymentSettings(deps.db, instanceId);
    const outcome = await gateway.confirm(
      providerContext(deps, instanceId, settings, origin),
      payment.id,
      params,
    );
    if (outcome) await applyStatusNow(deps, instanceId, payment.id, outcome, 'return');
  }
  const path = payment.returnPath ?? '/';
  return `${path}${path.includes('?') ? '&' : '?'}payment=${payment.id}`;
}
