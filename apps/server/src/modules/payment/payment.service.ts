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
import type {
  PaymentOptions,
  PaymentService as Service,
} from '@storefront/domain/payment/payment-settings.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { type DomainEvent, type EventBus, purchaseTopic } from '../../plugins/events.ts';
import { findPurchase, isPurchaseParticipant, lockPurchase } from '../purchase/purchase.repository.ts';
import { PaymentLedger } from './payment.ledger.ts';
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
import { loadPaymentSettings, type PaymentSettings } from './payment-settings.repository.ts';
import type { PaymentProvider, ProviderContext, ProviderOutcome } from './provider/provider.ts';
import { ProviderRefusal } from './provider/provider.ts';
import { gatewayFor, providerNamed } from './provider/provider-registry.ts';

// Diner-facing payments (docs/decisions/013-payments.md): create with an Idempotency-Key, charge through the venue's
// gateway, read back (asking the gateway while an outcome is pending). Status changes go through
// the ledger.

export interface PaymentServiceOptions {
  db: Db;
  events: EventBus;
  log: FastifyBaseLogger;
  now?: () => Date;
  sandboxEnabled: boolean;
}

export interface Caller {
  instanceId: number;
  profileId: string;
  /** `https://host` of the request, the base of the gateway's return URL. */
  origin: string;
}

const methodDetail = { card: 'card_token', pse: 'pse', nequi: 'nequi' } as const;

export class PaymentService {
  readonly ledger: PaymentLedger;
  readonly #db: Db;
  readonly #events: EventBus;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => Date;
  readonly #sandboxEnabled: boolean;

