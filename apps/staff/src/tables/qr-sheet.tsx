import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQuery } from '@storefront/ui/lib/query.tsx';
import QRCode from 'qrcode';
import { staffApi } from '../app/api.ts';
import { useConsole } from '../app/layout.tsx';

// A printable sheet of the branch's QR codes (docs/staff-api.md): one card per table, room, seat or
// counter, drawn by the `qrcode` library from the place's own link, so a venue can start from
// nothing. The console's bar and buttons are left off the printout.

export function QrSheet() {
  const { t } = useTranslation();
  const { branch } = useConsole();
  const codes = useQuery({
    queryKey: ['staff', 'qr', branch],
    queryFn: async () => {
      const { tables } = await staffApi.tables(branch);
      return Promise.all(
        tables.map(async (table) => ({
          id: table.id,
          label: table.label,
          url: `${window.location.origin}${table.qr_path}`,
          image: await QRCode.toDataURL(`${window.location.origin}${table.qr_path}`, {
            margin: 1,
            width: 320,
          }),
        })),
      );
    },
  });
  return (
    <main className="p-3 print:p-0">
      <div className="mb-3 flex items-center gap-3 print:hidden">
        <h1 className="text-xl font-bold text-title">{t('tables.qrTitle', { branch })}</h1>
        <button
          type="button"
          onClick={() => window.print()}
          className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-on-brand"
        >
          {t('tables.print')}
        </button>
      </div>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 print:grid-cols-3">
        {(codes.data ?? []).map((code) => (
          <li
            key={code.id}
            className="flex break-inside-avoid flex-col items-center gap-1 rounded-lg border border-line p-3"
          >
            <img src={code.image} alt={t('tables.qrAlt', { label: code.label })} className="size-40" />
            <p className="text-lg font-bold">{code.label}</p>
            <p className="break-all text-center text-xs text-muted">{code.url}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
