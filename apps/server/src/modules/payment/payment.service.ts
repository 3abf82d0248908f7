import {
  isAbandonedHold,
  isOnline,
  onlineHoldCutoff,
  openStatuses,
} from '@storefront/domain/payment/payment.rules';
import type {
  CreatePaymentBody,
  Payment,
  PaymentMethod,
  PaymentStatus,
  PurchasePayments,
} from '@storefront/domain/payment/payment.schema';
import { methodsOfferedByService } from '@storefront/domain/payment/payment-methods.rules';
import type {
  PaymentOptions,
  PaymentService as Service,
} from '@storefront/domain/payment/payment-settings.schema';
import { AppError } from '../../lib/app-error.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { type DomainEvent, purchaseTopic } from '../../plugins/events.ts';
import { findPurchase, isPurchaseParticipant, lockPurchase } from '../purchase/purchase.repository.ts';
import { assertTipAllowed } from '../venue/branch-tips.ts';
import { findSupplierById } from '../venue/venue.repository.ts';
import { type PaymentDeps, providerContext } from './payment.deps.ts';
import { applyStatusNow } from './payment.ledger.ts';
import { toPayablePurchase, toPayment } from './payment.mapper.ts';
import {
  findPayment,
  insertPayment,
  listPayments,
  type PaymentRow,
  staleOnlineHolds,
  venueCurrency,
} from './payment.repository.ts';
import { decidePayment } from './payment.share.ts';
import { payerOf } from './payment-payer.repository.ts';
import { loadPaymentSettings, type PaymentSettings } from './payment-settings.repository.ts';
import type { PaymentProvider, ProviderOutcome } from './provider/provider.ts';
import { ProviderRefusal } from './provider/provider.ts';
import { gatewayFor, providerNamed } from './provider/provider-registry.ts';

// Diner-facing payments (docs/decisions/013-payments.md): create with an Idempotency-Key, charge through the venue's
// gateway, read back (asking the gateway while an outcome is pending). Status changes go through
// the ledger. Plain functions over `PaymentDeps` (docs/decisions/025-server-modules-in-layers.md).

export interface Caller {
  instanceId: number;
  profileId: string;
  /** `https://host` of the request, the base of the gateway's return URL. */
  origin: string;
}

const methodDetail = { card: 'card_token', pse: 'pse', nequi: 'nequi' } as const;

/** The venue's gateway; none when it has none, or when it is the sandbox and the sandbox is off. */
function gatewayOf(deps: PaymentDeps, settings: PaymentSettings): PaymentProvider | null {
  return gatewayFor(settings.provider, { sandboxEnabled: deps.sandboxEnabled });
}

/** The methods the venue offers for each purpose: its settings' less what its gateway and country
 * cannot take (domain `methodsOffered`). */
function offeredMethods(deps: PaymentDeps, settings: PaymentSettings) {
  const gateway = gatewayOf(deps, settings);
  return methodsOfferedByService(settings.methods, {
    gatewayMethods: gateway?.methods ?? null,
    countryCode: settings.countryCode,
  });
}

/** A venue's payment settings as a diner's payment reads them: from this process's cache, which the
 * venue reads' forgetting clears (docs/decisions/057-payment-settings-from-a-cache.md). A gateway's
 * notice checks its signature against the database's own (payment.notices.ts). */
export function paymentSettingsOf(deps: PaymentDeps, instanceId: number): Promise<PaymentSettings> {
  return deps.settings.getOrLoad(instanceId, () => loadPaymentSettings(deps.db, instanceId));
}

/** The methods the venue offers for each purpose now (cached settings): what an order may be
 * placed with as well as what the checkout lists. */
export async function methodsOfferedAt(deps: PaymentDeps, instanceId: number) {
  return offeredMethods(deps, await paymentSettingsOf(deps, instanceId));
}

/** GET /payments/options.json: what the checkout offers before anything is paid. */
export async function paymentOptions(deps: PaymentDeps, instanceId: number): Promise<PaymentOptions> {
  const settings = await paymentSettingsOf(deps, instanceId);
  const gateway = gatewayOf(deps, settings);
  return {
    gateway_configured: gateway !== null,
    provider: gateway?.name ?? null,
    methods: offeredMethods(deps, settings),
    minimum_online_amount: settings.minimumOnlineAmount,
    currency: (await venueCurrency(deps.db, instanceId)) ?? 'COP',
    card_tokenization_url: gateway?.cardTokenizationUrl ?? null,
    card_entry: gateway ? (gateway.cardTokenizationUrl ? 'form' : 'hosted') : null,
    payer_required: gateway?.needsPayer === true,
  };
}

/** GET /payments/gateway/terms.json: what the payer accepts before PSE or Nequi at a gateway that
 * asks it (Wompi's acceptance and personal-data contracts, ADR 115). */
