import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQuery } from '@storefront/ui/lib/query.tsx';
import { printerStatusKey, printersApi } from './printers-api.ts';

// The alert of a printer that is not printing (ADR 109), on every screen of those who watch the
// kitchen or the tables (`orders.read`): which printer, how many tickets wait, that they will print
// when it answers. Read every few seconds, as every server process may be the one printing; the
// live region is always there so a screen reader hears it appear; the alert itself only while a
// printer fails.

const STATUS_POLL_MS = 5_000;

export function PrinterAlert({ branch }: { branch: string }) {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: printerStatusKey(branch),
    queryFn: () => printersApi.status(branch),
    refetchInterval: STATUS_POLL_MS,
  });
  const failing = (status.data?.printers ?? []).filter((printer) => printer.failing);
  return (
    <div aria-live="assertive" className="print:hidden">
      {failing.length > 0 && (
        <div role="alert">
          {failing.map((printer) => (
            <p key={printer.id} className="bg-red-100 px-3 py-2 font-semibold text-red-900">
              {t('printers.alert', { name: printer.name, count: printer.waiting })}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
