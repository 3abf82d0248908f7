import { BOOKING_RATING_MAX, BOOKING_RATING_MIN } from '@storefront/domain/constants';
import { useRef, useState } from 'react';
import { CommentField } from '../../../components/ui/comment-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { brandRadioClass, RadioChoices } from '@storefront/ui/components/form-controls.tsx';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { Link, useParams } from '@storefront/ui/lib/router.tsx';
import { useFormAction } from '../../../lib/use-form-action.ts';
import { bookingQuery, rateBooking, useBooking } from '../api/booking.ts';

const scale = Array.from(
  { length: BOOKING_RATING_MAX - BOOKING_RATING_MIN + 1 },
  (_, i) => BOOKING_RATING_MIN + i,
);

/** `/rate/{id}/{token}` (docs/bookings.md): 1 to 10 and a comment, once, after the booking's time. */
export default function RateBookingScreen() {
  const { id, token } = useParams();
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const booking = useBooking(id, token);
  const [rate, setRate] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const { busy, failure, setFailure, run } = useFormAction();
  const scaleRef = useRef<HTMLFieldSetElement>(null);
  if (booking.isLoadingError) return <FormAlert error={{ key: 'not_found' }} />;
  if (!booking.data || !id || !token) return <Spinner label={t('common:app.loading')} />;
  const b = booking.data;
  const detail = paths.bookingDetail.getHref({ id, token });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rate === null) {
      setFailure({ key: 'rating_required' });
      scaleRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    await run(async () => {
      queryClient.setQueryData(bookingQuery(id, token).queryKey, await rateBooking(id, token, rate, comment));
    });
  };

  return (
    <ScreenSection
      titleId="rate-title"
      title={t('rate.title', { branch: b.supplier_label })}
      className="flex flex-col gap-3 pt-6"
    >
      {b.rating ? (
        <p role="status" className="text-lg font-semibold">
          {t('rate.thanks')} {t('detail.rated', { rate: b.rating.rate })}
        </p>
      ) : !b.can_rate ? (
        <FormAlert error={{ key: 'booking_rating_not_open' }} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <fieldset ref={scaleRef}>
            <legend className="mb-2 font-medium">{t('rate.scale')}</legend>
            <div className="grid grid-cols-5 gap-2">
              <RadioChoices
                name="booking-rate"
                options={scale}
                value={rate}
                onChange={(n) => setRate(n)}
                optionClass="flex min-h-11 cursor-pointer items-center justify-center gap-1 rounded-lg border border-line has-[:checked]:border-2 has-[:checked]:border-[var(--color-brand)] has-[:checked]:bg-black/5"
                inputClass={brandRadioClass}
              >
                {(n) => <span>{n}</span>}
              </RadioChoices>
            </div>
          </fieldset>
          <CommentField id="rate-comment" label={t('rate.comment')} value={comment} onChange={setComment} />
          <FormSubmit failure={failure} busy={busy}>
            {t('rate.submit')}
          </FormSubmit>
        </form>
      )}
      <Link className="underline" to={detail}>
        {t('rate.see_booking')}
      </Link>
    </ScreenSection>
  );
}
