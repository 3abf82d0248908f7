import type { StaffBooking } from '@storefront/domain/booking/booking.schema';
import { staffActionsFor } from '@storefront/domain/booking/booking-status.rules';
import { dateIn } from '@storefront/domain/catalog/cart.rules';
import { formatMoney } from '@storefront/domain/money/money';
import { LabelledSection } from '@storefront/ui/components/screen-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { followEvents } from '@storefront/ui/lib/live-events.ts';
import { useMutation, useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useEffect, useRef, useState } from 'react';
import { type StaffBookingAction, staffApi } from '../app/api.ts';
import { useVenue } from '../app/branch.ts';
import { DateField, errorText, FormError, SubmitForm, TextField, useSubmit } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';

// The host stand (docs/staff-api.md#bookings): a day's bookings by hour and zone, the waiting list
// apart, each with the actions its status allows (domain staffActionsFor); closing or reopening a
// zone or the whole day. The branch's staff stream refetches the day on every booking event.

const buttonClass = 'min-h-11 rounded-lg border border-line px-3 font-semibold disabled:opacity-60';
const primaryClass = 'min-h-11 rounded-lg bg-brand px-3 font-semibold text-on-brand disabled:opacity-60';

export function BookingsScreen() {
  const { t } = useTranslation();
  const { branch } = useConsole();
  const venue = useVenue();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState('');
  const [announcement, setAnnouncement] = useState('');
  // the changes made here, announced by their own message: their echo on the stream stays quiet
  const mine = useRef(new Set<string>());
  const today = venue.data ? dateIn(new Date(), venue.data.timezone) : '';
  const date = picked || today;
  const key = ['staff', 'bookings', branch, date];
  const day = useQuery({
    queryKey: key,
    queryFn: () => staffApi.bookings(branch, date),
    enabled: date !== '',
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: every day of the branch refetches
  useEffect(
    () =>
      followEvents<LiveEvent>(`/staff/events.json?supplier_id=${encodeURIComponent(branch)}`, {}, (event) => {
        if (!event.type?.startsWith('booking')) return;
        void queryClient.invalidateQueries({ queryKey: ['staff', 'bookings', branch] });
        if (!mine.current.delete(echoKey(event))) setAnnouncement(t('bookings.updated'));
      }),
    [branch, queryClient],
  );
  const changed = (message: string, echo: string) => {
    mine.current.add(echo);
    setAnnouncement(message);
    void queryClient.invalidateQueries({ queryKey: ['staff', 'bookings', branch] });
  };

  const bookings = day.data?.bookings ?? [];
  const waiting = bookings
    .filter((b) => b.status === 'waitlist')
    .sort((a, b) => (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0));
  const hours = new Map<string, Map<string, StaffBooking[]>>();
  for (const booking of bookings.filter((b) => b.status !== 'waitlist')) {
    const zones = hours.get(booking.hour) ?? new Map<string, StaffBooking[]>();
    zones.set(booking.zone.name, [...(zones.get(booking.zone.name) ?? []), booking]);
    hours.set(booking.hour, zones);
  }

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <h1 className="text-xl font-bold text-title">{t('bookings.title')}</h1>
        <DateField label={t('bookings.date')} value={date} onChange={setPicked} />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {day.data && <Closures date={date} data={day.data} onChanged={changed} />}
      {day.error && <FormError error={t('errors:internal_error')} />}
      {day.data && bookings.length === 0 && <p className="text-muted">{t('bookings.empty')}</p>}
      {[...hours.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([hour, zones]) => (
          <section key={hour} aria-labelledby={`hour-${hour}`} className="rounded-xl bg-black/5 p-2">
            <h2 id={`hour-${hour}`} className="mb-2 px-1 text-lg font-semibold tabular-nums">
              {hour}
            </h2>
            {[...zones.entries()].map(([zone, list]) => (
              <div key={zone} className="mb-2">
                <h3 className="px-1 font-semibold text-muted">{zone}</h3>
                <BookingList bookings={list} onChanged={changed} />
              </div>
            ))}
          </section>
        ))}
      {waiting.length > 0 && (
        <LabelledSection
          titleId="waiting-list"
          title={" {t('bookings.waitingList')} ({waiting.length})"}
          titleClass="mb-2 px-1 text-lg font-semibold"
          className="rounded-xl border-2 border-dashed border-line p-2"
        >
          <BookingList bookings={waiting} onChanged={changed} />
        </LabelledSection>
      )}
    </main>
  );
}

type Day = Awaited<ReturnType<typeof staffApi.bookings>>;
type Changed = (message: string, echo: string) => void;
interface LiveEvent {
  type?: string;
  booking_id?: string;
  status?: string;
  date?: string;
  zone?: string | null;
  closed?: boolean;
}
/** What a change's event on the staff stream looks like, to know it as one made on this screen. */
const echoKey = (e: LiveEvent) =>
  e.type === 'booking_closure'
    ? `closure:${e.date}:${e.zone}:${e.closed}`
    : `booking:${e.booking_id}:${e.status}`;

function Closures({ date, data, onChanged }: { date: string; data: Day; onChanged: Changed }) {
  const { t } = useTranslation();
  const { branch } = useConsole();
  const [error, setError] = useState<string | null>(null);
  const close = useMutation({
    mutationFn: (change: { zone: string | null; closed: boolean }) =>
      staffApi.closeBookings(branch, date, change.zone, change.closed),
    onMutate: () => setError(null),
    onSuccess: (result, change) => {
      const name = data.zones.find((z) => z.key === change.zone)?.name;
      onChanged(
        t(result.closed ? 'bookings.closedNow' : 'bookings.reopenedNow', {
          what: name ?? t('bookings.theDay'),
        }),
        echoKey({ type: 'booking_closure', ...result }),
      );
    },
    onError: (caught) => setError(errorText(t, caught)),
  });
  return (
    <LabelledSection
      titleId="closures"
      title={data.closed ? t('bookings.dayClosed') : t('bookings.dayOpen')}
      titleClass="font-semibold"
      className="flex flex-col gap-2 rounded-xl border border-line p-3"
    >
      <FormError error={error} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass}
          disabled={close.isPending}
          onClick={() => close.mutate({ zone: null, closed: !data.closed })}
        >
          {data.closed ? t('bookings.reopenDay') : t('bookings.closeDay')}
        </button>
        {data.zones.map((zone) => (
          <button
            key={zone.key}
            type="button"
            className={buttonClass}
            disabled={close.isPending}
            aria-pressed={zone.closed}
            onClick={() => close.mutate({ zone: zone.key, closed: !zone.closed })}
          >
            {zone.closed
              ? t('bookings.reopenZone', { zone: zone.name })
              : t('bookings.closeZone', { zone: zone.name })}
          </button>
        ))}
      </div>
    </LabelledSection>
  );
}

