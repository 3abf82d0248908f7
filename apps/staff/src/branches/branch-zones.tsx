import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useState } from 'react';
import { amountText, parseMoney, parsePolygon, parseWhole, polygonText } from './branch-form.ts';
import { Check, SectionForm, SmallButton } from './branch-section.tsx';
import type { BranchSettings } from './branches-api.ts';

// Delivery zones as coordinates (ADR 102: no map tiles are reachable): each zone an outline of
// "latitude, longitude" lines or a centre and a radius in metres, with its delivery fee and minimum
// order. A zone taken off the list is switched off, never deleted (orders name it).

interface ZoneDraft {
  key: string;
  name: string;
  shape: 'polygon' | 'radius';
  polygon: string;
  lat: string;
  lng: string;
  meters: string;
  fee: string;
  minimum: string;
  active: boolean;
}

export function ZonesSection({ branch, settings }: { branch: string; settings: BranchSettings }) {
  const { t } = useTranslation();
  const currency = settings.currency;
  const [zones, setZones] = useState<ZoneDraft[]>(() =>
    settings.zones.delivery_zones.map((zone) => ({
      key: zone.key,
      name: zone.name,
      shape: zone.radius ? 'radius' : 'polygon',
      polygon: polygonText(zone.polygon),
      lat: String(zone.radius?.center[0] ?? ''),
      lng: String(zone.radius?.center[1] ?? ''),
      meters: String(zone.radius?.meters ?? ''),
      fee: amountText(zone.delivery_price, currency),
      minimum: amountText(zone.minimum_order_value, currency),
      active: zone.active,
    })),
  );
  const set = (i: number, patch: Partial<ZoneDraft>) =>
    setZones(zones.map((z, j) => (j === i ? { ...z, ...patch } : z)));

  return (
    <SectionForm
      branch={branch}
      settings={settings}
      section="zones"
      title={t('branches.zones.title')}
      build={() => {
        const value = [];
        for (const [i, z] of zones.entries()) {
          const fee = parseMoney(z.fee, currency);
          const minimum = parseMoney(z.minimum || '0', currency);
          const n = { n: i + 1 };
          if (!/^[a-z0-9][a-z0-9-]*$/.test(z.key) || !z.name.trim())
            return { problem: t('branches.zones.nameKey', n) };
          if (fee === null || minimum === null) return { problem: t('branches.zones.amounts', n) };
          const base = {
            key: z.key,
            name: z.name.trim(),
            delivery_price: fee,
            minimum_order_value: minimum,
            active: z.active,
          };
          if (z.shape === 'radius') {
            const lat = Number(z.lat);
            const lng = Number(z.lng);
            const meters = parseWhole(z.meters);
            if (!z.lat || !z.lng || !Number.isFinite(lat) || !Number.isFinite(lng) || meters === null)
              return { problem: t('branches.zones.radiusInvalid', n) };
            value.push({ ...base, radius: { center: [lat, lng] as [number, number], meters } });
          } else {
            const polygon = parsePolygon(z.polygon);
            if (!polygon || polygon.length < 3) return { problem: t('branches.zones.polygonInvalid', n) };
            value.push({ ...base, polygon, radius: null });
          }
        }
        return { value: { delivery_zones: value } };
      }}
    >
      {zones.length === 0 && <p className="text-sm text-muted">{t('branches.zones.none')}</p>}
      {zones.map((z, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a new zone has no key until typed
        <fieldset key={i} className="flex flex-col gap-2 rounded-lg border border-line p-2">
          <legend className="px-1 font-medium">{z.name || t('branches.zones.newZone')}</legend>
          <FieldInput
            label={t('branches.zones.name')}
            value={z.name}
            maxLength={80}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <FieldInput
            label={t('branches.zones.key')}
            value={z.key}
            maxLength={63}
            onChange={(e) => set(i, { key: e.target.value.toLowerCase() })}
          />
          <FieldSelect
            label={t('branches.zones.shape')}
            value={z.shape}
            onChange={(e) => set(i, { shape: e.target.value as ZoneDraft['shape'] })}
          >
            <option value="polygon">{t('branches.zones.polygon')}</option>
            <option value="radius">{t('branches.zones.radius')}</option>
          </FieldSelect>
          {z.shape === 'polygon' ? (
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t('branches.zones.points')}</span>
              <textarea
                className="min-h-32 rounded-lg border border-line p-2 font-mono"
                value={z.polygon}
                onChange={(e) => set(i, { polygon: e.target.value })}
              />
            </label>
          ) : (
            <div className="grid grid-cols-3 gap-2">
              <FieldInput
                label={t('branches.zones.lat')}
                inputMode="decimal"
                value={z.lat}
                onChange={(e) => set(i, { lat: e.target.value })}
              />
              <FieldInput
                label={t('branches.zones.lng')}
                inputMode="decimal"
                value={z.lng}
                onChange={(e) => set(i, { lng: e.target.value })}
              />
              <FieldInput
                label={t('branches.zones.meters')}
                inputMode="numeric"
                value={z.meters}
                onChange={(e) => set(i, { meters: e.target.value })}
              />
            </div>
          )}
          <div className="grid grid-cols-2 gap-2">
            <FieldInput
              label={t('branches.zones.fee', { currency })}
              inputMode="decimal"
              value={z.fee}
              onChange={(e) => set(i, { fee: e.target.value })}
            />
            <FieldInput
              label={t('branches.zones.minimum', { currency })}
              inputMode="decimal"
              value={z.minimum}
              onChange={(e) => set(i, { minimum: e.target.value })}
            />
          </div>
          <Check
            label={t('branches.zones.active')}
            checked={z.active}
            onChange={(active) => set(i, { active })}
          />
          <SmallButton onClick={() => setZones(zones.filter((_, j) => j !== i))}>
            {t('branches.zones.remove')}
          </SmallButton>
        </fieldset>
      ))}
      <SmallButton
        onClick={() =>
          setZones([
            ...zones,
            {
              key: '',
              name: '',
              shape: 'radius',
              polygon: '',
              lat: '',
              lng: '',
              meters: '1000',
              fee: '',
              minimum: '0',
              active: true,
            },
          ])
        }
      >
        {t('branches.zones.add')}
      </SmallButton>
    </SectionForm>
  );
}
