import { HOURS_SERVICES, type HoursService } from '@storefront/domain/delivery/hours.rules';
import { FieldInput } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useState } from 'react';
import { Check, SectionForm, SmallButton } from './branch-section.tsx';
import type { BranchSettings } from './branches-api.ts';

// Opening and kitchen hours by day of the week, each service's own hours or "same as the branch"
// (ADR 106), and the dates with hours of their own (holidays): closed all day, or open from one time
// to another, for every service (docs/back-office.md#branches).

type Window = { days: number[]; from: string; to: string };
type Exception = { date: string; closed: boolean; from: string; to: string; note: string };

const DAYS = [1, 2, 3, 4, 5, 6, 0];

/** From and to times; an end of `24:00` (midnight) shows as 00:00, which `endOf` reads back. */
function TimeRange({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2">
      <FieldInput
        label={t('branches.hours.from')}
        type="time"
        value={from}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <FieldInput
        label={t('branches.hours.to')}
        type="time"
        value={to === '24:00' ? '00:00' : to}
        onChange={(e) => onChange({ to: e.target.value })}
      />
    </div>
  );
}

function Windows({
  legend,
  windows,
  onChange,
}: {
  legend: string;
  windows: Window[];
  onChange: (windows: Window[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<Window>) =>
    onChange(windows.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium">{legend}</legend>
      {windows.length === 0 && <p className="text-sm text-muted">{t('branches.hours.allDay')}</p>}
      {windows.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; they are edited in place
        <div key={i} className="flex flex-col gap-2 rounded-lg border border-line p-2">
          <fieldset className="flex flex-wrap gap-x-3">
            <legend className="sr-only">{t('branches.hours.daysOf', { n: i + 1 })}</legend>
            {DAYS.map((day) => (
              <Check
                key={day}
                label={t(`branches.days.${day}`)}
                checked={w.days.includes(day)}
                onChange={(on) =>
                  set(i, { days: on ? [...w.days, day].sort() : w.days.filter((d) => d !== day) })
                }
              />
            ))}
          </fieldset>
          <TimeRange from={w.from} to={w.to} onChange={(range) => set(i, range)} />
          <SmallButton onClick={() => onChange(windows.filter((_, j) => j !== i))}>
            {t('branches.hours.remove')}
          </SmallButton>
        </div>
      ))}
      <SmallButton
        onClick={() => onChange([...windows, { days: [1, 2, 3, 4, 5], from: '12:00', to: '22:00' }])}
      >
        {t('branches.hours.add')}
      </SmallButton>
    </fieldset>
  );
}

/** The services screen's word for each service with hours of its own. */
const serviceLabel: Record<HoursService, string> = {
  delivery: 'branches.services.service_delivery',
  take_away: 'branches.services.service_take_away',
  on_table: 'branches.services.service_table',
};

/** A service's hours: "same as the branch" (null), or windows of its own. */
function ServiceHours({
  service,
  windows,
  opening,
  onChange,
}: {
  service: HoursService;
  windows: Window[] | null;
  opening: Window[];
  onChange: (windows: Window[] | null) => void;
}) {
  const { t } = useTranslation();
  const name = t(serviceLabel[service]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">{t('branches.hours.serviceOf', { service: name })}</legend>
      <Check
        label={t('branches.hours.sameAsBranch')}
        checked={windows === null}
        // own hours start from the branch's, to be narrowed or widened
        onChange={(same) =>
          onChange(
            same
              ? null
              : opening.length > 0
                ? opening
                : [{ days: [0, 1, 2, 3, 4, 5, 6], from: '12:00', to: '22:00' }],
          )
        }
      />
      {windows !== null && (
        <Windows
          legend={t('branches.hours.ownOf', { service: name })}
          windows={windows}
          onChange={onChange}
        />
      )}
    </fieldset>
  );
}

/** `00:00` as an end is midnight: the end of the day. */
const endOf = (to: string) => (to === '00:00' ? '24:00' : to);

