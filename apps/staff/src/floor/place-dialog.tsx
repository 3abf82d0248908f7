import { localized } from '@storefront/domain/catalog/cart.rules';
import { formatMoney } from '@storefront/domain/money/money';
import type { FloorPlace } from '@storefront/domain/on-table/floor.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@storefront/ui/components/dialog.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQuery } from '@storefront/ui/lib/query.tsx';
import { errorText, FormError } from '../app/form.tsx';
import { floorApi } from './floor-api.ts';
import { StateIcon } from './floor-states.tsx';

// A place's items a tap away (ADR 113): each open order's items, those still in the cart first and
// then round by round with where each item is (in the kitchen, ready, served), and the bill. Live
// with the floor: the floor's refresh refreshes it (its key is under the floor's).

type Item = StaffOrder['purchase']['products'][number];

/** The order's items by round: the cart (round null) first, then each round in order. */
function byRound(items: Item[]): [number | null, Item[]][] {
  const rounds = new Map<number | null, Item[]>();
  for (const item of items) {
    if (item.state === 'removed') continue;
    rounds.set(item.round, [...(rounds.get(item.round) ?? []), item]);
  }
  return [...rounds].sort(([a], [b]) => (a ?? 0) - (b ?? 0));
}

function OrderItems({ order }: { order: StaffOrder }) {
  const { t, i18n } = useTranslation();
  const { purchase } = order;
  return (
    <section
      className="mt-4 flex flex-col gap-3"
      aria-label={t('floor.dialog.order', { number: purchase.bck_purchase_id })}
    >
      {byRound(purchase.products).map(([round, items]) => (
        <div key={round ?? 'cart'}>
          <h3 className="font-bold">
            {round === null ? t('floor.dialog.cart') : t('floor.dialog.round', { round })}
          </h3>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {t('floor.dialog.item', { count: item.count, name: localized(item.name, i18n.language) })}
                  {item.option_names.length > 0 &&
                    ` · ${item.option_names.map((name) => localized(name, i18n.language)).join(', ')}`}
                  {item.note ? ` · ${item.note}` : ''}
                </span>
                <span className="text-muted">
                  {t(`floor.itemState.${item.state}`, { defaultValue: item.state })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="font-semibold">
        {t('floor.dialog.total', {
          total: formatMoney(purchase.total, purchase.currency),
          paid: formatMoney(purchase.paid_amount, purchase.currency),
        })}
      </p>
    </section>
  );
}

export function PlaceDialog({
  place,
  branch,
  onClose,
}: {
  place: FloorPlace;
  branch: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const orders = useQuery({
    queryKey: ['staff', 'floor', branch, 'orders', place.purchase_ids],
    queryFn: () => Promise.all(place.purchase_ids.map((id) => floorApi.order(id))),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('floor.dialog.close')}>
        <DialogTitle className="pr-12">{place.label}</DialogTitle>
        <DialogDescription className="mt-1 flex items-center gap-1 text-on-page">
          <StateIcon state={place.state} />
          {t(`floor.state.${place.state}`)}
        </DialogDescription>
        {place.purchase_ids.length === 0 ? (
          <p className="mt-4">{t('floor.dialog.free')}</p>
        ) : orders.data ? (
          orders.data.map((order) => <OrderItems key={order.purchase.id} order={order} />)
        ) : orders.error ? (
          <FormError error={errorText(t, orders.error)} className="mt-4" />
        ) : (
          <Spinner label={t('loading')} />
        )}
      </DialogContent>
    </Dialog>
  );
}
