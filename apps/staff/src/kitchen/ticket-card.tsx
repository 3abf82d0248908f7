import { localized } from '@storefront/domain/catalog/cart.rules';
import { minutesSince, type TicketAge, ticketAge } from '@storefront/domain/staff/kitchen.rules';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { Ticket, TicketMove } from './kitchen-tickets.ts';

// One ticket on the kitchen board: its table or order, age, items (each bumped or recalled alone,
// a held course marked), the expo's stations done or cooking, and its moves (ADR 092, ADR 108).

const ageClass: Record<TicketAge, string> = {
  fresh: 'border-line',
  amber: 'border-amber-500 bg-amber-50 text-amber-950',
  red: 'border-red-700 bg-red-50 text-red-950',
};

export function TicketCard(props: {
  ticket: Ticket;
  now: Date;
  fresh: boolean;
  busy: boolean;
  onMove: (move: TicketMove) => void;
}) {
  const { t, i18n } = useTranslation();
  const { ticket, now } = props;
  const lang = i18n.language;
  const at = new Date(ticket.orderedAt);
  return (
    <article
      aria-label={ticket.label}
      data-ticket={ticket.id}
      className={`flex h-full flex-col gap-2 rounded-lg border-2 bg-page p-3 ${ageClass[ticketAge(at, now)]} ${props.fresh ? 'ring-4 ring-brand ring-offset-2' : ''}`}
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
      {ticket.stations.length > 0 && (
        <ul aria-label={t('kitchen.stationsOf')} className="flex flex-wrap gap-1">
          {ticket.stations.map(({ station, done }) => (
            <li
              key={station}
              className={`rounded-full border px-2 text-sm font-semibold ${done ? 'border-green-800 bg-green-50 text-green-900' : 'border-line'}`}
            >
              {t(done ? 'kitchen.stationDone' : 'kitchen.stationCooking', {
                station: t(`kitchen.stations.${station}`),
              })}
            </li>
          ))}
        </ul>
      )}
      <ul className="flex-1">
        {ticket.items.map((item, index) => {
          const name = localized(item.name, lang);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one ticket never move
            <li key={index} className="flex items-start justify-between gap-2 py-0.5">
              {item.voided && (
                <span className="shrink-0 rounded bg-red-800 px-1.5 text-sm font-bold text-white">
                  {t('kitchen.voided')}
                </span>
              )}
              <span className={item.bumped || item.voided ? 'text-muted line-through' : ''}>
                <span className="font-semibold">
                  {item.count}× {name}
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
                  <span className="block text-xs text-muted">{t('kitchen.by', { name: item.by })}</span>
                )}
                {item.takenBy && (
                  <span className="block text-xs font-semibold">
                    {t('kitchen.takenBy', { name: item.takenBy })}
                  </span>
                )}
                {item.held && (
                  <span className="block text-sm font-bold">
                    {t('kitchen.held', { course: t(`kitchen.courses.${item.held}`) })}
                  </span>
                )}
              </span>
              {item.toggle && (
                <button
                  type="button"
                  disabled={props.busy}
                  aria-label={`${item.toggle.label}: ${name}`}
                  onClick={() => props.onMove(item.toggle!)}
                  className="min-h-11 min-w-11 shrink-0 rounded-lg border border-line px-2 text-sm font-semibold disabled:opacity-60"
                >
                  {item.toggle.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {ticket.moves.map((move) => (
        <button
          key={move.label}
          type="button"
          disabled={props.busy}
          onClick={() => props.onMove(move)}
          className="min-h-12 rounded-lg bg-brand px-4 text-lg font-semibold text-on-brand disabled:opacity-60"
        >
          {move.label}
        </button>
      ))}
    </article>
  );
}
