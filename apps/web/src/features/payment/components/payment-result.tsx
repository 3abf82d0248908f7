import { formatMoney } from '@storefront/domain/money/money';
import type { Payment } from '@storefront/domain/payment/payment.schema';
import { useEffect, useRef } from 'react';
import { buttonClass, textLinkClass } from '../../../components/ui/button.ts';
import { Icon } from '@storefront/ui/components/icons.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import { paymentView } from '../model/payment-view.ts';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

export interface NextSteps {
  /** The order's own screen (tracking, my order; a booking for its deposit), when there is one. */
  order: string | null;
  orderLabel?: 'order' | 'booking';
  home: string;
  branchLabel: string;
  /** Something is still left to pay (a split bill). */
  payRest: boolean;
}

/**
 * The result of a payment and the next step, for every outcome (docs/payments.md): approved, failed with
 * the spec §8 message and a retry, on the way to the bank, waiting for the phone, the bank or the
 * staff. Announced to screen readers as it changes.
 */
export function PaymentResult({
  payment,
  next,
  autoRedirect,
  sandboxPhone,
  onPayAgain,
}: {
  payment: Payment;
  next: NextSteps;
  autoRedirect: boolean;
  sandboxPhone: string | null;
  onPayAgain(): void;
}) {
  const { t } = useTranslation('payment');
  const heading = useRef<HTMLHeadingElement>(null);
  const view = paymentView(payment);
  const amount = formatMoney(payment.amount + payment.tip, payment.currency);
  const redirect = payment.redirect_url;

  // A new outcome takes the focus, so it is read out and the next step is one tab away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is the trigger, not an input
  useEffect(() => {
    heading.current?.focus();
  }, [view]);
  useEffect(() => {
    if (view === 'redirect' && autoRedirect && redirect) window.location.assign(redirect);
  }, [view, autoRedirect, redirect]);

  const title =
    view === 'waiting_staff'
      ? t(`result.waiting_staff.${payment.method === 'cash' ? 'cash' : 'card_reader'}`)
      : t(`result.${view}.title`);
  const failed = view === 'failed';
  const waiting = ['redirect', 'waiting_phone', 'waiting_bank', 'waiting_staff', 'processing'].includes(view);
  return (
    <section
      aria-labelledby="payment-result"
      className="flex flex-col items-start gap-3 rounded-xl border border-line p-5"
    >
      <span
        className={`grid size-12 place-items-center rounded-full ${failed ? 'bg-red-700 text-white' : 'bg-brand text-on-brand'}`}
      >
        <Icon name={failed ? 'warning' : view === 'paid' ? 'check' : 'info'} className="size-7" />
      </span>
      <h2
        id="payment-result"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-title focus:outline-none"
      >
        {title}
      </h2>
      <div role={failed ? 'alert' : 'status'} className="flex flex-col gap-2">
        {view === 'paid' && <p>{t('result.paid.body', { amount })}</p>}
        {view === 'paid' && payment.card_last4 && (
          <p className="text-muted">
            {t('result.paid.card', {
              brand: brandNames[payment.card_brand ?? ''] ?? payment.card_brand,
              last4: payment.card_last4,
            })}
          </p>
        )}
        {(failed || view === 'waiting_bank') && payment.message_key && (
          <p>{t(`errors:${payment.message_key}`)}</p>
        )}
        {view === 'waiting_bank' && <p className="text-muted">{t('result.waiting_bank.body')}</p>}
        {view === 'waiting_phone' && <p>{t('result.waiting_phone.body', { amount })}</p>}
        {view === 'waiting_staff' && <p>{t('result.waiting_staff.body', { amount })}</p>}
        {view === 'refunded' && <p>{t('result.refunded.body', { amount })}</p>}
      </div>
      {waiting && view !== 'waiting_bank' && (
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-line border-t-[var(--color-brand)]"
        />
      )}
      {view === 'redirect' && redirect && (
        <a href={redirect} className="min-h-11 rounded-lg bg-brand px-5 py-2.5 font-semibold text-on-brand">
          {t('result.redirect.link')}
        </a>
      )}
      {view === 'waiting_phone' && sandboxPhone && (
        <a
          href={`/sandbox/nequi/${sandboxPhone}`}
          target="_blank"
          rel="noreferrer"
          className="font-semibold underline"
        >
          {t('result.waiting_phone.sandbox')}
        </a>
      )}
      <div className="mt-2 flex w-full flex-col gap-2">
        {failed && (
          <button type="button" onClick={onPayAgain} className={buttonClass}>
            {t('result.failed.retry')}
          </button>
        )}
        {view === 'paid' && next.payRest && (
          <button type="button" onClick={onPayAgain} className={buttonClass}>
            {t('result.pay_rest')}
          </button>
        )}
        {/* after a failure too: a table's payer goes back to the bill to choose a share again */}
        {next.order && (
          <Link to={next.order} className={textLinkClass}>
            {t(next.orderLabel === 'booking' ? 'result.see_booking' : 'result.see_order')}
          </Link>
        )}
        <Link to={next.home} className={textLinkClass}>
          {t('result.back_home', { branch: next.branchLabel })}
        </Link>
      </div>
    </section>
  );
}
