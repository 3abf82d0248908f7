import { tipChoiceAt, tipOptions } from '@storefront/domain/tip/tip.rules';
import type { TipSetting } from '@storefront/domain/tip/tip.schema';
import { CONSUMPTION_TAX_PERCENT } from '@storefront/domain/constants';
import { formatMoney, parseAmount } from '@storefront/domain/money/money';
import { checkCard, normalizeCardNumber } from '@storefront/domain/payment/card.rules';
import { isOnline } from '@storefront/domain/payment/payment.rules';
import type {
  PayablePurchase,
  Payment,
  PaymentMethod,
  PaymentShare,
} from '@storefront/domain/payment/payment.schema';
import type { PaymentOptions } from '@storefront/domain/payment/payment-settings.schema';
import { type FormEvent, useRef, useState } from 'react';
import { TipPicker } from '../../../components/ui/tip-picker.tsx';
import { tipOf, tipStateOf } from '../../../components/ui/tip-state.ts';
import { useFirstErrorFocus } from '@storefront/ui/components/use-first-error-focus.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { createPayment } from '../api/create-payment.ts';
import { useGatewayTerms } from '../api/get-gateway-terms.ts';
import { usePseBanks } from '../api/get-pse-banks.ts';
import { tokenizeCard } from '../api/tokenize-card.ts';
import {
  emptyPayer,
  emptyPse,
  nequiProblem,
  type PayDetails,
  payBody,
  payerProblems,
  pseProblems,
  underMinimum,
} from '../model/pay-request.ts';
import { AmountChoice } from './amount-choice.tsx';
import { CardFields, emptyCard } from './card-fields.tsx';
import { PayerFields } from './payer-fields.tsx';

/** A gateway's name as its diners know it. */
const gatewayName = (provider: string | null) =>
  provider === 'mercado_pago' ? 'Mercado Pago' : provider === 'wompi' ? 'Wompi' : (provider ?? '');
import { MethodPicker } from './method-picker.tsx';
import { NequiFields } from './nequi-fields.tsx';
import { PseFields } from './pse-fields.tsx';

/** A share of a table's bill already chosen on the table's bill (split form): its amount, tip and
 * online method are fixed, only the method's own fields are left to fill. */
export interface SharePreset {
  share: PaymentShare;
  amount: number;
  tip: number;
  method: PaymentMethod;
}

export interface PayFormProps {
  purchase: PayablePurchase;
  options: PaymentOptions;
  payer: ProfileHeaders;
  /** `order`: pay what is left (web checkout); `bill`: a table's bill, whole or in parts. */
  mode: 'order' | 'bill';
  /** Set when the split form chose the share, tip and method (docs/decisions/015-split-bill.md). */
  preset?: SharePreset;
  consumptionTaxLabel: boolean;
  /** This page's path: the gateway sends the diner back here. */
  returnUrl: string;
  /** The branch's tip options (ADR 107); absent, the spec's defaults. */
  tips?: TipSetting | null | undefined;
  onCreated(payment: Payment, details: { phone: string | null }): void;
}

/**
 * Amount, tip, method and the method's form, then one pay button (docs/payments.md). A double tap, or a
 * retry after a network failure, sends the same Idempotency-Key (and the same card token), so the
 * diner is charged once.
 */
