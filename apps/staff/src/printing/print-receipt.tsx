import { columnsOf } from '@storefront/domain/printing/printer.schema';
import { linesAsText } from '@storefront/domain/printing/ticket.rules';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useId, useState } from 'react';
import { errorText, FormError, SubmitForm, TextField, useSubmit } from '../app/form.tsx';
import { printersApi } from './printers-api.ts';

// A customer's receipt from a table's or an order's detail (docs/back-office.md#printers): on the
// branch's receipt printers ("Print receipt": one key per receipt, kept until it is queued, so a
// second tap or a retry after a lost answer prints one), as a page any printer prints ("Show
// receipt", then the browser's print), or by e-mail through the outbox.

export function PrintReceiptButton({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation();
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState<string | null>(null);
  const [mailing, setMailing] = useState(false);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setSaid('');
    try {
      await call();
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  };
  const print = () =>
    run(async () => {
      const asked = key ?? crypto.randomUUID();
      setKey(asked);
      const { jobs } = await printersApi.receipt(purchaseId, asked);
      setKey(null);
      setSaid(t('printers.receiptSent', { printers: jobs.map((job) => job.printer).join(', ') }));
    });
  const show = () =>
    run(async () => {
      const { lines } = await printersApi.receiptPage(purchaseId);
      setPage(linesAsText(lines, columnsOf(80)));
    });
  const button = 'min-h-11 rounded-lg border border-line px-3 font-semibold';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} className={button} onClick={() => void print()}>
          {t('printers.printReceipt')}
        </button>
        <button type="button" disabled={busy} className={button} onClick={() => void show()}>
          {t('printers.showReceipt')}
        </button>
        <button type="button" className={button} aria-expanded={mailing} onClick={() => setMailing(!mailing)}>
          {t('printers.emailReceipt')}
        </button>
      </div>
      <FormError error={error} />
      <p aria-live="polite" className="text-sm text-muted">
        {said}
      </p>
      {page !== null && <ReceiptPage text={page} />}
      {mailing && (
        <EmailReceipt
          purchaseId={purchaseId}
          onSent={(to) => {
            setMailing(false);
            setSaid(t('printers.receiptMailed', { to }));
          }}
        />
      )}
    </div>
  );
}

/** The receipt as text of a receipt printer's width, and the browser's print of it alone. */
function ReceiptPage({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const printPage = () => {
    const opened = window.open('', '_blank');
    if (!opened) return;
    const pre = opened.document.createElement('pre');
    pre.textContent = text;
    opened.document.body.append(pre);
    opened.print();
  };
  return (
    <figure aria-labelledby={id} className="flex flex-col gap-1">
      <figcaption id={id} className="font-medium">
        {t('printers.receiptPage')}
      </figcaption>
      <pre className="overflow-x-auto rounded-lg border border-line bg-white p-2 text-xs text-black">
        {text}
      </pre>
      <button
        type="button"
        className="min-h-11 self-start rounded-lg border border-line px-3 font-semibold"
        onClick={printPage}
      >
        {t('printers.printPage')}
      </button>
    </figure>
  );
}

function EmailReceipt({ purchaseId, onSent }: { purchaseId: string; onSent: (to: string) => void }) {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const form = useSubmit(
    () => printersApi.receiptEmail(purchaseId, to.trim()),
    () => onSent(to.trim()),
  );
  return (
    <SubmitForm form={form} submit={t('printers.sendReceipt')}>
      <TextField
        label={t('printers.receiptTo')}
        type="email"
        value={to}
        onChange={setTo}
        invalid={Boolean(form.error)}
      />
    </SubmitForm>
  );
}