export async function gatewayTerms(deps: PaymentDeps, instanceId: number, origin: string) {
  const settings = await paymentSettingsOf(deps, instanceId);
  const gateway = gatewayOf(deps, settings);
  if (!gateway) throw new AppError(409, 'payment_gateway_not_configured');
  if (!gateway.terms) throw new AppError(404, 'not_found');
  try {
    const terms = await gateway.terms(providerContext(deps, instanceId, settings, origin));
    return { terms_url: terms.termsUrl, personal_data_url: terms.personalDataUrl };
  } catch (error) {
    deps.log.warn({ err: error }, 'gateway terms unavailable');
    throw new AppError(503, 'service_unavailable');
  }
}

export async function pseBanks(deps: PaymentDeps, instanceId: number, origin: string) {
  const settings = await paymentSettingsOf(deps, instanceId);
  const gateway = gatewayOf(deps, settings);
  if (!gateway) throw new AppError(409, 'payment_gateway_not_configured');
  return gateway.pseBanks(providerContext(deps, instanceId, settings, origin));
}

/** POST /payments.json: one charge per Idempotency-Key, never more than the balance. */
export async function createPayment(
  deps: PaymentDeps,
  caller: Caller,
  body: CreatePaymentBody,
  key: string,
): Promise<{ statusCode: number; payment: Payment }> {
  const { instanceId, profileId } = caller;
  const settings = await paymentSettingsOf(deps, instanceId);
  const purchase = await participantPurchase(deps, caller, body.purchase_id);
  // a branch with tips off takes none (ADR 107); read only when there is a tip to refuse
  if (body.tip > 0) {
    const branch = await findSupplierById(deps.db, instanceId, purchase.supplierId);
    if (branch) assertTipAllowed(branch, body.tip);
  }
  await expireAbandonedPayments(deps, { instanceId, purchaseId: purchase.id });
  const online = isOnline(body.method);
  const gateway = online ? gatewayOf(deps, settings) : null;
  // spec §8: a venue without a gateway says so for any online method; it may still take cash.
  if (online && !gateway) throw new AppError(409, 'payment_gateway_not_configured');
  if (!offeredMethods(deps, settings)[purchase.service as Service]?.includes(body.method)) {
    throw new AppError(409, 'payment_method_unavailable');
  }
  const detail = methodDetail[body.method as keyof typeof methodDetail];
  // a card typed on the gateway's hosted page comes with no token of ours (ADR 115)
  const hostedCard = body.method === 'card' && gateway?.cardTokenizationUrl === null;
  if (detail && !hostedCard && body[detail] === undefined)
    throw new AppError(400, 'validation_failed', { fields: detail });
  // a gateway that names its payer takes PSE and Nequi only once its terms are accepted (ADR 115)
  if (
    gateway?.needsPayer &&
    (body.method === 'pse' || body.method === 'nequi') &&
    !body.gateway_terms_accepted
  ) {
    throw new AppError(400, 'gateway_terms_required', { fields: 'gateway_terms_accepted' });
  }

  const events: DomainEvent[] = [];
  const outcome = await idempotent(
    deps.db,
    { instanceId, scope: `payments:${profileId}`, key, request: body },
    async (tx) => {
      const locked = await lockPurchase(tx, instanceId, purchase.id);
      if (!locked) throw new AppError(404, 'not_found');
      if (locked.status === 'canceled') throw new AppError(409, 'purchase_not_payable');
      const decided = await decidePayment(tx, locked, body, settings.minimumOnlineAmount);
      const row = await insertPayment(tx, {
        instanceId,
        purchaseId: locked.id,
        profileId,
        provider: gateway?.name ?? 'manual',
        method: body.method,
        // Cash and card reader wait for staff; online payments for the gateway.
        status: online ? 'created' : 'pending',
        amount: decided.amount,
        tip: body.tip,
        currency: locked.currency,
        cardToken: body.card_token ?? null,
        share: decided.share,
        returnPath: body.return_url ?? null,
      });
      events.push(
        await deps.events.record(tx, instanceId, purchaseTopic(locked.id), {
          type: 'payment',
          payment_id: row.id,
          status: row.status,
          amount: row.amount,
          tip: row.tip,
          paid_amount: locked.paidAmount,
          total: locked.total,
        }),
      );
      return { statusCode: 201, body: { payment_id: row.id } };
    },
  );
  await deps.events.deliver(...events);
  const paymentId = outcome.body.payment_id;
  let row = (await findPayment(deps.db, instanceId, paymentId))!;
  // A retry of a request whose charge never reached the gateway charges now; the gateway knows
  // the reference, so a charge already made is answered, not repeated.
  if (gateway && row.status === 'created') {
    row = await charge(deps, caller, row, body, gateway, settings);
  }
  return { statusCode: outcome.statusCode, payment: toPayment(row, profileId) };
}

