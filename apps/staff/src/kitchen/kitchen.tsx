import { localized } from '@storefront/domain/catalog/cart.rules';
import { minutesSince, oldestFirst, type TicketAge, ticketAge } from '@storefront/domain/staff/kitchen.rules';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { followEvents } from '@storefront/ui/lib/live-events.ts';
import { useMutation, useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useEffect, useRef, useState } from 'react';
import { staffApi } from '../app/api.ts';
import { errorText } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { can } from '../app/session.ts';
import { orderTicket, roundTicket, type Ticket, type TicketService } from './kitchen-tickets.ts';

// The live kitchen board (docs/staff-api.md): table rounds and delivery / take-away orders as tickets
// in three columns (online orders to accept, to prepare, ready; ADR 092), oldest first, their age turning amber then red (domain kitchen.rules.ts); bump a
// ticket forward; a sound, a highlight ring (no flashing: it would dim the ticket's text) and an announcement when a new ticket arrives. The branch's
// staff stream (the storefront's one SSE client, reconnecting with Last-Event-ID) refreshes it.

type Filter = 'all' | TicketService;

const ageClass: Record<TicketAge, string> = {
  fresh: 'border-line',
  amber: 'border-amber-500 bg-amber-50 text-amber-950',
  red: 'border-red-700 bg-red-50 text-red-950',
};

function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function chime(): void {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
  } catch {
    // no audio (autoplay refused before the first touch): the flash and the announcement remain
  }
}

