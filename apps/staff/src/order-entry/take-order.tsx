import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { followEvents } from '@storefront/ui/lib/live-events.ts';
import { useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useSearchParams } from '@storefront/ui/lib/router.tsx';
import { useEffect, useRef, useState } from 'react';
import { errorText, FormError, SubmitForm, useSubmit } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { TablesSubHeader } from '../tables/tables-header.tsx';
import { emptyLine, type Line, LinePicker, lineBody, lineText } from './line-picker.tsx';
import { newKey, orderEntryApi } from './order-entry-api.ts';

// A waiter takes a place's order (issue 54 part 1, ADR 112): the screen opens the place's order (or
// the one open there, which its diners join when they scan), adds lines for a diner or the table,
// and sends what is pending to the kitchen as the next round. Each write keeps its Idempotency-Key
// until it succeeds or its line changes.

export function TakeOrder() {
  const { t } = useTranslation();
  const { branch } = useConsole();
  const [params] = useSearchParams();
  const place = params.get('place') ?? '';
  const opened = useQuery({
    queryKey: ['staff', 'take-order', place],
    queryFn: () => orderEntryApi.openPlace(place),
    enabled: place !== '',
  });
  const menu = useQuery({ queryKey: ['staff', 'menu', branch], queryFn: () => orderEntryApi.menu(branch) });
  const queryClient = useQueryClient();
  const setOrder = (next: StaffOrder) => queryClient.setQueryData(['staff', 'take-order', place], next);
  // the diners' joins and rounds, and other consoles' lines, as the branch's staff stream tells them
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refetch reads the place
  useEffect(
    () =>
      followEvents(`/staff/events.json?supplier_id=${encodeURIComponent(branch)}`, {}, () => {
        void opened.refetch();
      }),
    [branch, place],
  );
  const current = opened.data ?? null;
  return (
    <main className="flex flex-col gap-4 p-3">
      <TablesSubHeader
        title={current ? t('orderEntry.title', { place: current.table.label }) : t('orderEntry.titleLoading')}
      />
      {opened.error && <FormError error={errorText(t, opened.error)} />}
      {current && (
        <div className="grid gap-4 lg:grid-cols-2">
          <AddLine order={current} products={menu.data?.products ?? []} onDone={setOrder} />
          <OrderLines order={current} onDone={setOrder} />
        </div>
      )}
    </main>
  );
}

function AddLine({
  order,
  products,
  onDone,
}: {
  order: StaffOrder;
  products: NonNullable<Parameters<typeof LinePicker>[0]['products']>;
  onDone: (order: StaffOrder) => void;
}) {
  const { t, i18n } = useTranslation();
  const [line, setLineState] = useState<Line>(emptyLine);
  const [forMember, setForMember] = useState('');
  const [status, setStatus] = useState('');
  const key = useRef(newKey());
  const setLine = (next: Line) => {
    key.current = newKey();
    setLineState(next);
  };
  const form = useSubmit(
    () =>
      orderEntryApi.addItem(
        order.purchase.id,
        { product: lineBody(line), for_member: forMember || null },
        key.current,
      ),
    (next) => {
      const added = next.purchase.products.at(-1);
      setStatus(added ? t('orderEntry.added', { line: lineText(added, i18n.language) }) : '');
      setLine(emptyLine);
      onDone(next);
    },
  );
  const members = order.members.filter((m) => m.profile_id);
  return (
    <section className="rounded-lg border-2 border-line p-3">
      <SubmitForm
        form={form}
        heading={t('orderEntry.addHeading')}
        submit={t('orderEntry.add')}
        status={status}
      >
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('orderEntry.for')}</span>
          <select
            className="min-h-11 rounded-lg border border-line px-2"
            value={forMember}
            onChange={(event) => {
              key.current = newKey();
              setForMember(event.target.value);
            }}
          >
            <option value="">{t('orderEntry.forTable')}</option>
            {members.map((m) => (
              <option key={m.profile_id} value={m.profile_id}>
                {m.nickname ?? t('orderEntry.diner')}
              </option>
            ))}
          </select>
        </label>
        <LinePicker
          products={products}
          service="on_table"
          currency={order.purchase.currency}
          line={line}
          onChange={setLine}
        />
      </SubmitForm>
    </section>
  );
}

function OrderLines({ order, onDone }: { order: StaffOrder; onDone: (order: StaffOrder) => void }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState('');
  const key = useRef(newKey());
  const lines = order.purchase.products.filter((item) => item.state !== 'removed');
  const pending = lines.filter((item) => item.state === 'pending').length;
  const nickOf = new Map(order.members.map((m) => [m.profile_id, m.nickname]));
  const form = useSubmit(
    () => orderEntryApi.send(order.purchase.id, key.current),
    (next) => {
      key.current = newKey();
      const round = Math.max(0, ...next.purchase.products.map((item) => item.round ?? 0));
      setStatus(t('orderEntry.sent', { round }));
      onDone(next);
    },
  );
  return (
    <section
      aria-labelledby="order-lines"
      className="flex flex-col gap-3 rounded-lg border-2 border-line p-3"
    >
      <h2 id="order-lines" className="text-lg font-semibold">
        {t('orderEntry.linesHeading')}
      </h2>
      {lines.length === 0 && <p className="text-muted">{t('orderEntry.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {lines.map((item) => (
          <li key={item.id} className="rounded-lg bg-black/5 p-2">
            <span className="font-semibold">{lineText(item, i18n.language)}</span>
            {item.note && <span className="block text-sm">{t('kitchen.note', { note: item.note })}</span>}
            <span className="block text-sm">
              {item.state === 'pending'
                ? t('orderEntry.pending')
                : t('orderEntry.inRound', { round: item.round ?? 0 })}
              {' · '}
              {item.added_by
                ? (nickOf.get(item.added_by) ?? t('orderEntry.diner'))
                : t('orderEntry.forTable')}
            </span>
            {item.taken_by && (
              <span className="block text-xs font-semibold">
                {t('kitchen.takenBy', { name: item.taken_by })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <SubmitForm form={form} submit={t('orderEntry.send', { count: pending })} status={status} />
    </section>
  );
}
