import { tipChoiceAt } from '@storefront/domain/tip/tip.rules';
import { formatMoney } from '@storefront/domain/money/money';
import { serviceCodeOf } from '@storefront/domain/order/service.rules';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { LabelledSection, ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { TipPicker } from '../../../components/ui/tip-picker.tsx';
import { tipChoiceOf, useTipState } from '../../../components/ui/tip-state.ts';
import { useFirstErrorFocus } from '@storefront/ui/components/use-first-error-focus.ts';
import { useCartStore } from '../../../core/cart/model/cart-store.ts';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useServiceHeaders } from '../../../core/session/model/service-headers.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { Link, useLocation, useNavigate } from '@storefront/ui/lib/router.tsx';
import { useBranchDelivery, useSlots } from '../api/branch.ts';
import { previewCoupon } from '../api/checkout.ts';
import { AddressSummary } from '../components/address-summary.tsx';
import { CartLines } from '../components/cart-lines.tsx';
import { CouponField } from '../components/coupon-field.tsx';
import { OrderTotals } from '../components/order-totals.tsx';
import { PickupChoice } from '../components/pickup-choice.tsx';
import { ReorderNotice } from '../components/reorder-notice.tsx';
import { type OrderKind, ServicePicker } from '../components/service-picker.tsx';
import { offeredKinds, useDeliveryContext } from '../hooks/use-delivery-context.ts';
import { useCheckoutStore } from '../model/checkout-store.ts';
import { reorderNoticeOf } from '../model/reorder-notice.ts';
import { cartSummary } from '../model/summary.ts';

/** `/{supplier_id}/delivery/order` (docs/decisions/016-delivery.md): the cart, how and when to receive it, coupon,
 * tip and the totals, before the diner's details. */