export function Kitchen() {
  const { t, i18n } = useTranslation();
  const { branch, me } = useConsole();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const now = useNow(30_000);
  const kitchen = useQuery({
    queryKey: ['staff', 'kitchen', branch],
    queryFn: () => staffApi.kitchen(branch),
  });
  const delivery = useQuery({
    queryKey: ['staff', 'delivery', branch],
    queryFn: () => staffApi.deliveryOrders(branch),
  });

  useEffect(
    () =>
      followEvents(`/staff/events.json?supplier_id=${encodeURIComponent(branch)}`, {}, () => {
        void queryClient.invalidateQueries({ queryKey: ['staff', 'kitchen', branch] });
        void queryClient.invalidateQueries({ queryKey: ['staff', 'delivery', branch] });
      }),
    [branch, queryClient],
  );

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['staff', 'kitchen', branch] });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'delivery', branch] });
  };
  const bump = useMutation({ mutationFn: (run: () => Promise<unknown>) => run(), onSettled: refresh });

  const mayMark = can(me, 'rounds.mark');
  const mayMove = can(me, 'delivery.move');
  const tickets: Ticket[] = [
    ...(kitchen.data?.tickets ?? []).map((ticket) => roundTicket(ticket, t, mayMark)),
    ...(delivery.data?.orders ?? []).flatMap((order) => orderTicket(order, t, mayMove) ?? []),
  ].filter((ticket) => filter === 'all' || ticket.service === filter);

  // A ticket not seen before (after the first load): chime, flash, announce.
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const loaded = kitchen.isSuccess && delivery.isSuccess;
  const ids = tickets.map((ticket) => ticket.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: ids stands for the tickets
  useEffect(() => {
    if (!loaded) return;
    const added = tickets.filter((ticket) => seen.current && !seen.current.has(ticket.id));
    seen.current = new Set([...(seen.current ?? []), ...tickets.map((ticket) => ticket.id)]);
    if (added.length === 0) return;
    chime();
    setFresh(added.map((ticket) => ticket.id));
    setAnnouncement(added.map((ticket) => t('kitchen.newTicket', { label: ticket.label })).join('. '));
  }, [ids, loaded]);

  const columns = [
    { key: 'accept', title: t('kitchen.toAccept') },
    { key: 'prepare', title: t('kitchen.toPrepare') },
    { key: 'ready', title: t('kitchen.ready') },
  ] as const;
  const filters: { key: Filter; label: string }[] = [
    { key: 'all', label: t('kitchen.all') },
    { key: 'on_table', label: t('kitchen.onTable') },
    { key: 'delivery', label: t('kitchen.delivery') },
    { key: 'take_away', label: t('kitchen.takeAway') },
  ];
  const lang = i18n.language;
  return (
    <main className="p-3">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold text-title">{t('kitchen.title')}</h1>
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{t('kitchen.filter')}</legend>
          {filters.map((option) => (
            <label
              key={option.key}
              className="flex min-h-11 cursor-pointer items-center rounded-full border border-line px-3 has-checked:bg-brand has-checked:text-on-brand"
            >
              <input
                type="radio"
                name="service"
                className="sr-only"
                checked={filter === option.key}
                onChange={() => setFilter(option.key)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {bump.error && (
        <p
          role="alert"
          className="mb-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-950"
        >
          {errorText(t, bump.error)}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-3">
        {columns.map((column) => {
          const list = oldestFirst(
            tickets
              .filter((ticket) => ticket.column === column.key)
              .map((ticket) => ({ ...ticket, ordered_at: ticket.orderedAt })),
          );
          return (
            <section
              key={column.key}
              aria-labelledby={`column-${column.key}`}
              className="rounded-xl bg-black/5 p-2"
            >
              <h2 id={`column-${column.key}`} className="mb-2 px-1 text-lg font-semibold">
                {column.title} ({list.length})
              </h2>
              {list.length === 0 && <p className="p-2 text-muted">{t('kitchen.empty')}</p>}
              <ul className="grid gap-2 2xl:grid-cols-2">
                {list.map((ticket) => {
                  const at = new Date(ticket.orderedAt);
                  return (
                    <li key={ticket.id}>
                      <article
                        aria-label={ticket.label}
                        data-ticket={ticket.id}
                        className={`flex h-full flex-col gap-2 rounded-lg border-2 bg-page p-3 ${ageClass[ticketAge(at, now)]} ${fresh.includes(ticket.id) ? 'ring-4 ring-brand ring-offset-2' : ''}`}
                      >
                        <header className="flex items-baseline justify-between gap-2">
                          <h3 className="font-bold">{ticket.label}</h3>
                          <span className="text-sm font-semibold tabular-nums">
                            {t('kitchen.minutes', { count: minutesSince(at, now) })}
                          </span>
                        </header>
                        {ticket.scheduledFor && (
                          <p className="text-sm font-semibold">
                            {t('kitchen.scheduled', {
                              time: new Date(ticket.scheduledFor).toLocaleString(lang, {
                                dateStyle: 'short',
                                timeStyle: 'short',
                              }),
                            })}
                          </p>
                        )}
                        <ul className="flex-1">
                          {ticket.items.map((item, index) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one ticket never move
                            <li key={index} className="py-0.5">
                              <span className="font-semibold">
                                {item.count}× {localized(item.name, lang)}
                              </span>
                              {item.options.length > 0 && (
                                <span className="block text-sm">
                                  {item.options.map((o) => localized(o, lang)).join(', ')}
                                </span>
                              )}
                              {item.note && (
                                <span className="block text-sm font-bold text-red-800">
                                  {t('kitchen.note', { note: item.note })}
                                </span>
                              )}
                              {item.by && (
                                <span className="block text-xs text-muted">
                                  {t('kitchen.by', { name: item.by })}
                                </span>
                              )}
                            </li>
                          ))}
                        </ul>
                        {ticket.bump && (
                          <button
                            type="button"
                            disabled={bump.isPending}
                            onClick={() => bump.mutate(ticket.bump!.run)}
                            className="min-h-12 rounded-lg bg-brand px-4 text-lg font-semibold text-on-brand disabled:opacity-60"
                          >
                            {ticket.bump.label}
                          </button>
                        )}
                      </article>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </main>
  );
}