  constructor(options: PaymentServiceOptions) {
    this.#db = options.db;
    this.#events = options.events;
    this.#log = options.log;
    this.#now = options.now ?? (() => new Date());
    this.#sandboxEnabled = options.sandboxEnabled;
    this.ledger = new PaymentLedger({ db: this.#db, events: this.#events, log: this.#log, now: this.#now });
  }

  gateway(settings: PaymentSettings): PaymentProvider | null {
    return gatewayFor(settings.provider, { sandboxEnabled: this.#sandboxEnabled });
  }

  #context(instanceId: number, settings: PaymentSettings, origin: string, db = this.#db): ProviderContext {
    return { db, instanceId, settings, origin, now: this.#now() };
  }

  async options(instanceId: number): Promise<PaymentOptions> {
    const settings = await loadPaymentSettings(this.#db, instanceId);
    const gateway = this.gateway(settings);
    return {
      gateway_configured: gateway !== null,
      provider: gateway?.name ?? null,
      methods: settings.methods,
      minimum_online_amount: settings.minimumOnlineAmount,
      currency: (await venueCurrency(this.#db, instanceId)) ?? 'COP',
      card_tokenization_url: gateway?.cardTokenizationUrl ?? null,
    };
  }

  async pseBanks(instanceId: number, origin: string) {
    const settings = await loadPaymentSettings(this.#db, instanceId);
    const gateway = this.gateway(settings);
    if (!gateway) throw new AppError(409, 'payment_gateway_not_configured');
    return gateway.pseBanks(this.#context(instanceId, settings, origin));
  }

  /** POST /payments.json: one charge per Idempotency-Key, never more than the balance. */
  async create(
    caller: Caller,
    body: CreatePaymentBody,
    key: string,
  ): Promise<{ statusCode: number; payment: Payment }> {
    const { instanceId, profileId } = caller;
    const settings = await loadPaymentSettings(this.#db, instanceId);
    const purchase = await this.#participantPurchase(caller, body.purchase_id);
    await this.expireAbandoned({ instanceId, purchaseId: purchase.id });
    const online = isOnline(body.method);
    const gateway = online ? this.gateway(settings) : null;
    // spec §8: a venue without a gateway says so for any online method; it may still take cash.
    if (online && !gateway) throw new AppError(409, 'payment_gateway_not_configured');
    if (!settings.methods[purchase.service as Service]?.includes(body.method)) {
      throw new AppError(409, 'payment_method_unavailable');
    }
    const detail = methodDetail[body.method as keyof typeof methodDetail];
    if (detail && body[detail] === undefined)
      throw new AppError(400, 'validation_failed', { fields: detail });

    const events: DomainEvent[] = [];
    const outcome = await idempotent(
      this.#db,
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
          await this.#events.record(tx, instanceId, purchaseTopic(locked.id), {
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
    await this.#events.deliver(...events);
    const paymentId = outcome.body.payment_id;
    let row = (await findPayment(this.#db, instanceId, paymentId))!;
    // A retry of a request whose charge never reached the gateway charges now; the gateway knows
    // the reference, so a charge already made is answered, not repeated.
    if (gateway && row.status === 'created') {
      row = await this.#charge(caller, row, body, gateway, settings);
    }
    return { statusCode: outcome.statusCode, payment: toPayment(row, profileId) };
  }

  async #charge(
    caller: Caller,
    row: PaymentRow,
    body: CreatePaymentBody,
    gateway: PaymentProvider,
    settings: PaymentSettings,
  ): Promise<PaymentRow> {
    let outcome: ProviderOutcome;
    try {
      outcome = await gateway.create(this.#context(caller.instanceId, settings, caller.origin), {
        reference: row.id,
        method: body.method as 'card' | 'pse' | 'nequi',
        amount: row.amount + row.tip,
        currency: row.currency,
        cardToken: body.card_token,
        pse: body.pse,
        nequi: body.nequi,
        returnUrl: `${caller.origin}/payments/${row.id}/return`,
      });
    } catch (error) {
      if (!(error instanceof ProviderRefusal)) {
        // Unknown whether the gateway charged: the payment stays open, and the next status query
        // or retry asks the gateway by reference.
        this.#log.error({ err: error, paymentId: row.id }, 'gateway charge failed');
        return row;
      }
      outcome = { status: error.status, providerRef: null, redirectUrl: null, messageKey: error.key };
    }
    const applied = await this.ledger.applyNow(caller.instanceId, row.id, outcome, 'charge');
    return applied?.row ?? row;
  }

  /** The purchase, when the caller placed it or sits at its table; else the same 404 as a
   * purchase that does not exist, so nobody learns which ids are real. */
  async #participantPurchase(caller: Caller, purchaseId: string) {
    const purchase = await findPurchase(this.#db, caller.instanceId, purchaseId);
    if (!purchase || !(await isPurchaseParticipant(this.#db, purchase, caller.profileId))) {
      throw new AppError(404, 'not_found');
    }
    return purchase;
  }

  /** GET /payments/{id}.json: for the profile that created it and the purchase's diners. */
  async get(caller: Caller, paymentId: string): Promise<Payment> {
    let row = await findPayment(this.#db, caller.instanceId, paymentId);
    if (!row) throw new AppError(404, 'not_found');
    if (row.profileId !== caller.profileId) await this.#participantPurchase(caller, row.purchaseId);
    row = await this.reconcile(caller.instanceId, row, caller.origin);
    return toPayment(row, caller.profileId);
  }

  /** While an online payment waits, the gateway is asked (a lost webhook, a push that timed out). */
  async reconcile(instanceId: number, row: PaymentRow, origin: string): Promise<PaymentRow> {
    if (!openStatuses.has(row.status as PaymentStatus) || row.provider === 'manual') return row;
    const gateway = providerNamed(row.provider);
    if (!gateway) return row;
    const settings = await loadPaymentSettings(this.#db, instanceId);
    const outcome = await gateway.status(this.#context(instanceId, settings, origin), row.id);
    if (!outcome) return row;
    return (await this.ledger.applyNow(instanceId, row.id, outcome, 'poll'))?.row ?? row;
  }

  /**
   * Closes online payments that waited too long (the payer left the bank page or never approved
   * the push), so their part of the bill is free again: the gateway is asked first, and what it
   * still does not know is closed as not processed (docs/decisions/022-table-payment-guards.md).
   * Of one purchase before it is paid or read; of every venue from the periodic sweep.
   */
  async expireAbandoned(scope: { instanceId: number; purchaseId: string } | null = null): Promise<number> {
    const now = this.#now();
    let closed = 0;
    for (const stale of await staleOnlineHolds(this.#db, onlineHoldCutoff(now), scope)) {
      const row = await this.reconcile(stale.instanceId, stale, '').catch((err: unknown) => {
        // A gateway that does not answer does not keep the table waiting: a late outcome that
        // contradicts the closing is logged for reconciliation by the ledger.
        this.#log.warn(
          { err, paymentId: stale.id },
          'gateway status failed while closing an abandoned payment',
        );
        return stale;
      });
      const hold = { ...row, method: row.method as PaymentMethod, status: row.status as PaymentStatus };
      if (!openStatuses.has(hold.status)) {
        closed++; // the gateway had the outcome (declined when its own window ran out)
        continue;
      }
      if (!isAbandonedHold(hold, now)) continue;
      const applied = await this.ledger.applyNow(
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
  async listForPurchase(caller: Caller, purchaseId: string): Promise<PurchasePayments> {
    const purchase = await this.#participantPurchase(caller, purchaseId);
    await this.expireAbandoned({ instanceId: caller.instanceId, purchaseId: purchase.id });
    const rows = await listPayments(this.#db, caller.instanceId, purchase.id);
    return {
      purchase: toPayablePurchase(purchase, rows),
      payments: rows.map((row) => toPayment(row, caller.profileId)),
    };
  }
}
