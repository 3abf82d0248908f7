import { oldestFirst } from '@storefront/domain/staff/kitchen.rules';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { followEvents } from '@storefront/ui/lib/live-events.ts';
import { useMutation, useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useEffect, useRef, useState } from 'react';
import { staffApi } from '../app/api.ts';
import { errorText } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { can } from '../app/session.ts';
import { AllDay, LargeTypeSwitch, StationPicker } from './kitchen-controls.tsx';
import {
  orderTicket,
  roundTicket,
  stationOrderTicket,
  type Ticket,
  type TicketMove,
  type TicketService,
} from './kitchen-tickets.ts';
import { useKitchenView } from './kitchen-view.ts';
import { TicketCard } from './ticket-card.tsx';

// The live kitchen board (docs/staff-api.md): table rounds and delivery / take-away orders as tickets
// in three columns (online orders to accept, to prepare, ready; ADR 092), oldest first, their age turning amber then red (domain kitchen.rules.ts); bump a
// ticket forward; a sound, a highlight ring (no flashing: it would dim the ticket's text) and an announcement when a new ticket arrives. The branch's
// staff stream (the storefront's one SSE client, reconnecting with Last-Event-ID) refreshes it.
// A device shows the expo (every station, which are done) or one station's items, with the all-day
// counts, per-item bumps, recalls, "fire mains" and a large-type mode (ADR 108).

type Filter = 'all' | TicketService;

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

/** Large type: the whole console's rem-based sizes grow by half while the board shows it. */
function useLargeType(large: boolean): void {
  useEffect(() => {
    if (!large) return;
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = '150%';
    return () => {
      root.style.fontSize = before;
    };
  }, [large]);
}

export function Kitchen() {
  const { t, i18n } = useTranslation();
  const { branch, me } = useConsole();
  const queryClient = useQueryClient();
  const view = useKitchenView();
  const { station } = view;
  useLargeType(view.large);
  const [filter, setFilter] = useState<Filter>('all');
  const now = useNow(30_000);
  const kitchen = useQuery({
    queryKey: ['staff', 'kitchen', branch, station],
    queryFn: () => staffApi.kitchen(branch, station),
  });
  const delivery = useQuery({
    queryKey: ['staff', 'delivery', branch],
    queryFn: () => staffApi.deliveryOrders(branch),
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['staff', 'kitchen', branch] });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'delivery', branch] });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh reads only branch and the client
  useEffect(
    () => followEvents(`/staff/events.json?supplier_id=${encodeURIComponent(branch)}`, {}, refresh),
    [branch, queryClient],
  );

  const [announcement, setAnnouncement] = useState('');
  const bump = useMutation({
    mutationFn: (move: TicketMove) => move.run(),
    onSuccess: (_, move) => setAnnouncement(move.done),
    onSettled: refresh,
  });

  const lang = i18n.language;
  const mayMark = can(me, 'rounds.mark');
  const mayMove = can(me, 'delivery.move');
  // a station's board shows its part of online orders being prepared; the expo moves them (ADR 108)
  const productStations = kitchen.data?.product_stations ?? {};
  const tickets: Ticket[] = [
    ...(kitchen.data?.tickets ?? []).map((ticket) => roundTicket(ticket, t, mayMark, station, lang)),
    ...(delivery.data?.orders ?? []).flatMap(
      (order) =>
        (station === null
          ? orderTicket(order, t, mayMove)
          : stationOrderTicket(order, t, station, productStations)) ?? [],
    ),
  ].filter((ticket) => station !== null || filter === 'all' || ticket.service === filter);

  // A ticket not seen before (after the first load): chime, flash, announce.
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);
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
    { key: 'ready', title: t(station === null ? 'kitchen.ready' : 'kitchen.bumpedColumn') },
  ] as const;
  const filters: { key: Filter; label: string }[] = [
    { key: 'all', label: t('kitchen.all') },
    { key: 'on_table', label: t('kitchen.onTable') },
    { key: 'delivery', label: t('kitchen.delivery') },
    { key: 'take_away', label: t('kitchen.takeAway') },
  ];
  return (
    <main className="p-3">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold text-title">
          {station === null ? t('kitchen.title') : t(`kitchen.stations.${station}`)}
        </h1>
        <StationPicker station={station} onChoose={view.chooseStation} />
        {station === null && (
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
        )}
        <LargeTypeSwitch large={view.large} onToggle={view.toggleLarge} />
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
      <AllDay counts={kitchen.data?.all_day ?? []} />
      <div className={`grid gap-3 ${station === null ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
        {columns
          .filter((column) => station === null || column.key !== 'accept')
          .map((column) => {
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
                <ul className={`grid gap-2 ${view.large ? '' : '2xl:grid-cols-2'}`}>
                  {list.map((ticket) => (
                    <li key={ticket.id}>
                      <TicketCard
                        ticket={ticket}
                        now={now}
                        fresh={fresh.includes(ticket.id)}
                        busy={bump.isPending}
                        onMove={(move) => bump.mutate(move)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
      </div>
    </main>
  );
}