/** The bookings of one hour and zone, or of the waiting list: a card each. */
function BookingList({ bookings, onChanged }: { bookings: StaffBooking[]; onChanged: Changed }) {
  return (
    <ul className="grid gap-2 md:grid-cols-2">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}

function BookingCard({ booking, onChanged }: { booking: StaffBooking; onChanged: Changed }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = booking.contact.name;
  const done = (action: StaffBookingAction, moved: StaffBooking) =>
    onChanged(
      t('bookings.done', {
        name,
        what:
          action === 'deposit_paid'
            ? t('bookings.action.deposit_paid')
            : t(`bookings.status.${moved.status}`),
      }),
      echoKey({ booking_id: moved.id, status: moved.status }),
    );
  const act = useMutation({
    mutationFn: (action: StaffBookingAction) => staffApi.bookingAction(booking.id, action),
    onMutate: () => setError(null),
    onSuccess: (moved, action) => done(action, moved),
    onError: (caught) => setError(errorText(t, caught)),
  });
  const withReason = useSubmit(
    () => staffApi.bookingAction(booking.id, asking!, reason),
    (moved) => {
      done(asking!, moved);
      setAsking(null);
      setReason('');
    },
  );
  const { deposit } = booking;
  const label = t('bookings.card', { time: booking.hour, name, persons: booking.persons });
  const notes = [booking.reason, booking.comment, booking.guests, booking.status_reason].filter(Boolean);
  return (
    <article aria-label={label} className="flex flex-col gap-1 rounded-lg border-2 border-line bg-page p-3">
      <h4 className="flex flex-wrap items-baseline gap-x-2 font-bold">
        <span className="tabular-nums">{booking.hour}</span>
        <span>{name}</span>
        <span className="text-sm font-semibold">{t('bookings.persons', { count: booking.persons })}</span>
      </h4>
      <p className="text-sm">
        <span className="rounded bg-black/10 px-2 py-0.5 font-semibold">
          {t(`bookings.status.${booking.status}`)}
        </span>
        {booking.waitlist_position !== null && (
          <span className="ms-2">{t('bookings.position', { position: booking.waitlist_position })}</span>
        )}
      </p>
      <p className="text-sm">
        {booking.contact.phone_code} {booking.contact.phone}
      </p>
      {deposit.kind !== 'none' && (
        <p className="text-sm">
          {t(
            deposit.paid
              ? 'bookings.depositPaid'
              : deposit.owed
                ? 'bookings.depositOwed'
                : 'bookings.deposit',
            {
              amount: formatMoney(deposit.amount, deposit.currency),
            },
          )}
        </p>
      )}
      {notes.length > 0 && (
        <p className="text-sm text-muted">
          {t('bookings.notes')}: {notes.join(' · ')}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {asking ? (
        <SubmitForm
          form={withReason}
          submit={t(`bookings.confirm.${asking}`)}
          after={
            <button type="button" onClick={() => setAsking(null)} className="min-h-11 underline">
              {t('bookings.keep')}
            </button>
          }
        >
          <TextField
            label={t('bookings.reason')}
            value={reason}
            onChange={setReason}
            invalid={Boolean(withReason.error)}
          />
        </SubmitForm>
      ) : (
        <div className="flex flex-wrap gap-2">
          {staffActionsFor(booking).map((action) =>
            action === 'decline' || action === 'cancel' ? (
              <button key={action} type="button" className={buttonClass} onClick={() => setAsking(action)}>
                {t(`bookings.action.${action}`)}
              </button>
            ) : (
              <button
                key={action}
                type="button"
                className={action === 'accept' || action === 'promote' ? primaryClass : buttonClass}
                disabled={act.isPending}
                onClick={() => act.mutate(action)}
              >
                {t(`bookings.action.${action}`)}
              </button>
            ),
          )}
        </div>
      )}
    </article>
  );
}
