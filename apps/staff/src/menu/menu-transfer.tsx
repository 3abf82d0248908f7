import type { CatalogImportResult } from '@storefront/domain/catalog/catalog-transfer.schema';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useFirstErrorFocus } from '@storefront/ui/components/use-first-error-focus.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { type FormEvent, useId, useState } from 'react';
import { errorText, FormError } from '../app/form.tsx';
import { i18n } from '../i18n/i18n.ts';
import { menuKey } from './menu-api.ts';
import { buttonClass, primaryClass } from './menu-parts.tsx';
import { exportFormats, exportUrl, ImportRefused, importCatalog } from './menu-transfer-api.ts';

// Import and export of the whole catalogue (docs/back-office.md#import-and-export): download it as
// a spreadsheet (XLSX, CSV) or the venue file's JSON; choose a file, see what it would change (a
// dry run), then apply it. A refused file shows every wrong row in a table, the focus on its summary.

type Refusal = { summary: string; rows: ImportRefused['rows'] };

function Counts({ result }: { result: CatalogImportResult }) {
  const { t } = useTranslation();
  const kinds = ['products', 'categories'] as const;
  const changes = ['created', 'updated', 'archived', 'unchanged'] as const;
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-semibold">{t('menuTransfer.countsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('menuTransfer.kind')}</th>
          {changes.map((change) => (
            <th key={change} scope="col">
              {t(`menuTransfer.change.${change}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <tr key={kind}>
            <th scope="row">{t(`menuTransfer.kinds.${kind}`)}</th>
            {changes.map((change) => (
              <td key={change}>{result[kind][change]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Changes({ result }: { result: CatalogImportResult }) {
  const { t } = useTranslation();
  if (result.changes.length === 0) return <p>{t('menuTransfer.nothingChanges')}</p>;
  return (
    <div className="max-h-96 overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="text-left font-semibold">{t('menuTransfer.changesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('menuTransfer.change.title')}</th>
            <th scope="col">{t('menuTransfer.kind')}</th>
            <th scope="col">{t('menuTransfer.key')}</th>
            <th scope="col">{t('menuTransfer.name')}</th>
          </tr>
        </thead>
        <tbody>
          {result.changes.map((change) => (
            <tr key={`${change.kind}:${change.key}`}>
              <td>{t(`menuTransfer.change.${change.change}`)}</td>
              <td>{t(`menuTransfer.kinds.${change.kind === 'product' ? 'products' : 'categories'}`)}</td>
              <td>{change.key}</td>
              <td>{change.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowErrors({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  return (
    <div role="alert" tabIndex={-1} className="flex flex-col gap-2 rounded-lg bg-red-50 p-3 text-red-800">
      <p className="font-semibold">{refusal.summary}</p>
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('menuTransfer.errorsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('menuTransfer.row')}</th>
              <th scope="col">{t('menuTransfer.sheet')}</th>
              <th scope="col">{t('menuTransfer.column')}</th>
              <th scope="col">{t('menuTransfer.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {refusal.rows.map((row) => (
              <tr key={`${row.sheet}:${row.row ?? row.column}:${row.column}:${row.key}`}>
                <td>{row.row ?? '—'}</td>
                <td>{row.sheet ?? '—'}</td>
                <td>{row.column ?? '—'}</td>
                <td>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function MenuTransfer() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CatalogImportResult | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [done, setDone] = useState('');
  const { ref, reveal } = useFirstErrorFocus<HTMLFormElement>();

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'apply');
    setError(null);
    setRefusal(null);
    setDone('');
    try {
      const result = await importCatalog(file, dryRun, i18n.language);
      if (dryRun) setPreview(result);
      else {
        setPreview(null);
        setFile(null);
        setDone(t('menuTransfer.applied', { count: result.products.created + result.products.updated }));
        await queryClient.invalidateQueries({ queryKey: menuKey });
      }
    } catch (caught) {
      setPreview(null);
      if (caught instanceof ImportRefused) setRefusal({ summary: errorText(t, caught), rows: caught.rows });
      else setError(errorText(t, caught));
      reveal();
    } finally {
      setBusy(null);
    }
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="menu-export-title" className="flex flex-col gap-2">
        <h2 id="menu-export-title" className="text-lg font-semibold">
          {t('menuTransfer.exportTitle')}
        </h2>
        <p className="text-sm">{t('menuTransfer.exportHint')}</p>
        <div className="flex flex-wrap gap-2">
          {exportFormats.map((format) => (
            <a
              key={format}
              href={exportUrl(format)}
              download
              className={`${buttonClass} inline-flex items-center`}
            >
              {t(`menuTransfer.download.${format}`)}
            </a>
          ))}
        </div>
      </section>

      <section aria-labelledby="menu-import-title" className="flex flex-col gap-3">
        <h2 id="menu-import-title" className="text-lg font-semibold">
          {t('menuTransfer.importTitle')}
        </h2>
        <form ref={ref} onSubmit={check} className="flex flex-col gap-3" aria-busy={busy !== null}>
          <label htmlFor={fileId} className="font-medium">
            {t('menuTransfer.file')}
          </label>
          <p id={`${fileId}-hint`} className="text-sm">
            {t('menuTransfer.fileHint')}
          </p>
          <input
            id={fileId}
            type="file"
            aria-describedby={`${fileId}-hint`}
            accept=".xlsx,.csv,.json,application/json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="min-h-11"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPreview(null);
              setRefusal(null);
              setError(null);
              setDone('');
            }}
          />
          <button type="submit" className={`${buttonClass} self-start`} disabled={!file || busy !== null}>
            {t('menuTransfer.check')}
          </button>
          {busy !== null && (
            <Spinner label={t(busy === 'check' ? 'menuTransfer.checking' : 'menuTransfer.applying')} />
          )}
          <FormError error={error} />
          {refusal && <RowErrors refusal={refusal} />}
        </form>
        {preview && (
          <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
            <p className="font-semibold">{t('menuTransfer.previewTitle')}</p>
            <Counts result={preview} />
            <Changes result={preview} />
            {preview.products.archived > 0 && (
              <p className="text-sm">
                {t('menuTransfer.archiveWarning', { count: preview.products.archived })}
              </p>
            )}
            <button
              type="button"
              className={`${primaryClass} self-start`}
              disabled={busy !== null}
              onClick={() => void send(false)}
            >
              {t('menuTransfer.apply')}
            </button>
          </div>
        )}
        <p aria-live="polite" className="font-medium">
          {done}
        </p>
      </section>
    </div>
  );
}
