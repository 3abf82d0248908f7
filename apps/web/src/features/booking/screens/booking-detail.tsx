import { formatMoney } from '@storefront/domain/money/money';
import { useEffect } from 'react';
import { buttonClass, secondaryButtonClass } from '../../../components/ui/button.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { mapUrl } from '../../../core/venue/model/branch-pickers.ts';
import { useVenue } from '../../../core/venue/model/venue-context.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { rememberPayReturn } from '../../../lib/pay-return.ts';
import { profileHeadersOf } from '../../../lib/profile-headers.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { Link, useLocation, useNavigate, useParams } from '@storefront/ui/lib/router.tsx';
import { useFormAction } from '../../../lib/use-form-action.ts';
import { bookingQuery, calendarHref, moveBooking, startDeposit, useBooking } from '../api/booking.ts';
import { followBooking } from '../api/booking-events.ts';
import { dayLabel, instantLabel } from '../model/dates.ts';

/** `/book_info/{id}/{token}` (docs/bookings.md): the booking's status, live; when, who, where; the deposit;
 * the waiting-list position; confirm, cancel until the cut-off, add to calendar, rate after. */
export default function BookingDetailScreen() {
  const { id, token } = useParams();
  const { t, i18n } = useTranslation('booking');
  const venue = useVenue();
  const queryClient = useQueryClient();
  const booking = useBooking(id, token);
  const { busy, failure, run } = useFormAction();
  const navigate = useNavigate();
  const here = useLocation().pathname;
  const profile = profileHeadersOf(useDinerStore((s) => s.profile));
  useEffect(() => {
    if (!id || !token) return;
    return followBooking(id, token, () => {
      void queryClient.invalidateQueries({ queryKey: bookingQuery(id, token).queryKey });
    });
  }, [id, token, queryClient]);

  if (booking.isLoadingError) {
    return (
      <section className="pt-6">
        <p role="alert" className="font-semibold">
          {t('detail.not_found')}
        </p>
      </section>
    );
  }
  if (!booking.data || !id || !token) return <Spinner label={t('common:app.loading')} />;
  const b = booking.data;
  const locale = `${(i18n.resolvedLanguage ?? 'es').split('-')[0]}-${venue.country_code}`;
  const amount = formatMoney(b.deposit.amount, b.deposit.currency || venue.currency);
  const map = mapUrl(b);
  // An online deposit is paid on the pay pages, which bring the diner back here.
  const payDeposit = () =>
    run(async () => {
      if (!profile) return;
      const started = await startDeposit(id, token, profile);
      rememberPayReturn(started.purchase_id, here);
      navigate(
        paths.webCheckout.getHref({ supplierSlug: started.supplier_slug, orderId: started.purchase_id }),
      );
    });
  const act = (action: 'cancel' | 'confirm') =>
    run(async () => {
      queryClient.setQueryData(bookingQuery(id, token).queryKey, await moveBooking(id, token, action));
    });

  return (
    <ScreenSection
      titleId="booking-detail-title"
      title={t('detail.title', { branch: b.supplier_label })}
      className="flex flex-col gap-3 pt-6"
    >
      <p role="status" aria-live="polite" className="text-lg font-semibold" data-testid="booking-status">
        {t('detail.status_now', { status: t(`status.${b.status}`) })}
      </p>
      {(b.status === 'pending' || b.status === 'waitlist') && (
        <p className="text-sm text-muted">{t('detail.live')}</p>
      )}
      {b.status === 'waitlist' && (
        <div className="rounded-lg border-2 border-brand p-3">
          <p className="font-semibold">
            {t('detail.waitlist_position', { position: b.waitlist_position ?? 1 })}
          </p>
          <p>{t('detail.waitlist_notice')}</p>
        </div>
      )}
      {b.status_reason && (
        <p className="rounded-lg border border-line p-3">{t('detail.reason', { reason: b.status_reason })}</p>
      )}
      <ul className="flex flex-col gap-1">
        <li className="text-lg">{t('detail.when', { date: dayLabel(b.date, locale), hour: b.hour })}</li>
        <li>{t('detail.persons', { count: b.persons })}</li>
        <li>{t('detail.zone', { zone: b.zone.name })}</li>
      </ul>
      {b.deposit.kind !== 'none' && b.deposit.amount > 0 && (
        <p data-testid="booking-deposit">
          {b.deposit.paid
            ? t('detail.deposit_paid', { amount })
            : b.deposit.owed
              ? t(b.deposit.pay === 'online' ? 'detail.deposit_due_online' : 'detail.deposit_due', { amount })
              : t('detail.deposit_later', { amount })}
        </p>
      )}
      <div>
        <h2 className="font-semibold">{t('detail.address')}</h2>
        <p>{b.address}</p>
        {map && (
          <a className="inline-block py-1 underline" href={map} target="_blank" rel="noopener noreferrer">
            {t('detail.open_map')}
          </a>
        )}
      </div>
      <FormAlert error={failure} />
      <div className="flex flex-wrap gap-2">
        {b.deposit.pay === 'online' && b.deposit.owed && !b.deposit.paid && b.deposit.amount > 0 && (
          <button type="button" className={buttonClass} disabled={busy || !profile} onClick={payDeposit}>
            {t('detail.pay_deposit', { amount })}
          </button>
        )}
        {b.can_confirm && (
          <button type="button" className={buttonClass} disabled={busy} onClick={() => act('confirm')}>
            {t('detail.confirm')}
          </button>
        )}
        {b.can_cancel && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy}
            onClick={() => act('cancel')}
          >
            {t('detail.cancel')}
          </button>
        )}
        {b.status !== 'canceled' && (
          <a className={secondaryButtonClass} href={calendarHref(id, token)} download="booking.ics">
            {t('detail.calendar')}
          </a>
        )}
        {b.can_rate && (
          <Link className={buttonClass} to={paths.rateBooking.getHref({ id, token })}>
            {t('detail.rate')}
          </Link>
        )}
      </div>
      {b.can_cancel && b.status !== 'waitlist' && (
        <p className="text-sm text-muted">
          {t('detail.cancel_until', { time: instantLabel(b.cancel_until, locale, b.timezone) })}
        </p>
      )}
      {!b.can_cancel && ['approved', 'confirmed', 'pending'].includes(b.status) && (
        <p className="text-sm text-muted">{t('detail.cancel_closed')}</p>
      )}
      {b.rating && <p>{t('detail.rated', { rate: b.rating.rate })}</p>}
      <p className="text-sm text-muted">{t('detail.keep_link')}</p>
    </ScreenSection>
  );
}
