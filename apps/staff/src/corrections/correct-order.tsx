import { localized } from '@storefront/domain/catalog/cart.rules';
import { formatMoney, parseAmount } from '@storefront/domain/money/money';
import { lineValue, voidPermission } from '@storefront/domain/on-table/corrections.rules';
import type { Correction } from '@storefront/domain/on-table/corrections.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import type { PurchaseItem } from '@storefront/domain/order/order.schema';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { followEvents } from '@storefront/ui/lib/live-events.ts';
import { useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useSearchParams } from '@storefront/ui/lib/router.tsx';
import { type ReactNode, useEffect, useState } from 'react';
import { staffApi } from '../app/api.ts';
import { errorText, FormError, SubmitForm, TextField, useSubmit } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { can } from '../app/session.ts';
import { TablesSubHeader } from '../tables/tables-header.tsx';
import { correctionsApi } from './corrections-api.ts';

// Correcting a table's order (issue 54 part 2, ADR 114): void an item (a waiter before the kitchen
// has it, a manager after), comp or discount an item or the bill (a manager), move the order to a
// free place; each asks why, and the order's trail lists who did what, when and why. The order
// follows the branch's staff stream, so a diner's round or another console's correction shows.

const button = 'min-h-11 rounded-lg border border-line px-3 font-semibold';

type Acting = { item: string; act: 'void' | 'comp' | 'discount' } | null;

export function CorrectOrder() {
  const { t } = useTranslation();
  const { branch } = useConsole();
  const [params] = useSearchParams();
  const purchase = params.get('purchase') ?? '';
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: ['staff', 'correct', purchase],
    queryFn: () => correctionsApi.order(purchase),
    enabled: purchase !== '',
  });
  const trail = useQuery({
    queryKey: ['staff', 'correct', purchase, 'trail'],
    queryFn: () => correctionsApi.trail(purchase),
    enabled: purchase !== '',
  });
  // the order, its trail and the branch's places (which are free, which have an order to merge)
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['staff', 'correct', purchase] });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'tables', branch] });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh reads the order
  useEffect(
    () => followEvents(`/staff/events.json?supplier_id=${encodeURIComponent(branch)}`, {}, refresh),
    [branch, purchase],
  );
  // what the last correction did, read out politely
  const [notice, setNotice] = useState('');
  const done = (next: StaffOrder, said: string) => {
    queryClient.setQueryData(['staff', 'correct', purchase], next);
    void queryClient.invalidateQueries({ queryKey: ['staff', 'correct', purchase, 'trail'] });
    setNotice(said);
  };
  const current = order.data ?? null;
  return (
    <main className="flex flex-col gap-4 p-3">
      <TablesSubHeader
        title={
          current
            ? t('corrections.title', { place: current.table.label, number: current.purchase.bck_purchase_id })
            : t('corrections.titleLoading')
        }
      />
      <p aria-live="polite" className="sr-only">
        {notice}
      </p>
      {order.error && <FormError error={errorText(t, order.error)} />}
      {current && (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <Items order={current} onDone={done} />
            <Bill order={current} onDone={done} />
          </div>
          <div className="flex flex-col gap-4">
            {(['move', 'merge', 'split'] as const).map((act) => (
              <PlaceAct key={act} order={current} act={act} onDone={done} />
            ))}
            <Trail corrections={trail.data?.corrections ?? []} currency={current.purchase.currency} />
          </div>
        </div>
      )}
    </main>
  );
}

type Done = (next: StaffOrder, said: string) => void;

