import type { EditorCatalog } from '@storefront/domain/catalog/menu-editor.schema';
import { currencyFractionDigits, formatMoney } from '@storefront/domain/money/money';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { errorText, FormError } from '../app/form.tsx';
import { menuApi, menuKey } from './menu-api.ts';
import { parsePercent, pricePreview, productsUnder } from './menu-form.ts';
import { buttonClass, primaryClass } from './menu-parts.tsx';

// A bulk price change (POST /staff/menu/price_change.json): a percent up or down for a category or
// the products selected, the new prices previewed (rounded as the server rounds them,
// price.rules `priceAfterPercent`) before they are applied.

export function PriceChange({
  catalog,
  selected,
  onDone,
}: {
  catalog: EditorCatalog;
  selected: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState('');
  const [percentText, setPercentText] = useState('');
  const [rounding, setRounding] = useState(1);
  const [previewed, setPreviewed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => formatMoney(minor, catalog.currency);
  const unit = 10 ** currencyFractionDigits(catalog.currency);
  const steps = [...new Set([1, unit, unit * 100, unit * 1000].filter((s) => s <= 1_000_000))];

  if (!open)
    return (
      <div className="flex flex-col items-start gap-1">
        <button type="button" className={buttonClass} onClick={() => setOpen(true)}>
          {t('menu.prices.open')}
        </button>
        <p aria-live="polite">{status}</p>
      </div>
    );

  const effectiveScope = scope || (selected.length ? 'selection' : '');
  const products =
    effectiveScope === 'selection'
      ? catalog.products.filter((p) => selected.includes(p.id))
      : effectiveScope
        ? productsUnder(catalog, Number(effectiveScope))
        : [];
  const percent = parsePercent(percentText);
  const rows = percent === null ? [] : pricePreview(products, percent, rounding);

  const apply = async () => {
    if (percent === null || products.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const { changed } = await menuApi.changePrices(
        effectiveScope === 'selection'
          ? { percent, rounding, product_ids: products.map((p) => p.id) }
          : { percent, rounding, category_id: Number(effectiveScope) },
      );
      await queryClient.invalidateQueries({ queryKey: menuKey });
      setStatus(t('menu.prices.done', { count: changed }));
      setOpen(false);
      setPreviewed(false);
      setPercentText('');
      onDone();
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label={t('menu.prices.title')}
      className="flex flex-col gap-3 rounded-lg border border-line p-3"
    >
      <h2 className="text-lg font-semibold">{t('menu.prices.title')}</h2>
      <FieldSelect
        label={t('menu.prices.scope')}
        value={effectiveScope}
        onChange={(event) => {
          setScope(event.target.value);
          setPreviewed(false);
        }}
      >
        <option value="">{t('menu.prices.pick')}</option>
        {selected.length > 0 && (
          <option value="selection">{t('menu.prices.selection', { count: selected.length })}</option>
        )}
        {catalog.categories
          .filter((c) => !c.archived)
          .map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name.es}
            </option>
          ))}
      </FieldSelect>
      <FieldInput
        label={t('menu.prices.percent')}
        inputMode="decimal"
        value={percentText}
        error={percentText && percent === null ? t('menu.errors.percent') : undefined}
        onChange={(event) => {
          setPercentText(event.target.value);
          setPreviewed(false);
        }}
      />
      <FieldSelect
        label={t('menu.prices.rounding')}
        value={String(rounding)}
        onChange={(event) => {
          setRounding(Number(event.target.value));
          setPreviewed(false);
        }}
      >
        {steps.map((step) => (
          <option key={step} value={String(step)}>
            {step === 1 ? t('menu.prices.noRounding') : t('menu.prices.roundTo', { amount: money(step) })}
          </option>
        ))}
      </FieldSelect>
      <FormError error={error} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={percent === null || products.length === 0}
          onClick={() => setPreviewed(true)}
        >
          {t('menu.prices.preview')}
        </button>
        <button type="button" className={buttonClass} onClick={() => setOpen(false)}>
          {t('menu.cancel')}
        </button>
      </div>
      {previewed && rows.length > 0 && (
        <>
          <table className="w-full text-left">
            <caption className="text-left font-medium">
              {t('menu.prices.previewTitle', { count: rows.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('menu.name')}</th>
                <th scope="col">{t('menu.prices.before')}</th>
                <th scope="col">{t('menu.prices.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{catalog.products.find((p) => p.id === row.id)?.name.es}</td>
                  <td>
                    {money(row.before)}
                    {row.promoBefore !== null && ` (${money(row.promoBefore)})`}
                  </td>
                  <td>
                    {money(row.after)}
                    {row.promoAfter !== null && ` (${money(row.promoAfter)})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-sm text-muted">{t('menu.prices.branchNote')}</p>
          <button
            type="button"
            className={`${primaryClass} self-start`}
            disabled={busy}
            aria-busy={busy}
            onClick={apply}
          >
            {t('menu.prices.apply', { count: rows.length })}
          </button>
        </>
      )}
    </section>
  );
}
