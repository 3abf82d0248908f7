import { formatMoney, parseAmount, toMajorUnits } from '@storefront/domain/money/money';
import type { SharePayment } from '@storefront/domain/on-table/on-table.schema';
import type { Payment, RefundPayment } from '@storefront/domain/payment/payment.schema';
import { FieldInput } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError, api } from '@storefront/ui/lib/api-client.ts';
import { useState } from 'react';
import { TextField, useSubmit } from '../app/form.tsx';
import { FormDialog } from '../app/form-dialog.tsx';

// A refund of a paid payment, all of it or a part (docs/decisions/117-partial-refunds.md): owners
// and managers only (`payments.refund`). The dialog proposes what is left to give back, takes a
// part and a reason, and sends them with one Idempotency-Key per attempt, so a retry after a lost
// answer gives nothing back twice. The server's refusal is announced in the form and takes the focus.

const button = 'min-h-11 rounded-lg px-3 font-semibold';

export const refundApi = {
  refund: (payment: string, body: RefundPayment, key: string) =>
    api<Payment>(`/staff/payments/${payment}/refund`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    }),
};

/** What is left to give back of a paid payment (domain `refundableAmount` on the wire's fields). */
function refundableOf(payment: SharePayment): number {
  if (payment.status !== 'paid') return 0;
  return Math.max(0, payment.amount + payment.tip - (payment.refunded_amount ?? 0));
}

/** Beside a payment of a bill: what was given back of it, and the Refund action for a manager. */
export function RefundAction({
  payment,
  currency,
  label,
  allowed,
  onRefunded,
}: {
  payment: SharePayment;
  currency: string;
  /** Whether the signed-in staff member may refund (`payments.refund`: owners and managers). */
  allowed: boolean;
  /** Names the payment for a screen reader ("Cash $20.000 · Ana"). */
  label: string;
  onRefunded: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const refunded = payment.refunded_amount ?? 0;
  const refundable = refundableOf(payment);
  return (
    <>
      {refunded > 0 && (
        <span className="text-sm font-semibold">
          {t('refunds.refunded', { amount: formatMoney(refunded, currency) })}
        </span>
      )}
      {refundable > 0 && allowed && (
        <button
          type="button"
          className={`${button} border border-line`}
          aria-label={t('refunds.refundOf', { payment: label })}
          onClick={() => setOpen(true)}
        >
          {t('refunds.refund')}
        </button>
      )}
      {open && (
        <RefundDialog
          payment={payment}
          currency={currency}
          refundable={refundable}
          onClose={() => setOpen(false)}
          onRefunded={(message) => {
            setOpen(false);
            onRefunded(message);
          }}
        />
      )}
    </>
  );
}

function RefundDialog({
  payment,
  currency,
  refundable,
  onClose,
  onRefunded,
}: {
  payment: SharePayment;
  currency: string;
  refundable: number;
  onClose: () => void;
  onRefunded: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(String(toMajorUnits(refundable, currency)));
  const [reason, setReason] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const form = useSubmit(
    () => {
      const minor = parseAmount(amount, currency);
      if (minor === null) throw new ApiError(422, 'refund_amount_invalid', amount, {});
      const why = reason.trim() ? { reason: reason.trim() } : {};
      return refundApi.refund(payment.id, { amount: minor, ...why }, key);
    },
    (done) =>
      onRefunded(
        t('refunds.done', {
          amount: formatMoney((done.refunded_amount ?? 0) - (payment.refunded_amount ?? 0), currency),
        }),
      ),
  );
  const left = formatMoney(refundable, currency);
  return (
    <FormDialog
      title={t('refunds.title')}
      description={t('refunds.left', {
        amount: left,
        paid: formatMoney(payment.amount + payment.tip, currency),
      })}
      submit={t('refunds.confirm')}
      keep={t('refunds.keep')}
      form={form}
      onClose={onClose}
    >
      <TextField
        label={t('refunds.amount')}
        value={amount}
        onChange={setAmount}
        inputMode="text"
        invalid={Boolean(form.error)}
      />
      <FieldInput
        label={t('refunds.reason')}
        value={reason}
        maxLength={300}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
