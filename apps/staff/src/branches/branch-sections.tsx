import type { BookingSettings } from '@storefront/domain/booking/booking-settings.schema';
import { onTableClassSchema } from '@storefront/domain/venue/venue.schema';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useState } from 'react';
import { amountText, parseMoney, parseWhole } from './branch-form.ts';
import { Check, SectionForm, SmallButton } from './branch-section.tsx';
import type { BranchSettings } from './branches-api.ts';

// The branch's services, its minimum order and slots, and its bookings (docs/back-office.md#branches).

const SERVICES = [
  'service_delivery',
  'service_take_away',
  'service_schedule',
  'service_table',
  'service_book',
] as const;

export function ServicesSection({ branch, settings }: { branch: string; settings: BranchSettings }) {
  const { t } = useTranslation();
  const [services, setServices] = useState(settings.services);
  return (
    <SectionForm
      branch={branch}
      settings={settings}
      section="services"
      title={t('branches.services.title')}
      build={() => ({
        value: { ...services, on_table_class: onTableClassSchema.parse(services.on_table_class) },
      })}
    >
      <fieldset className="flex flex-col">
        <legend className="font-medium">{t('branches.services.offered')}</legend>
        {SERVICES.map((service) => (
          <Check
            key={service}
            label={t(`branches.services.${service}`)}
            checked={services[service]}
            onChange={(on) => setServices({ ...services, [service]: on })}
          />
        ))}
      </fieldset>
      <FieldSelect
        label={t('branches.services.onTableClass')}
        value={services.on_table_class}
        onChange={(e) => setServices({ ...services, on_table_class: e.target.value })}
      >
        {onTableClassSchema.options.map((c) => (
          <option key={c} value={c}>
            {t(`branches.services.classes.${c}`)}
          </option>
        ))}
      </FieldSelect>
    </SectionForm>
  );
}

export function DeliverySection({ branch, settings }: { branch: string; settings: BranchSettings }) {
  const { t } = useTranslation();
  const { currency } = settings;
  const d = settings.delivery;
  const [active, setActive] = useState(d.delivery_active);
  const [minimum, setMinimum] = useState(amountText(d.minimum_order_value, currency));
  const [free, setFree] = useState(
    d.free_shipping_from === null ? '' : amountText(d.free_shipping_from, currency),
  );
  const [lead, setLead] = useState(String(d.schedule.lead_minutes));
  const [slot, setSlot] = useState(String(d.schedule.slot_minutes));
  const [capacity, setCapacity] = useState(String(d.schedule.capacity_per_slot));
  const [sms, setSms] = useState(d.require_sms_code);
  return (
    <SectionForm
      branch={branch}
      settings={settings}
      section="delivery"
      title={t('branches.delivery.title')}
      build={() => {
        const minimumMinor = parseMoney(minimum || '0', currency);
        const freeMinor = free.trim() === '' ? null : parseMoney(free, currency);
        const schedule = {
          lead_minutes: parseWhole(lead),
          slot_minutes: parseWhole(slot),
          capacity_per_slot: parseWhole(capacity),
        };
        if (minimumMinor === null || (free.trim() !== '' && freeMinor === null))
          return { problem: t('branches.delivery.amounts') };
        if (
          schedule.lead_minutes === null ||
          schedule.slot_minutes === null ||
          schedule.capacity_per_slot === null
        )
          return { problem: t('branches.delivery.whole') };
        return {
          value: {
            delivery_active: active,
            minimum_order_value: minimumMinor,
            free_shipping_from: freeMinor,
            schedule: {
              lead_minutes: schedule.lead_minutes,
              slot_minutes: schedule.slot_minutes,
              capacity_per_slot: schedule.capacity_per_slot,
            },
            require_sms_code: sms,
          },
        };
      }}
    >
      <Check label={t('branches.delivery.active')} checked={active} onChange={setActive} />
      <FieldInput
        label={t('branches.delivery.minimum', { currency })}
        inputMode="decimal"
        value={minimum}
        onChange={(e) => setMinimum(e.target.value)}
      />
      <FieldInput
        label={t('branches.delivery.free', { currency })}
        inputMode="decimal"
        value={free}
        onChange={(e) => setFree(e.target.value)}
      />
      <div className="grid grid-cols-3 gap-2">
        <FieldInput
          label={t('branches.delivery.lead')}
          inputMode="numeric"
          value={lead}
          onChange={(e) => setLead(e.target.value)}
        />
        <FieldInput
          label={t('branches.delivery.slot')}
          inputMode="numeric"
          value={slot}
          onChange={(e) => setSlot(e.target.value)}
        />
        <FieldInput
          label={t('branches.delivery.capacity')}
          inputMode="numeric"
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
        />
      </div>
      <Check label={t('branches.delivery.sms')} checked={sms} onChange={setSms} />
    </SectionForm>
  );
}

