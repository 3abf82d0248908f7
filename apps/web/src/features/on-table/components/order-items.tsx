import { localized } from '@storefront/domain/catalog/cart.rules';
import { formatMoney } from '@storefront/domain/money/money';
import type { PurchaseItem } from '@storefront/domain/order/order.schema';
import { stepButtonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

function ItemLine({
  item,
  lang,
  currency,
  onCount,
}: {
  item: PurchaseItem;
  lang: string;
  currency: string;
  onCount?: ((count: number) => void) | undefined;
}) {
  const { t } = useTranslation('on-table');
  const name = localized(item.name, lang);
  const options = item.option_names.map((o) => localized(o, lang)).join(', ');
  return (
    <li className="flex items-center gap-3 border-b border-line py-3 last:border-b-0">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          <span>{item.count} × </span>
          {name}
        </p>
        {options && <p className="text-sm text-muted">{options}</p>}
        {item.note && <p className="text-sm text-muted">{item.note}</p>}
        {(item.discount ?? 0) > 0 && (
          <p className="text-sm font-semibold">
            {item.subtotal === 0
              ? t('order.comped')
              : t('order.discounted', { amount: formatMoney(item.discount ?? 0, currency) })}
          </p>
        )}
        <p className="text-sm text-muted">
          {item.added_by_name
            ? t('order.added_by', { name: item.added_by_name })
            : t('order.added_by_someone')}
          {' · '}
          {t(`item_state.${item.state}`)}
        </p>
      </div>
      <span className="shrink-0 font-semibold">{formatMoney(item.subtotal, currency)}</span>
      {onCount && (
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            className={stepButtonClass}
            aria-label={t('order.decrease', { name })}
            onClick={() => onCount(item.count - 1)}
          >
            −
          </button>
          <button
            type="button"
            className={stepButtonClass}
            aria-label={t('order.increase', { name })}
            disabled={item.count >= 99}
            onClick={() => onCount(item.count + 1)}
          >
            +
          </button>
        </div>
      )}
    </li>
  );
}

/** The products of a table order: those pending to send (editable when `onCount` is given), then
 * each round sent to the kitchen with its state (spec §4 on-table cart). */
export function OrderItems({
  items,
  lang,
  currency,
  onCount,
  editable = () => true,
}: {
  items: PurchaseItem[];
  lang: string;
  currency: string;
  onCount?: (item: PurchaseItem, count: number) => void;
  /** Which pending products this diner may change (their own). */
  editable?: (item: PurchaseItem) => boolean;
}) {
  const { t } = useTranslation('on-table');
  const live = items.filter((i) => i.state !== 'removed');
  const pending = live.filter((i) => i.state === 'pending');
  const rounds = [...new Set(live.filter((i) => i.round !== null).map((i) => i.round!))].sort(
    (a, b) => b - a,
  );
  return (
    <div className="flex flex-col gap-4">
      {pending.length > 0 && (
        <section aria-labelledby="pending-title">
          <h2 id="pending-title" className="text-lg font-bold text-title">
            {t('order.pending_title')}
          </h2>
          <ul>
            {pending.map((item) => (
              <ItemLine
                key={item.id}
                item={item}
                lang={lang}
                currency={currency}
                onCount={onCount && editable(item) ? (count) => onCount(item, count) : undefined}
              />
            ))}
          </ul>
        </section>
      )}
      {rounds.map((round) => (
        <section key={round} aria-labelledby={`round-${round}`}>
          <h2 id={`round-${round}`} className="text-lg font-bold text-title">
            {t('order.round', { round })}
          </h2>
          <ul>
            {live
              .filter((i) => i.round === round)
              .map((item) => (
                <ItemLine key={item.id} item={item} lang={lang} currency={currency} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