async function charge(
  deps: PaymentDeps,
  caller: Caller,
  row: PaymentRow,
  body: CreatePaymentBody,
  gateway: PaymentProvider,
  settings: PaymentSettings,
): Promise<PaymentRow> {
  let outcome: ProviderOutcome;
  const payer = gateway.needsPayer ? await payerOf(deps.db, caller.instanceId, caller.profileId) : null;
  try {
    outcome = await gateway.create(providerContext(deps, caller.instanceId, settings, caller.origin), {
      reference: row.id,
      method: body.method as 'card' | 'pse' | 'nequi',
      amount: row.amount + row.tip,
      currency: row.currency,
      cardToken: body.card_token,
      pse: body.pse,
      nequi: body.nequi,
      customerEmail: body.payer_email ?? payer?.email,
      description: payer?.venueName,
      returnUrl: `${caller.origin}/payments/${row.id}/return`,
    });
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) {
      // Unknown whether the gateway charged: the payment stays open and the diner is told to try
      // again; the retry (same Idempotency-Key) and every status query ask the gateway by
      // reference before anything is charged again.
      deps.log.error({ err: error, paymentId: row.id }, 'gateway charge failed');
      throw new AppError(503, 'service_unavailable');
    }
    outcome = { status: error.status, providerRef: null, redirectUrl: null, messageKey: error.key };
  }
  const applied = await applyStatusNow(deps, caller.instanceId, row.id, outcome, 'charge');
  return applied?.row ?? row;
}

/** The purchase, when the caller placed it or sits at its table; else the same 404 as a
 * purchase that does not exist, so nobody learns which ids are real. */
async function participantPurchase(deps: PaymentDeps, caller: Caller, purchaseId: string) {
  const purchase = await findPurchase(deps.db, caller.instanceId, purchaseId);
  if (!purchase || !(await isPurchaseParticipant(deps.db, purchase, caller.profileId))) {
    throw new AppError(404, 'not_found');
  }
  return purchase;
}

/** GET /payments/{id}.json: for the profile that created it and the purchase's diners. */
export async function readPayment(deps: PaymentDeps, caller: Caller, paymentId: string): Promise<Payment> {
  let row = await findPayment(deps.db, caller.instanceId, paymentId);
  if (!row) throw new AppError(404, 'not_found');
  if (row.profileId !== caller.profileId) await participantPurchase(deps, caller, row.purchaseId);
  row = await reconcilePayment(deps, caller.instanceId, row, caller.origin);
  return toPayment(row, caller.profileId);
}

/** While an online payment waits, the gateway is asked (a lost webhook, a push that timed out). */
export async function reconcilePayment(
  deps: PaymentDeps,
  instanceId: number,
  row: PaymentRow,
  origin: string,
): Promise<PaymentRow> {
  if (!openStatuses.has(row.status as PaymentStatus) || row.provider === 'manual') return row;
  const gateway = providerNamed(row.provider);
  if (!gateway) return row;
  const settings = await paymentSettingsOf(deps, instanceId);
  const outcome = await gateway.status(providerContext(deps, instanceId, settings, origin), row.id);
  if (!outcome) return row;
  return (await applyStatusNow(deps, instanceId, row.id, outcome, 'poll'))?.row ?? row;
}

/**
 * Closes online payments that waited too long (the payer left the bank page or never approved
 * the push), so their part of the bill is free again: the gateway is asked first, and what it
 * still does not know is closed as not processed (docs/decisions/022-table-payment-guards.md).
 * Of one purchase before it is paid or read; of every venue from the periodic sweep.
 */
export async function expireAbandonedPayments(
  deps: PaymentDeps,
  scope: { instanceId: number; purchaseId: string } | null = null,
): Promise<number> {
  const now = deps.now();
  let closed = 0;
  for (const stale of await staleOnlineHolds(deps.db, onlineHoldCutoff(now), scope)) {
    const row = await reconcilePayment(deps, stale.instanceId, stale, '').catch((err: unknown) => {
      // A gateway that does not answer does not keep the table waiting: a late outcome that
      // contradicts the closing is logged for reconciliation by the ledger.
      deps.log.warn({ err, paymentId: stale.id }, 'gateway status failed while closing an abandoned payment');
      return stale;
    });
    const hold = { ...row, method: row.method as PaymentMethod, status: row.status as PaymentStatus };
    if (!openStatuses.has(hold.status)) {
      closed++; // the gateway had the outcome (declined when its own window ran out)
      continue;
    }
    if (!isAbandonedHold(hold, now)) continue;
    const applied = await applyStatusNow(
      deps,
      row.instanceId,
      row.id,
      { status: 'error', messageKey: 'payment_not_processed' },
      'expire',
    );
    if (applied?.decision.kind === 'apply') closed++;
  }
  return closed;
}

/** GET /purchases/{id}/payments.json: the bill and its payments, for the purchase's diners. */
export async function listPurchasePayments(
  deps: PaymentDeps,
  caller: Caller,
  purchaseId: string,
): Promise<PurchasePayments> {
  const purchase = await participantPurchase(deps, caller, purchaseId);
  await expireAbandonedPayments(deps, { instanceId: caller.instanceId, purchaseId: purchase.id });
  const rows = await listPayments(deps.db, caller.instanceId, purchase.id);
  return {
    purchase: toPayablePurchase(purchase, rows),
    payments: rows.map((row) => toPayment(row, caller.profileId)),
  };
}