export function HoursSection({ branch, settings }: { branch: string; settings: BranchSettings }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState<Window[]>(settings.hours.opening_hours);
  const [kitchen, setKitchen] = useState<Window[]>(settings.hours.kitchen_hours);
  const [own, setOwn] = useState<Record<HoursService, Window[] | null>>(() => {
    const stored = settings.hours.service_hours;
    return {
      delivery: stored.delivery.length > 0 ? stored.delivery : null,
      take_away: stored.take_away.length > 0 ? stored.take_away : null,
      on_table: stored.on_table.length > 0 ? stored.on_table : null,
    };
  });
  const [exceptions, setExceptions] = useState<Exception[]>(
    settings.hours.hours_exceptions.map((e) => ({
      date: e.date,
      closed: e.closed,
      from: e.windows[0]?.from ?? '12:00',
      to: e.windows[0]?.to ?? '18:00',
      note: e.note,
    })),
  );
  const setException = (i: number, patch: Partial<Exception>) =>
    setExceptions(exceptions.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const windowsOf = (list: Window[]) => list.map((w) => ({ days: w.days, from: w.from, to: endOf(w.to) }));

  return (
    <SectionForm
      branch={branch}
      settings={settings}
      section="hours"
      title={t('branches.hours.title')}
      build={() => {
        const owned = HOURS_SERVICES.flatMap((service) => own[service] ?? []);
        if ([...opening, ...kitchen, ...owned].some((w) => w.days.length === 0 || !w.from || !w.to))
          return { problem: t('branches.hours.windowIncomplete') };
        // no windows of its own would read as "same as the branch": say so rather than save that
        if (HOURS_SERVICES.some((service) => own[service]?.length === 0))
          return { problem: t('branches.hours.serviceEmpty') };
        if (exceptions.some((e) => !e.date)) return { problem: t('branches.hours.dateMissing') };
        return {
          value: {
            opening_hours: windowsOf(opening),
            kitchen_hours: windowsOf(kitchen),
            service_hours: {
              delivery: windowsOf(own.delivery ?? []),
              take_away: windowsOf(own.take_away ?? []),
              on_table: windowsOf(own.on_table ?? []),
            },
            hours_exceptions: exceptions.map((e) => ({
              date: e.date,
              closed: e.closed,
              windows: e.closed ? [] : [{ from: e.from, to: endOf(e.to) }],
              note: e.note,
            })),
          },
        };
      }}
    >
      <Windows legend={t('branches.hours.opening')} windows={opening} onChange={setOpening} />
      <Windows legend={t('branches.hours.kitchen')} windows={kitchen} onChange={setKitchen} />
      <p className="text-sm text-muted">{t('branches.hours.servicesHint')}</p>
      {HOURS_SERVICES.map((service) => (
        <ServiceHours
          key={service}
          service={service}
          windows={own[service]}
          opening={opening}
          onChange={(windows) => setOwn({ ...own, [service]: windows })}
        />
      ))}
      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium">{t('branches.hours.exceptions')}</legend>
        {exceptions.length === 0 && <p className="text-sm text-muted">{t('branches.hours.noExceptions')}</p>}
        {exceptions.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; they are edited in place
          <div key={i} className="flex flex-col gap-2 rounded-lg border border-line p-2">
            <FieldInput
              label={t('branches.hours.date')}
              type="date"
              value={e.date}
              onChange={(ev) => setException(i, { date: ev.target.value })}
            />
            <Check
              label={t('branches.hours.closed')}
              checked={e.closed}
              onChange={(closed) => setException(i, { closed })}
            />
            {!e.closed && <TimeRange from={e.from} to={e.to} onChange={(range) => setException(i, range)} />}
            <FieldInput
              label={t('branches.hours.note')}
              value={e.note}
              maxLength={120}
              onChange={(ev) => setException(i, { note: ev.target.value })}
            />
            <SmallButton onClick={() => setExceptions(exceptions.filter((_, j) => j !== i))}>
              {t('branches.hours.removeDate')}
            </SmallButton>
          </div>
        ))}
        <SmallButton
          onClick={() =>
            setExceptions([...exceptions, { date: '', closed: true, from: '12:00', to: '18:00', note: '' }])
          }
        >
          {t('branches.hours.addDate')}
        </SmallButton>
      </fieldset>
    </SectionForm>
  );
}
