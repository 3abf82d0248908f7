import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { z } from 'zod';
import type { PaymentSettings } from '../payment-settings.repository.ts';
import {
  type ChargeRequest,
  type PaymentProvider,
  type ProviderAnswer,
  type ProviderContext,
  type ProviderOutcome,
  ProviderRefusal,
  type ProviderStatus,
  type RefundRequest,
  type WebhookNotice,
} from '../provider/provider.ts';
import {
  ACTION_TIMEOUT_MS,
  type CardScenario,
  NEQUI_PUSH_TIMEOUT_MS,
  nequiScenario,
  PSE_BANK_DOWN,
  pseBanks,
} from './sandbox.data.ts';
import {
  createTransaction,
  decide,
  findByReference,
  findToken,
  hasRefund,
  refundPart,
  type SandboxStatus,
  type SandboxTransaction,
} from './sandbox.repository.ts';
import {
  returnSignature,
  SIGNATURE_HEADER,
  sameSignature,
  verifyWebhookSignature,
} from './sandbox.signing.ts';

// The built-in `sandbox` gateway (docs/payments.md#sandbox-test-data): behaves like a real one and needs no network. Its
// pages and card tokenization are served under /sandbox (sandbox.routes.ts); this is the side our
// payment service talks to.

const statusOf: Readonly<Record<SandboxStatus, ProviderStatus>> = {
  PENDING: 'pending',
  ACTION_REQUIRED: 'pending',
  PENDING_VALIDATION: 'pending_bank_validation',
  APPROVED: 'paid',
  DECLINED: 'declined',
  REJECTED: 'rejected_by_bank',
  ERROR: 'error',
  // A refund does not undo the charge: the charge was paid, the refund is its own record.
  REFUNDED: 'paid',
};

/** The gateway's reason codes that carry a more precise message than the status. */
const messageOf: Readonly<Record<string, ErrorKey>> = {
  timeout: 'payment_not_processed',
  expired: 'payment_not_processed',
};

const firstStatus: Readonly<Record<CardScenario, SandboxStatus>> = {
  approve: 'APPROVED',
  decline: 'DECLINED',
  pending: 'PENDING_VALIDATION',
  error: 'ERROR',
  challenge: 'ACTION_REQUIRED',
};

export function outcomeOf(txn: SandboxTransaction): ProviderOutcome {
  const open = txn.status === 'ACTION_REQUIRED' || txn.status === 'PENDING_VALIDATION';
  let redirectUrl: string | null = null;
  if (open && txn.method === 'card' && txn.status === 'ACTION_REQUIRED')
    redirectUrl = `/sandbox/3ds/${txn.id}`;
  if (open && txn.method === 'pse') redirectUrl = `/sandbox/bank/${txn.id}`;
  return {
    status: statusOf[txn.status as SandboxStatus],
    providerRef: txn.id,
    redirectUrl,
    messageKey: txn.statusMessage ? (messageOf[txn.statusMessage] ?? null) : null,
  };
}

const webhookSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('transaction.updated'),
  data: z.object({
    reference: z.string().max(100),
    transaction_id: z.string().max(100),
    status: z.enum([
      'PENDING',
      'ACTION_REQUIRED',
      'PENDING_VALIDATION',
      'APPROVED',
      'DECLINED',
      'REJECTED',
      'ERROR',
      'REFUNDED',
    ]),
    amount: z.number().int(),
    status_message: z.string().max(60).nullable().optional(),
  }),
});

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly methods = ['card', 'pse', 'nequi'] as const;
  readonly cardTokenizationUrl = '/sandbox/cards/tokens';

  async create(ctx: ProviderContext, charge: ChargeRequest): Promise<ProviderOutcome> {
    const existing = await findByReference(ctx.db, ctx.instanceId, charge.reference);
    if (existing) return outcomeOf(existing);
    const base = {
      instanceId: ctx.instanceId,
      reference: charge.reference,
      method: charge.method,
      amount: charge.amount,
      currency: charge.currency,
      returnUrl: charge.returnUrl,
    };
    if (charge.method === 'card') {
      const token = charge.cardToken ? await findToken(ctx.db, ctx.instanceId, charge.cardToken) : null;
      if (!token) throw new ProviderRefusal('card_validation_error');
      const txn = await createTransaction(ctx.db, {
        ...base,
        status: firstStatus[token.scenario as CardScenario],
        scenario: token.scenario,
        expiresAt: new Date(ctx.now.getTime() + ACTION_TIMEOUT_MS),
      });
      return { ...outcomeOf(txn), cardBrand: token.brand, cardLast4: token.last4 };
    }
    if (charge.method === 'pse') {
      const bank = charge.pse?.bank_code;
      if (!bank || !pseBanks.some((b) => b.code === bank)) throw new ProviderRefusal('payment_not_processed');
      const txn = await createTransaction(ctx.db, {
        ...base,
        status: bank === PSE_BANK_DOWN ? 'ERROR' : 'ACTION_REQUIRED',
        bankCode: bank,
        expiresAt: new Date(ctx.now.getTime() + ACTION_TIMEOUT_MS),
      });
      return outcomeOf(txn);
    }
    const phone = charge.nequi?.phone ?? '';
    const scenario = nequiScenario(phone);
    if (scenario === 'no_account') throw new ProviderRefusal('nequi_account_required');
    const status: SandboxStatus =
      scenario === 'approve' ? 'APPROVED' : scenario === 'decline' ? 'DECLINED' : 'ACTION_REQUIRED';
    const txn = await createTransaction(ctx.db, {
      ...base,
      status,
      phone,
      expiresAt: new Date(ctx.now.getTime() + NEQUI_PUSH_TIMEOUT_MS),
    });
    return outcomeOf(txn);
  }

  async confirm(
    ctx: ProviderContext,
    reference: string,
    params: Record<string, string>,
  ): Promise<ProviderOutcome | null> {
    const secret = ctx.settings.webhookSecret;
    const { transaction_id: id, status, signature } = params;
    if (!secret || !id || !status || !signature) return null;
    if (!sameSignature(returnSignature(secret, reference, id, status), signature)) return null;
    return this.status(ctx, reference);
  }

  async status(ctx: ProviderContext, reference: string): Promise<ProviderOutcome | null> {
    let txn = await findByReference(ctx.db, ctx.instanceId, reference);
    if (!txn) return null;
    // Nobody answered the challenge, the bank or the phone in time: the gateway gives up.
    if (txn.status === 'ACTION_REQUIRED' && txn.expiresAt.getTime() <= ctx.now.getTime()) {
      txn =
        (await decide(
          ctx.db,
          ctx.instanceId,
          txn.id,
          ['ACTION_REQUIRED'],
          'DECLINED',
          txn.phone ? 'timeout' : 'expired',
        )) ?? (await findByReference(ctx.db, ctx.instanceId, reference))!;
    }
    return outcomeOf(txn);
  }

  /** Gives back all of an approved charge or a part, as a real gateway does: each refund by its
   * own id (a retry with the same id is the same refund), never more than the charge; REFUNDED
   * once nothing is left. */
  async refund(ctx: ProviderContext, request: RefundRequest): Promise<ProviderAnswer> {
    const txn = await findByReference(ctx.db, ctx.instanceId, request.reference);
    if (!txn) return { ok: false, key: 'payment_not_processed' };
    if (await hasRefund(ctx.db, ctx.instanceId, request.refundId)) return { ok: true };
    if (txn.status !== 'APPROVED') return { ok: false, key: 'payment_not_processed' };
    const done = await refundPart(ctx.db, ctx.instanceId, txn.id, request.refundId, request.amount);
    return done ? { ok: true } : { ok: false, key: 'refund_exceeds_refundable' };
  }

  /** The sandbox needs no account: only the secret it signs webhooks and returns with. */
  async testConnection(ctx: ProviderContext): Promise<ProviderAnswer> {
    return ctx.settings.webhookSecret ? { ok: true } : { ok: false, key: 'payment_gateway_not_configured' };
  }

  verifyWebhook(
    settings: PaymentSettings,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): WebhookNotice | null {
    const header = headers[SIGNATURE_HEADER];
    if (!settings.webhookSecret || typeof header !== 'string') return null;
    if (!verifyWebhookSignature(settings.webhookSecret, rawBody, header, now)) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    const parsed = webhookSchema.safeParse(json);
    if (!parsed.success) return null;
    const { data } = parsed.data;
    const message = data.status_message ? (messageOf[data.status_message] ?? null) : null;
    return {
      eventId: parsed.data.id,
      reference: data.reference,
      providerRef: data.transaction_id,
      status: data.status === 'REFUNDED' ? 'refunded' : statusOf[data.status],
      amount: data.amount,
      messageKey: message,
    };
  }

  async pseBanks() {
    return [...pseBanks];
  }
}
