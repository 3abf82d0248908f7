import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useState } from 'react';
import { errorText, FormError } from '../app/form.tsx';
import { printersApi } from './printers-api.ts';

// "Print receipt" on a table's or an order's detail (docs/back-office.md#printers): the receipt goes
// to the branch's receipt printers. One key per receipt, kept until it is queued, so a second tap or a
// retry after a lost answer prints one receipt.

export function PrintReceiptButton({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation();
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [error, setError] = useState<string | null>(null);
  const print = async () => {
    const asked = key ?? crypto.randomUUID();
    setKey(asked);
    setBusy(true);
    setError(null);
    setSaid('');
    try {
      const { jobs } = await printersApi.receipt(purchaseId, asked);
      setKey(null);
      setSaid(t('printers.receiptSent', { printers: jobs.map((job) => job.printer).join(', ') }));
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={busy}
        className="min-h-11 self-start rounded-lg border border-line px-3 font-semibold"
        onClick={() => void print()}
      >
        {t('printers.printReceipt')}
      </button>
      <FormError error={error} />
      <p aria-live="polite" className="text-sm text-muted">
        {said}
      </p>
    </div>
  );
}