type Zone = { key: string; name: string; seats: string };

/** A first booking block for a branch that took none: one area, the opening hours (or lunch and dinner). */
function firstBooking(settings: BranchSettings): BookingSettings {
  const hours =
    settings.hours.opening_hours.length > 0
      ? settings.hours.opening_hours
      : [{ days: [0, 1, 2, 3, 4, 5, 6], from: '12:00', to: '22:00' }];
  return {
    confirmation: 'instant',
    waitlist: true,
    zones: [{ key: 'salon', name: 'Salón', seats: 20 }],
    hours,
    slot_minutes: 30,
    stay: [{ up_to: 10, minutes: 120 }],
    min_party: 1,
    max_party: 10,
    lead_minutes: 60,
    horizon_days: 30,
    cancel_cutoff_minutes: 120,
    reminder_minutes: 1440,
    deposit: { kind: 'none', amount: 0, pay: 'at_restaurant' },
    reasons: [],
    require_sms_code: false,
    ask: { guests: false, birthday: false, sex: false, dni: false },
  };
}

export function BookingSection({ branch, settings }: { branch: string; settings: BranchSettings }) {
  const { t } = useTranslation();
  const { currency } = settings;
  const stored = settings.booking.booking as BookingSettings | null;
  const [takes, setTakes] = useState(stored !== null);
  const base = stored ?? firstBooking(settings);
  const [zones, setZones] = useState<Zone[]>(
    base.zones.map((z) => ({ key: z.key, name: z.name, seats: String(z.seats) })),
  );
  const [kind, setKind] = useState(base.deposit.kind);
  const [amount, setAmount] = useState(amountText(base.deposit.amount, currency));
  const [pay, setPay] = useState(base.deposit.pay);
  const set = (i: number, patch: Partial<Zone>) =>
    setZones(zones.map((z, j) => (j === i ? { ...z, ...patch } : z)));
  return (
    <SectionForm
      branch={branch}
      settings={settings}
      section="booking"
      title={t('branches.booking.title')}
      build={() => {
        if (!takes) return { value: { booking: null } };
        const parsed = zones.map((z) => ({ key: z.key, name: z.name.trim(), seats: parseWhole(z.seats) }));
        if (
          parsed.length === 0 ||
          parsed.some((z) => !/^[a-z0-9][a-z0-9-]*$/.test(z.key) || !z.name || !z.seats)
        )
          return { problem: t('branches.booking.zonesInvalid') };
        const depositMinor = parseMoney(amount || '0', currency);
        if (depositMinor === null) return { problem: t('branches.booking.amount') };
        return {
          value: {
            booking: {
              ...base,
              zones: parsed.map((z) => ({ key: z.key, name: z.name, seats: z.seats! })),
              deposit: { kind, amount: kind === 'none' ? 0 : depositMinor, pay },
            },
          },
        };
      }}
    >
      <Check label={t('branches.booking.takes')} checked={takes} onChange={setTakes} />
      {takes && (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="font-medium">{t('branches.booking.zones')}</legend>
            {zones.map((z, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a new area has no key until typed
              <div key={i} className="grid grid-cols-3 items-end gap-2">
                <FieldInput
                  label={t('branches.booking.zoneName')}
                  value={z.name}
                  onChange={(e) => set(i, { name: e.target.value })}
                />
                <FieldInput
                  label={t('branches.booking.zoneKey')}
                  value={z.key}
                  onChange={(e) => set(i, { key: e.target.value.toLowerCase() })}
                />
                <FieldInput
                  label={t('branches.booking.seats')}
                  inputMode="numeric"
                  value={z.seats}
                  onChange={(e) => set(i, { seats: e.target.value })}
                />
                <SmallButton onClick={() => setZones(zones.filter((_, j) => j !== i))}>
                  {t('branches.booking.removeZone')}
                </SmallButton>
              </div>
            ))}
            <SmallButton onClick={() => setZones([...zones, { key: '', name: '', seats: '10' }])}>
              {t('branches.booking.addZone')}
            </SmallButton>
          </fieldset>
          <FieldSelect
            label={t('branches.booking.deposit')}
            value={kind}
            onChange={(e) => setKind(e.target.value as typeof kind)}
          >
            {(['none', 'per_person', 'per_reservation'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`branches.booking.depositKinds.${k}`)}
              </option>
            ))}
          </FieldSelect>
          {kind !== 'none' && (
            <>
              <FieldInput
                label={t('branches.booking.amountLabel', { currency })}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
              <FieldSelect
                label={t('branches.booking.pay')}
                value={pay}
                onChange={(e) => setPay(e.target.value as typeof pay)}
              >
                <option value="at_restaurant">{t('branches.booking.payAtRestaurant')}</option>
                <option value="online">{t('branches.booking.payOnline')}</option>
              </FieldSelect>
            </>
          )}
        </>
      )}
    </SectionForm>
  );
}

