import { CONSUMPTION_TAX_PERCENT } from '@storefront/domain/constants';
import type { HoursWindow } from '@storefront/domain/delivery/hours.rules';
import { formatMoney } from '@storefront/domain/money/money';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useServiceHeaders } from '../../../core/session/model/service-headers.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useBranchDelivery } from '../api/branch.ts';
import { useDeliveryContext } from '../hooks/use-delivery-context.ts';

/** `/{supplier_id}/politicas-servicio` (docs/decisions/016-delivery.md): the branch's hours, delivery areas with their
 * fees and minimums, free shipping, scheduling, SMS confirmation, cancellations and taxes. */
export default function ServicePoliciesScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const serviceHeaders = useServiceHeaders();
  const settings = useBranchDelivery(ctx.slug, serviceHeaders);
  if (!ctx.branch) return <NotFoundScreen />;
  if (!settings.data) return <Spinner label={t('common:app.loading')} />;
  const s = settings.data;
  const money = (minor: number) => formatMoney(minor, ctx.currency);
  const days = (list: number[]) => {
    const names = new Intl.DateTimeFormat(ctx.locale, { weekday: 'long', timeZone: 'UTC' });
    return list.map((day) => names.format(new Date(Date.UTC(2026, 2, 1 + day)))).join(', ');
  };
  const hours = (windows: HoursWindow[]) =>
    windows.length === 0 ? (
      <p>{t('policies.all_day')}</p>
    ) : (
      <ul>
        {windows.map((w) => (
          <li key={`${w.days.join()}-${w.from}`}>
            {w.from === '00:00' && w.to === '24:00' && w.days.length === 7
              ? t('policies.all_day')
              : t('policies.window', { days: days(w.days), from: w.from, to: w.to })}
          </li>
        ))}
      </ul>
    );
  return (
    <ScreenSection titleId="policies-title" title={t('policies.title')}>
      <p className="text-muted">{ctx.branch.label}</p>
      <h2 className="mt-6 text-lg font-semibold text-title">{t('policies.hours')}</h2>
      {hours(s.opening_hours)}
      <h2 className="mt-4 text-lg font-semibold text-title">{t('policies.kitchen')}</h2>
      {hours(s.kitchen_hours)}
      <h2 className="mt-4 text-lg font-semibold text-title">{t('policies.zones')}</h2>
      {s.zones.length === 0 ? (
        <p>{t('policies.no_zones')}</p>
      ) : (
        <ul>
          {s.zones.map((zone) => (
            <li key={zone.id}>
              {t('policies.zone', {
                name: zone.name,
                price: money(zone.delivery_price),
                minimum: money(zone.minimum_order_value),
              })}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-col gap-2">
        {s.minimum_order_value > 0 && (
          <p>{t('policies.minimum', { amount: money(s.minimum_order_value) })}</p>
        )}
        {s.free_shipping_from !== null && (
          <p>{t('policies.free_shipping', { amount: money(s.free_shipping_from) })}</p>
        )}
        {s.service_schedule && (
          <p>{t('policies.schedule', { lead: s.schedule.lead_minutes, slot: s.schedule.slot_minutes })}</p>
        )}
        {s.require_sms_code && <p>{t('policies.sms')}</p>}
        {ctx.venue.consumption_tax_label && <p>{t('policies.tax', { percent: CONSUMPTION_TAX_PERCENT })}</p>}
      </div>
      <h2 className="mt-6 text-lg font-semibold text-title">{t('policies.cancellation_title')}</h2>
      <p>{t('policies.cancellation')}</p>
    </ScreenSection>
  );
}