export default function DeliveryCartScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const navigate = useNavigate();
  // what "Order again" put in the cart and what changed since that order (hooks/use-reorder.ts)
  const reordered = reorderNoticeOf(useLocation().state);
  const cart = useCartStore();
  const draft = useCheckoutStore();
  const setService = useDinerStore((s) => s.setService);
  const current = useDinerStore((s) => serviceCodeOf(s));
  const serviceHeaders = useServiceHeaders();
  const settings = useBranchDelivery(ctx.slug, serviceHeaders);
  const errorFocus = useFirstErrorFocus<HTMLElement>();
  const kinds = offeredKinds(ctx.branch);
  const kind: OrderKind = kinds.includes(ctx.kind) ? ctx.kind : (kinds[0] ?? 'delivery');
  // The service the cart shows is the diner's: a diner who arrives with none, another one or one
  // the branch does not offer gets the shown one, so the requests carry it (spec §7).
  useEffect(() => {
    if (kinds.length > 0 && current !== kind) setService(kind);
  }, [kinds.length, current, kind, setService]);
  const needsSlot = kind === 'schedule' || (kind === 'take_away' && draft.pickup === 'scheduled');
  const slots = useSlots(ctx.slug, kind === 'schedule' || kind === 'take_away', serviceHeaders);
  const [tip, setTip] = useTipState(draft.tip, ctx.currency, (chosen) => draft.update({ tip: chosen }));
  // the draft's tip as this branch takes it (ADR 107): none when it takes no tips, its suggestion
  // for a percent it does not offer
  const tips = ctx.branch?.tips;
  useEffect(() => {
    const fit = tipChoiceAt(tips, draft.tip);
    if (fit !== draft.tip) draft.update({ tip: fit });
  }, [tips, draft]);
  const [problem, setProblem] = useState<{
    key: 'schedule_date_required' | 'minimum_value';
    params?: Record<string, string>;
  } | null>(null);
  if (!ctx.branch) return <NotFoundScreen />;

  const lines = cart.supplierSlug === ctx.slug ? cart.shoppingCart : [];
  const service = kind === 'take_away' ? 'take_away' : 'delivery';
  const zoneHere = ctx.location?.supplier_id === ctx.branch.id ? ctx.deliveryZone : null;
  const summary = cartSummary({
    service,
    subtotal: lines.reduce((sum, l) => sum + l.unit_price * l.count, 0),
    zone: zoneHere,
    branchMinimum: settings.data?.minimum_order_value ?? 0,
    freeShippingFrom: settings.data?.free_shipping_from ?? null,
    coupon: draft.coupon,
    tip: draft.tip,
  });
  const money = (minor: number) => formatMoney(minor, ctx.currency);
  const closedNow = settings.data && !needsSlot ? closedReason(settings.data, kind) : null;

  if (lines.length === 0) {
    return (
      <ScreenSection titleId="cart-title" title={t('cart.title')}>
        <p className="mt-4">{t('cart.empty')}</p>
        <Link to={paths.home.getHref({ supplierSlug: ctx.slug })} className={`${buttonClass} mt-4`}>
          {t('cart.see_menu')}
        </Link>
      </ScreenSection>
    );
  }

  const refuse = (found: NonNullable<typeof problem>) => {
    setProblem(found);
    errorFocus.reveal();
  };
  const next = () => {
    // A typed tip that is not an amount: its field says so; take the diner there.
    if (tipChoiceOf(tip, ctx.currency) === null) return errorFocus.reveal();
    if (needsSlot && !draft.scheduledFor) return refuse({ key: 'schedule_date_required' });
    if (summary.minimum !== null)
      return refuse({ key: 'minimum_value', params: { minValue: money(summary.minimum) } });
    if (service === 'delivery' && !zoneHere) return;
    setProblem(null);
    navigate(paths.precheckout.getHref({ supplierSlug: ctx.slug }));
  };

  return (
    <ScreenSection titleId="cart-title" title={t('cart.title')} ref={errorFocus.ref}>
      {reordered && <ReorderNotice notice={reordered} lang={ctx.lang} currency={ctx.currency} />}
      <ServicePicker
        kinds={kinds}
        value={kind}
        onChange={(chosen) => {
          setService(chosen);
          draft.update({ scheduledFor: null, coupon: null });
        }}
      />
      {service === 'delivery' ? (
        <AddressSummary
          location={zoneHere ? ctx.location : null}
          fullGps={ctx.venue.full_gps}
          slug={ctx.slug}
        />
      ) : (
        <p className="mt-4 rounded-xl border border-line p-4">
          {t('cart.pickup_at', { branch: ctx.branch.label })}
        </p>
      )}
      <PickupChoice
        kind={kind}
        draft={draft}
        slots={slots.data}
        slotsFailed={slots.isError}
        locale={ctx.locale}
        error={problem?.key === 'schedule_date_required' ? problem.key : null}
      />
      {closedNow && (
        <p className="mt-3 rounded-lg border border-line p-3">
          {t('cart.closed_now', { reason: t(`errors:${closedNow}`) })}
        </p>
      )}
      <h2 className="mt-6 mb-2 text-lg font-semibold text-title">{t('cart.products')}</h2>
      <CartLines lines={lines} currency={ctx.currency} lang={ctx.lang} onCount={cart.setCount} />
      <CouponField
        applied={draft.coupon}
        onRemove={() => draft.update({ coupon: null })}
        onApply={async (code) => {
          const applied = await previewCoupon(ctx.slug, {
            code,
            service,
            subtotal: summary.subtotal,
            delivery_fee: summary.delivery_fee,
          });
          draft.update({ coupon: applied });
          return applied;
        }}
      />
      <div className="mt-6">
        <TipPicker
          value={tip}
          base={summary.subtotal}
          currency={ctx.currency}
          tips={tips}
          onChange={setTip}
        />
      </div>
      <LabelledSection
        titleId="summary-title"
        title={t('summary.title')}
        titleClass="mb-2 text-lg font-semibold text-title"
        className="mt-6 rounded-xl border border-line p-4"
      >
        <OrderTotals
          totals={summary}
          currency={ctx.currency}
          couponCode={draft.coupon?.code ?? null}
          showFee={service === 'delivery'}
          taxLabel={ctx.venue.consumption_tax_label}
        />
        {summary.toFreeShipping !== null && summary.toFreeShipping > 0 && (
          <p className="mt-2 text-sm">
            {t('summary.free_shipping_hint', { amount: money(summary.toFreeShipping) })}
          </p>
        )}
      </LabelledSection>
      <div className="mt-4">
        <FormAlert error={problem?.key === 'minimum_value' ? problem : null} />
      </div>
      <button
        type="button"
        className={`${buttonClass} mt-4 w-full`}
        disabled={service === 'delivery' && !zoneHere}
        onClick={next}
      >
        {t('cart.continue')}
      </button>
    </ScreenSection>
  );
}

/** Why an order for now would be refused (spec §8), from the branch's settings. */
function closedReason(
  settings: {
    open_now: boolean;
    kitchen_open_now: boolean;
    delivery_active: boolean;
    service_delivery: boolean;
  },
  kind: OrderKind,
): 'delivery_closed' | 'supplier_closed' | 'kitchen_closed' | null {
  if (kind === 'delivery' && (!settings.delivery_active || !settings.service_delivery))
    return 'delivery_closed';
  if (!settings.open_now) return 'supplier_closed';
  if (!settings.kitchen_open_now) return 'kitchen_closed';
  return null;
}