export function PayForm({
  purchase,
  options,
  payer,
  mode,
  preset,
  consumptionTaxLabel,
  returnUrl,
  tips,
  onCreated,
}: PayFormProps) {
  const { t } = useTranslation('payment');
  const showError = useUiStore((s) => s.showError);
  const currency = purchase.currency;
  const money = (minor: number) => formatMoney(minor, currency);
  const methods = preset
    ? [preset.method]
    : options.methods[purchase.service].filter((m) => options.gateway_configured || !isOnline(m));
  const [amountMode, setAmountMode] = useState<'full' | 'custom'>('full');
  const [amountText, setAmountText] = useState('');
  const [tip, setTip] = useState(() =>
    tipStateOf(tipChoiceAt(tips, purchase.tip_choice ?? tipOptions(tips).start), currency),
  );
  const [method, setMethod] = useState<PaymentMethod | null>(methods.length === 1 ? methods[0]! : null);
  const [card, setCard] = useState(emptyCard);
  const [pse, setPse] = useState(emptyPse);
  const [phone, setPhone] = useState('');
  const [payerInput, setPayerInput] = useState(emptyPayer);
  const errorFocus = useFirstErrorFocus<HTMLFormElement>();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ signature: string; key: string; token?: string } | null>(null);
  const banks = usePseBanks(method === 'pse');
  // PSE and Nequi at a gateway that names its payer: their e-mail and the gateway's terms (ADR 115)
  const payerNeeded = options.payer_required && (method === 'pse' || method === 'nequi');
  const terms = useGatewayTerms(payerNeeded);
  const today = new Date();

  // A preset share was decided by the split rules and is decided again by the server.
  const amount = preset
    ? preset.amount
    : mode === 'bill' && amountMode === 'custom'
      ? parseAmount(amountText, currency)
      : purchase.balance;
  const amountError = !preset && (amount === null || amount > purchase.balance) ? t('amount.invalid') : null;
  // A booking's deposit takes no tip (docs/bookings.md): there is no service to thank yet.
  const tipped = !preset && purchase.service !== 'book';
  const tipValue = preset ? preset.tip : tipped ? tipOf(tip, amount ?? 0, currency) : 0;
  const tipAmount = tipValue ?? 0;
  // The picker refuses a typed value that is not an amount; a tip larger than what it tips on is
  // refused here (the server refuses it too).
  const tipError = !preset && tipAmount > (amount ?? 0) ? t('amount.invalid') : null;
  const charged = (amount ?? 0) + tipAmount;
  const minimum = method ? underMinimum(method, charged, options.minimum_online_amount, currency) : null;
  const cardInput = {
    ...card,
    number: normalizeCardNumber(card.number),
    exp_month: Number(card.exp_month),
    exp_year: Number(card.exp_year),
  };
  // a real gateway's card is typed on its own hosted page, not in our form (ADR 115)
  const hostedCard = options.card_entry === 'hosted';
  const cardProblems =
    method === 'card' && !hostedCard
      ? checkCard(cardInput, { year: today.getFullYear(), month: today.getMonth() + 1 })
      : {};
  const pseIssues = method === 'pse' ? pseProblems(pse) : {};
  const phoneIssue = method === 'nequi' ? nequiProblem(phone) : null;
  const payerIssues = payerNeeded ? payerProblems(payerInput) : {};
  const blocked =
    !method ||
    amountError !== null ||
    tipValue === null ||
    tipError !== null ||
    minimum !== null ||
    Object.keys(cardProblems).length > 0 ||
    Object.keys(pseIssues).length > 0 ||
    Object.keys(payerIssues).length > 0 ||
    phoneIssue !== null;

  async function details(): Promise<PayDetails> {
    if (method === 'card' && hostedCard) return { method };
    if (method === 'card') {
      const token =
        attempt.current?.token ?? (await tokenizeCard(options.card_tokenization_url ?? '', cardInput)).id;
      attempt.current = { ...attempt.current!, token };
      return { method, card_token: token };
    }
    const named = payerNeeded
      ? { payer_email: payerInput.email.trim(), gateway_terms_accepted: true as const }
      : {};
    if (method === 'pse') {
      return { method, pse: { ...pse, document_number: pse.document_number.trim() }, ...named };
    }
    if (method === 'nequi') return { method, nequi: { phone: phone.replace(/\s/g, '') }, ...named };
    return { method: method as 'cash' | 'card_reader' };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (busy) return;
    // "Pagar" stays enabled: a press shows what is wrong and takes the diner to it (docs/decisions/019-diner-side-hardening.md)
    if (blocked || amount === null) return errorFocus.reveal();
    const signature = JSON.stringify([
      amount,
      tipAmount,
      method,
      preset?.share,
      card,
      pse,
      phone,
      payerInput,
    ]);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    setBusy(true);
    try {
      const body = payBody(
        purchase.id,
        amount,
        tipAmount,
        preset?.share ?? { kind: amountMode === 'custom' ? 'custom' : 'full' },
        await details(),
        returnUrl,
      );
      const payment = await createPayment(body, payer, attempt.current.key);
      attempt.current = null;
      setCard(emptyCard);
      onCreated(payment, { phone: method === 'nequi' ? (body.nequi?.phone ?? null) : null });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, 'payment_processing_error', '');
      // A network failure may have reached the server: the retry must carry the same key.
      if (failure.status !== 0) attempt.current = null;
      showError({ key: failure.key, params: failure.params });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={errorFocus.ref} onSubmit={submit} noValidate className="flex flex-col gap-6">
      {mode === 'bill' && !preset && (
        <AmountChoice
          balance={purchase.balance}
          currency={currency}
          mode={amountMode}
          text={amountText}
          error={amountMode === 'custom' && (tried || amountText) ? amountError : null}
          onChange={(next, text) => {
            setAmountMode(next);
            setAmountText(text);
          }}
        />
      )}
      {tipped && (
        <TipPicker
          value={tip}
          base={amount ?? 0}
          currency={currency}
          error={tipError}
          tips={tips}
          onChange={setTip}
        />
      )}
      {consumptionTaxLabel && (
        <p className="text-sm text-muted">{t('consumption_tax', { percent: CONSUMPTION_TAX_PERCENT })}</p>
      )}
      {!options.gateway_configured && (
        <p role="note" className="rounded-lg border border-line p-3">
          {t('errors:payment_gateway_not_configured')}
        </p>
      )}
      {!preset && (
        <MethodPicker
          methods={methods}
          value={method}
          error={tried && !method ? t('method.required') : null}
          onChange={setMethod}
          legend={t('method.legend')}
          labelOf={(m) => t(`method.${m}`)}
        />
      )}
      {method === 'card' && hostedCard && (
        <p>{t('hosted_card', { gateway: gatewayName(options.provider) })}</p>
      )}
      {method === 'card' && !hostedCard && (
        <CardFields
          value={card}
          problems={tried ? cardProblems : {}}
          thisYear={today.getFullYear()}
          onChange={setCard}
        />
      )}
      {method === 'pse' && (
        <PseFields value={pse} banks={banks.data ?? []} problems={tried ? pseIssues : {}} onChange={setPse} />
      )}
      {method === 'nequi' && (
        <NequiFields phone={phone} problem={tried ? phoneIssue : null} onChange={setPhone} />
      )}
      {payerNeeded && (
        <PayerFields
          value={payerInput}
          gateway={gatewayName(options.provider)}
          terms={terms.data}
          problems={tried ? payerIssues : {}}
          onChange={setPayerInput}
        />
      )}
      {(method === 'cash' || method === 'card_reader') && <p>{t(`manual.${method}`)}</p>}
      <div className="sticky bottom-0 flex flex-col gap-2 border-t border-line bg-page py-3">
        <p className="flex justify-between text-lg font-bold">
          <span>{t('total')}</span>
          <span data-testid="charged">{money(charged)}</span>
        </p>
        {minimum && (
          <p role="alert" className="font-medium text-red-700">
            {t('errors:minimum_value', minimum)}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="min-h-12 rounded-lg bg-brand px-5 text-lg font-semibold text-on-brand disabled:opacity-60"
        >
          {busy ? t('paying') : t('pay', { amount: money(charged) })}
        </button>
      </div>
    </form>
  );
}
