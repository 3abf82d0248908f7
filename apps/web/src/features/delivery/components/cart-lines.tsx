import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Localized } from '@storefront/domain/catalog/catalog.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { stepButtonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

export interface CartLineView {
  lineId: string;
  name: Localized;
  option_names: Localized[];
  unit_price: number;
  count: number;
}

/** The delivery cart's lines with their quantities (spec §3 Order state shoppingCart). */
export function CartLines({
  lines,
  currency,
  lang,
  onCount,
}: {
  lines: CartLineView[];
  currency: string;
  lang: string;
  onCount(lineId: string, count: number): void;
}) {
  const { t } = useTranslation('delivery');
  return (
    <ul className="flex flex-col gap-3" aria-label={t('cart.products')}>
      {lines.map((line) => {
        const name = localized(line.name, lang);
        return (
          <li key={line.lineId} className="flex items-center gap-3 rounded-xl border border-line p-3">
            <div className="min-w-0 grow">
              <p className="font-semibold">{name}</p>
              {line.option_names.length > 0 && (
                <p className="text-sm text-muted">
                  {line.option_names.map((o) => localized(o, lang)).join(', ')}
                </p>
              )}
              <p>{formatMoney(line.unit_price * line.count, currency)}</p>
            </div>
            <button
              type="button"
              className={stepButtonClass}
              aria-label={line.count === 1 ? t('cart.remove_line', { name }) : t('cart.decrease', { name })}
              onClick={() => onCount(line.lineId, line.count - 1)}
            >
              {line.count === 1 ? '×' : '−'}
            </button>
            <output aria-live="polite" className="min-w-6 text-center font-semibold">
              {line.count}
            </output>
            <button
              type="button"
              className={stepButtonClass}
              aria-label={t('cart.increase', { name })}
              disabled={line.count >= 99}
              onClick={() => onCount(line.lineId, line.count + 1)}
            >
              +
            </button>
          </li>
        );
      })}
    </ul>
  );
}
