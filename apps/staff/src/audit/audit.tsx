import { changedFields } from '@storefront/domain/staff/audit-log.rules';
import { type AuditArea, type AuditEntry, auditAreas } from '@storefront/domain/staff/audit-log.schema';
import { FieldSelect } from '@storefront/ui/components/field.tsx';
import { SelectOptions } from '@storefront/ui/components/select-field.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQuery } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { errorText, FormError } from '../app/form.tsx';
import { auditApi } from './audit-api.ts';

// The back office's audit log (docs/back-office.md#audit-log): who changed what of the menu, the
// branches and the brand, newest first, 50 at a time; each entry opens to the fields that changed,
// before and after (domain `changedFields`). Owners and managers only (`audit.read`).

/** A value as the log shows it: text as it is, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** What was done, in words where the console knows the action, else as the server names it. */
function actionLabel(t: (key: string) => string, action: string): string {
  const key = `audit.action.${action}`;
  const label = t(key);
  return label === key ? action.replaceAll('_', ' ') : label;
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const changes = changedFields(entry.before, entry.after);
  const at = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.at),
  );
  return (
    <li className="border-b border-line py-2">
      <details>
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
          <time dateTime={entry.at} className="text-sm text-muted tabular-nums">
            {at}
          </time>
          <span className="font-semibold">{entry.actor}</span>
          <span>
            {t(`audit.area.${entry.area}`)} · {actionLabel(t, entry.action)} · <code>{entry.subject}</code>
          </span>
        </summary>
        {changes.length === 0 ? (
          <p className="py-2 text-sm text-muted">{t('audit.noFields')}</p>
        ) : (
          <table className="mt-2 w-full table-fixed text-sm">
            <caption className="sr-only">{t('audit.changesOf', { subject: entry.subject })}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="w-1/4 py-1">
                  {t('audit.field')}
                </th>
                <th scope="col" className="py-1">
                  {t('audit.before')}
                </th>
                <th scope="col" className="py-1">
                  {t('audit.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.path} className="border-t border-line align-top">
                  <th scope="row" className="py-1 text-left font-mono font-normal wrap-break-word">
                    {change.path || '—'}
                  </th>
                  <td className="py-1 wrap-break-word">{shown(change.before)}</td>
                  <td className="py-1 wrap-break-word">{shown(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </li>
  );
}

/** One page of the log: the first has no cursor; each answers the cursor of the next. */
function Page({
  area,
  before,
  last,
  onMore,
}: {
  area: AuditArea | '';
  before: number | null;
  last: boolean;
  onMore: (next: number) => void;
}) {
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: ['staff', 'audit', area, before],
    queryFn: () => auditApi.page(area, before),
  });
  if (page.isPending) return <Spinner label={t('loading')} />;
  if (page.isError)
    return (
      <div className="flex flex-col items-start gap-2">
        <FormError error={errorText(t, page.error)} />
        <button
          type="button"
          className="min-h-11 rounded-lg border border-line px-3"
          onClick={() => page.refetch()}
        >
          {t('audit.retry')}
        </button>
      </div>
    );
  const { entries, next } = page.data;
  if (before === null && entries.length === 0) return <p className="text-muted">{t('audit.empty')}</p>;
  return (
    <>
      <ul>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ul>
      {last && next !== null && (
        <button
          type="button"
          className="min-h-11 self-start rounded-lg border border-line px-3 font-semibold"
          onClick={() => onMore(next)}
        >
          {t('audit.more')}
        </button>
      )}
    </>
  );
}

export function AuditScreen() {
  const { t } = useTranslation();
  const [area, setArea] = useState<AuditArea | ''>('');
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const options = [
    { value: '', label: t('audit.allAreas') },
    ...auditAreas.map((value) => ({ value, label: t(`audit.area.${value}`) })),
  ];
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-3">
      <h1 className="text-xl font-bold text-title">{t('audit.title')}</h1>
      <p className="text-muted">{t('audit.intro')}</p>
      <div className="max-w-xs">
        <FieldSelect
          label={t('audit.areaLabel')}
          value={area}
          onChange={(event) => {
            setArea(event.target.value as AuditArea | '');
            setCursors([null]);
          }}
        >
          <SelectOptions options={options} />
        </FieldSelect>
      </div>
      <section aria-label={t('audit.title')} className="flex flex-col gap-2">
        {cursors.map((before, i) => (
          <Page
            key={`${area}:${before}`}
            area={area}
            before={before}
            last={i === cursors.length - 1}
            onMore={(next) => setCursors((list) => [...list, next])}
          />
        ))}
      </section>
    </main>
  );
}