const PAY_SERVICES = ['delivery', 'take_away', 'on_table', 'book'] as const;
const PAY_METHODS = ['cash', 'card_reader', 'card', 'pse', 'nequi'] as const;

/** The venue's payment methods per service and its minimum online payment: one for every branch. */
export function PaymentsSection({ branch, settings }: { branch: string; settings: BranchSettings }) {
  const { t } = useTranslation();
  const { currency } = settings;
  const [methods, setMethods] = useState(settings.payments.methods);
  const [minimum, setMinimum] = useState(amountText(settings.payments.minimum_online_amount, currency));
  return (
    <SectionForm
      branch={branch}
      settings={settings}
      section="payments"
      title={t('branches.payments.title')}
      build={() => {
        const minimumMinor = parseMoney(minimum || '0', currency);
        if (minimumMinor === null) return { problem: t('branches.payments.amount') };
        return {
          value: {
            methods: Object.fromEntries(
              PAY_SERVICES.map((service) => [
                service,
                PAY_METHODS.filter((method) => methods[service].includes(method)),
              ]),
            ) as Record<(typeof PAY_SERVICES)[number], (typeof PAY_METHODS)[number][]>,
            minimum_online_amount: minimumMinor,
          },
        };
      }}
    >
      <p className="text-sm text-muted">{t('branches.payments.venueWide')}</p>
      {PAY_SERVICES.map((service) => (
        <fieldset key={service} className="flex flex-wrap gap-x-4">
          <legend className="font-medium">{t(`branches.payments.services.${service}`)}</legend>
          {PAY_METHODS.map((method) => (
            <Check
              key={method}
              label={t(`branches.payments.methods.${method}`)}
              checked={methods[service].includes(method)}
              onChange={(on) =>
                setMethods({
                  ...methods,
                  [service]: on
                    ? [...methods[service], method]
                    : methods[service].filter((m) => m !== method),
                })
              }
            />
          ))}
        </fieldset>
      ))}
      <FieldInput
        label={t('branches.payments.minimum', { currency })}
        inputMode="decimal"
        value={minimum}
        onChange={(e) => setMinimum(e.target.value)}
      />
    </SectionForm>
  );
}