function Items({ order, onDone }: { order: StaffOrder; onDone: Done }) {
  const { t, i18n } = useTranslation();
  const { me } = useConsole();
  const [acting, setActing] = useState<Acting>(null);
  const { purchase } = order;
  const money = (amount: number) => formatMoney(amount, purchase.currency);
  const onBill = purchase.products.filter((item) => item.state !== 'removed');
  const voided = purchase.products.filter((item) => item.state === 'removed' && item.round !== null);
  return (
    <Panel id="correct-items" title={t('corrections.items')}>
      {onBill.length === 0 && <p className="text-muted">{t('corrections.noItems')}</p>}
      <ul className="flex flex-col gap-3">
        {onBill.map((item) => {
          const name = `${item.count}× ${localized(item.name, i18n.language)}`;
          const needed = voidPermission(item.state);
          const discount = item.discount ?? 0;
          return (
            <li key={item.id} className="flex flex-col gap-2 border-b border-line pb-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{name}</span>
                <span className="tabular-nums">
                  {discount > 0 && (
                    <span className="mr-2 text-muted line-through">{money(lineValue(item))}</span>
                  )}
                  {money(item.subtotal)}
                </span>
              </div>
              <p className="text-sm text-muted">
                {t(`corrections.state.${item.state}`)}
                {discount > 0 &&
                  ` · ${t(discount >= lineValue(item) ? 'corrections.comped' : 'corrections.discounted', { amount: money(discount) })}`}
              </p>
              <div className="flex flex-wrap gap-2">
                {needed && can(me, needed) && (
                  <button
                    type="button"
                    className={button}
                    aria-expanded={acting?.item === item.id && acting.act === 'void'}
                    onClick={() => setActing({ item: item.id, act: 'void' })}
                  >
                    {t('corrections.void')}
                    <span className="sr-only"> {name}</span>
                  </button>
                )}
                {can(me, 'orders.correct') &&
                  (['comp', 'discount'] as const).map((act) => (
                    <button
                      key={act}
                      type="button"
                      className={button}
                      aria-expanded={acting?.item === item.id && acting.act === act}
                      onClick={() => setActing({ item: item.id, act })}
                    >
                      {t(`corrections.${act}`)}
                      <span className="sr-only"> {name}</span>
                    </button>
                  ))}
              </div>
              {acting?.item === item.id && (
                <ItemForm
                  order={order}
                  item={item}
                  name={name}
                  act={acting.act}
                  onCancel={() => setActing(null)}
                  onDone={(next, said) => {
                    setActing(null);
                    onDone(next, said);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {voided.length > 0 && (
        <>
          <h3 className="font-semibold">{t('corrections.voided')}</h3>
          <ul>
            {voided.map((item) => (
              <li key={item.id} className="text-muted line-through">
                {item.count}× {localized(item.name, i18n.language)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

/** A void, a comp or a discount of one item: why (and for a discount, how much), then sent once. */
function ItemForm({
  order,
  item,
  name,
  act,
  onCancel,
  onDone,
}: {
  order: StaffOrder;
  item: PurchaseItem;
  name: string;
  act: 'void' | 'comp' | 'discount';
  onCancel: () => void;
  onDone: Done;
}) {
  const { t } = useTranslation();
  const { purchase } = order;
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const form = useSubmit(
    () => {
      if (act === 'void') return correctionsApi.voidItem(purchase.id, item.id, { reason }, key);
      if (act === 'comp')
        return correctionsApi.discountItem(purchase.id, item.id, { kind: 'comp', reason }, key);
      return correctionsApi.discountItem(
        purchase.id,
        item.id,
        { kind, value: cutValue(kind, value, purchase.currency), reason },
        key,
      );
    },
    (next) => onDone(next, t(`corrections.done.${act}`, { item: name })),
  );
  return (
    <SubmitForm
      form={form}
      heading={t(`corrections.heading.${act}`, { item: name })}
      submit={t(`corrections.confirm.${act}`)}
      after={
        <button type="button" onClick={onCancel} className="min-h-11 underline">
          {t('corrections.cancel')}
        </button>
      }
    >
      {act === 'discount' && <CutFields kind={kind} setKind={setKind} value={value} setValue={setValue} />}
      <TextField
        label={t('corrections.reason')}
        value={reason}
        onChange={setReason}
        invalid={Boolean(form.error)}
      />
    </SubmitForm>
  );
}

/** A percent (1–100) or an amount typed in the currency's major units, as the API takes it. */
function cutValue(kind: 'percent' | 'amount', text: string, currency: string): number {
  const value = kind === 'percent' ? Number(text.trim()) : parseAmount(text, currency);
  if (value === null || !Number.isInteger(value) || value < 1 || (kind === 'percent' && value > 100))
    throw new ApiError(400, 'validation_failed', text, { fields: 'value' });
  return value;
}

function CutFields({
  kind,
  setKind,
  value,
  setValue,
}: {
  kind: 'percent' | 'amount';
  setKind: (kind: 'percent' | 'amount') => void;
  value: string;
  setValue: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FieldSelect
        label={t('corrections.cutKind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as 'percent' | 'amount')}
      >
        <option value="percent">{t('corrections.percent')}</option>
        <option value="amount">{t('corrections.amount')}</option>
      </FieldSelect>
      <FieldInput
        label={t(kind === 'percent' ? 'corrections.percentValue' : 'corrections.amountValue')}
        value={value}
        inputMode="decimal"
        required
        onChange={(event) => setValue(event.target.value)}
      />
    </>
  );
}

function Bill({ order, onDone }: { order: StaffOrder; onDone: Done }) {
  const { t } = useTranslation();
  const { me } = useConsole();
  const { purchase } = order;
  const money = (amount: number) => formatMoney(amount, purchase.currency);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useSubmit(
    () =>
      correctionsApi.discountBill(
        purchase.id,
        { kind, value: cutValue(kind, value, purchase.currency), reason },
        key,
      ),
    (next) => {
      setOpen(false);
      setReason('');
      setValue('');
      setKey(crypto.randomUUID());
      onDone(next, t('corrections.done.bill'));
    },
  );
  return (
    <Panel id="correct-bill" title={t('corrections.bill')}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 tabular-nums">
        <dt>{t('corrections.subtotal')}</dt>
        <dd className="text-right">{money(purchase.subtotal)}</dd>
        {purchase.discount > 0 && (
          <>
            <dt>{t('corrections.billDiscount')}</dt>
            <dd className="text-right">−{money(purchase.discount)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('corrections.total')}</dt>
        <dd className="text-right font-semibold">{money(purchase.total)}</dd>
        <dt>{t('corrections.paid')}</dt>
        <dd className="text-right">{money(purchase.paid_amount)}</dd>
      </dl>
      {can(me, 'orders.correct') && !open && (
        <button type="button" className={`${button} self-start`} onClick={() => setOpen(true)}>
          {t('corrections.discountBill')}
        </button>
      )}
      {open && (
        <SubmitForm
          form={form}
          heading={t('corrections.discountBill')}
          submit={t('corrections.confirm.bill')}
          after={
            <button type="button" onClick={() => setOpen(false)} className="min-h-11 underline">
              {t('corrections.cancel')}
            </button>
          }
        >
          <CutFields kind={kind} setKind={setKind} value={value} setValue={setValue} />
          <TextField
            label={t('corrections.reason')}
            value={reason}
            onChange={setReason}
            invalid={Boolean(form.error)}
          />
        </SubmitForm>
      )}
    </Panel>
  );
}

type PlaceActKind = 'move' | 'merge' | 'split';

/** Moving the order to a free place of the same kind (a table to a table, a room to a room),
 * merging another table's open order into it, or splitting chosen items off to a free place. */
function PlaceAct({ order, act, onDone }: { order: StaffOrder; act: PlaceActKind; onDone: Done }) {
  const { t, i18n } = useTranslation();
  const { me, branch } = useConsole();
  const tables = useQuery({ queryKey: ['staff', 'tables', branch], queryFn: () => staffApi.tables(branch) });
  const sameKind = (tables.data?.tables ?? []).filter(
    (place) => place.kind === order.table.kind && place.id !== order.table.id,
  );
  const choices =
    act === 'merge'
      ? sameKind.flatMap((place) =>
          place.open_purchase_id ? [{ value: place.open_purchase_id, label: place.label }] : [],
        )
      : sameKind.flatMap((place) =>
          place.open_purchase_ids.length === 0 ? [{ value: place.id, label: place.label }] : [],
        );
  const items = order.purchase.products.filter((item) => item.state !== 'removed');
  const [to, setTo] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useSubmit(
    () => {
      if (!to) throw new ApiError(400, 'validation_failed', '', { fields: 'place_id' });
      const why = reason.trim() ? { reason } : {};
      const id = order.purchase.id;
      if (act === 'merge') return correctionsApi.merge(id, { from_purchase_id: to, ...why }, key);
      if (act === 'split') return correctionsApi.split(id, { item_ids: chosen, place_id: to, ...why }, key);
      return correctionsApi.move(id, { place_id: to, ...why }, key);
    },
    (next) => {
      const place = choices.find((choice) => choice.value === to)?.label ?? '';
      setTo('');
      setChosen([]);
      setReason('');
      setKey(crypto.randomUUID());
      onDone(next, t(`corrections.done.${act}`, { place }));
    },
  );
  if (!can(me, 'orders.move')) return null;
  return (
    <Panel id={`correct-${act}`} title={t(`corrections.${act}`)}>
      {choices.length === 0 ? (
        <p className="text-muted">
          {t(act === 'merge' ? 'corrections.noOpenPlace' : 'corrections.noFreePlace')}
        </p>
      ) : (
        <SubmitForm form={form} submit={t(`corrections.confirm.${act}`)}>
          {act === 'split' && (
            <fieldset className="flex flex-col gap-1">
              <legend className="font-semibold">{t('corrections.splitItems')}</legend>
              {items.map((item) => (
                <label key={item.id} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-6"
                    checked={chosen.includes(item.id)}
                    onChange={(event) =>
                      setChosen((list) =>
                        event.target.checked ? [...list, item.id] : list.filter((id) => id !== item.id),
                      )
                    }
                  />
                  {item.count}× {localized(item.name, i18n.language)}
                </label>
              ))}
            </fieldset>
          )}
          <FieldSelect
            label={t(`corrections.${act}To`)}
            value={to}
            required
            onChange={(event) => setTo(event.target.value)}
          >
            <option value="">{t('corrections.choosePlace')}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </FieldSelect>
          <FieldInput
            label={t('corrections.moveReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </SubmitForm>
      )}
    </Panel>
  );
}

function Trail({ corrections, currency }: { corrections: Correction[]; currency: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel id="correct-trail" title={t('corrections.trail')}>
      {corrections.length === 0 ? (
        <p className="text-muted">{t('corrections.noTrail')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {corrections.map((c) => (
            <li key={c.id}>
              <p className="font-semibold">
                {t(`corrections.kind.${c.kind}`)}
                {c.amount > 0 && ` · −${formatMoney(c.amount, currency)}`}
                {['move', 'merge', 'split'].includes(c.kind) &&
                  ` · ${String(c.details.from)} → ${String(c.details.to)}`}
              </p>
              <p className="text-sm">
                {t('corrections.by', {
                  who: c.actor,
                  when: new Date(c.created_at).toLocaleTimeString(i18n.language, { timeStyle: 'short' }),
                  reason: c.reason,
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** One part of the screen: a framed section named by its heading. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-lg border-2 border-line p-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
