import type { BookingOptions } from '@storefront/domain/booking/booking.schema';
import { bookingRequestSchema } from '@storefront/domain/booking/booking.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { useEffect, useRef, useState } from 'react';
import { CommentField } from '../../../components/ui/comment-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { SelectField } from '@storefront/ui/components/select-field.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { TextField } from '@storefront/ui/components/text-field.tsx';
import { ContactFields } from '../../../core/session/components/contact-fields.tsx';
import { usePhoneCheck } from '../../../core/session/components/phone-check.tsx';
import { callingCodeOf } from '../../../core/session/model/calling-codes.ts';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useVenue } from '../../../core/venue/model/venue-context.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { errorsUnder } from '../../../lib/field-errors.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { paths } from '../../../lib/paths.ts';
import { profileHeadersOf } from '../../../lib/profile-headers.ts';
import { useNavigate, useParams } from '@storefront/ui/lib/router.tsx';
import { useFormAction } from '../../../lib/use-form-action.ts';
import { createBooking, useAvailability, useBookingOptions } from '../api/booking.ts';
import { HourPicker } from '../components/hour-picker.tsx';
import {
  type BookingDraft,
  depositOf,
  draftErrors,
  emptyDraft,
  hoursOf,
  requestOf,
} from '../model/booking-form.ts';
import { dayLabel } from '../model/dates.ts';

/** `/{supplier_id}/reservar` and the embeddable `/reservarpopup/{branch_id}` (docs/bookings.md): people,
 * day, a free hour, zone, occasion, comment, the branch's optional fields and contact data; the
 * deposit is shown before sending. */
export default function BookingScreen() {
  const { supplierSlug, branchId } = useParams();
  const venue = useVenue();
  const wanted = supplierSlug ?? branchId ?? '';
  const branch = venue.suppliers.find((s) => s.slug === wanted || String(s.id) === wanted);
  const options = useBookingOptions(branch?.slug);
  const { t } = useTranslation('booking');
  if (!branch || options.error) {
    const key = options.error instanceof ApiError ? options.error.key : 'bookings_unavailable';
    return (
      <section className="pt-6">
        <FormAlert error={{ key: branch ? key : 'supplier_not_found' }} />
      </section>
    );
  }
  if (!options.data) return <Spinner label={t('common:app.loading')} />;
  return <BookingForm options={options.data} countryCode={venue.country_code} currency={venue.currency} />;
}

function BookingForm({
  options,
  countryCode,
  currency,
}: {
  options: BookingOptions;
  countryCode: string;
  currency: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const locale = `${(i18n.resolvedLanguage ?? 'es').split('-')[0]}-${countryCode}`;
  const [draft, setDraft] = useState<BookingDraft>(() => emptyDraft(callingCodeOf(countryCode)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, failure, setFailure, run } = useFormAction();
  const profile = useDinerStore((s) => s.profile);
  const auth = profileHeadersOf(profile);
  const phoneCheck = usePhoneCheck(draft.contact);
  const [key] = useState(() => newIdempotencyKey('book'));
  const errorSummary = useRef<HTMLParagraphElement>(null);
  const persons = draft.persons ? Number(draft.persons) : null;
  const availability = useAvailability(options.supplier_id, persons, Math.min(31, options.horizon_days + 1));
  const days = (availability.data?.days ?? []).filter((day) => !day.closed);
  const hours = hoursOf(availability.data, draft.date, draft.zone);
  const chosen = hours.find((h) => h.hour === draft.hour);
  const deposit = depositOf(options, persons);

  const set = (patch: Partial<BookingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  /** What a draft field's control shows and does, all from its name; `also` resets what follows
   * from it (a new party size or day drops the chosen hour). */
  const field = (name: Exclude<keyof BookingDraft, 'contact'>, also: Partial<BookingDraft> = {}) => ({
    id: `booking-${name}`,
    label: t(`form.${name}`),
    value: draft[name],
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) =>
      set({ [name]: event.target.value, ...also } as Partial<BookingDraft>),
  });

  // after a refused submit, focus the first field in error (it says why through aria-describedby)
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const first = document.querySelector<HTMLElement>(
      'form :is(input, select, textarea)[aria-invalid="true"]',
    );
    (first ?? errorSummary.current)?.focus();
  }, [attempt]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft, options);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    if (options.require_sms_code && !phoneCheck.verified) return setFailure({ key: 'sms_code_required' });
    await run(async () => {
      const body = bookingRequestSchema.parse(requestOf(draft, options));
      const created = await createBooking(options.supplier_id, body, key, auth);
      navigate(paths.bookingDetail.getHref({ id: created.id, token: created.token }));
    });
  };

  const partySizes = Array.from(
    { length: options.max_party - options.min_party + 1 },
    (_, i) => options.min_party + i,
  );
  return (
    <ScreenSection titleId="booking-title" title={t('form.title', { branch: options.label })}>
      <p className="mt-1 text-muted">
        {t(options.confirmation === 'instant' ? 'form.intro_instant' : 'form.intro_approval')}
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {Object.keys(errors).length > 0 && (
          <p ref={errorSummary} tabIndex={-1} role="alert" className="font-semibold text-title">
            {t('form.errors_title')}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...field('persons', { hour: '' })}
            placeholder={t('form.persons_choose')}
            options={partySizes.map((n) => ({ value: String(n), label: String(n) }))}
          />
          <SelectField
            {...field('date', { hour: '' })}
            placeholder={t('form.date_choose')}
            disabled={persons === null}
            options={days.map((day) => ({ value: day.date, label: dayLabel(day.date, locale) }))}
          />
        </div>
        <SelectField
          {...field('zone')}
          options={[
            { value: '', label: t('form.zone_any') },
            ...options.zones.map((z) => ({ value: z.key, label: z.name })),
          ]}
        />
        <HourPicker
          hours={hours}
          value={draft.hour}
          waitlist={options.waitlist}
          error={errors.hour}
          ready={persons !== null && draft.date !== ''}
          onChange={(hour) => set({ hour })}
        />
        {chosen && !chosen.free && (
          <p role="status" className="rounded-lg border border-line p-3">
            {t('form.waitlist_hint')}
          </p>
        )}
        {options.reasons.length > 0 && (
          <SelectField
            {...field('reason')}
            options={[
              { value: '', label: t('form.reason_none') },
              ...options.reasons.map((r) => ({ value: r, label: r })),
            ]}
          />
        )}
        <CommentField
          id="booking-comment"
          label={t('form.comment')}
          value={draft.comment}
          onChange={(comment) => set({ comment })}
        />
        {options.ask.guests && <TextField {...field('guests')} maxLength={300} />}
        {options.ask.birthday && <TextField {...field('birthday')} type="date" />}
        {options.ask.sex && (
          <SelectField
            {...field('sex')}
            options={[
              { value: '', label: t('form.sex_none') },
              { value: 'female', label: t('form.sex_female') },
              { value: 'male', label: t('form.sex_male') },
              { value: 'other', label: t('form.sex_other') },
            ]}
          />
        )}
        <ContactFields
          idPrefix="booking-contact"
          words={{ ns: 'booking', keyPrefix: 'form' }}
          className="mt-2"
          value={draft.contact}
          errors={errorsUnder('contact.', errors)}
          onChange={(contact) => set({ contact })}
          askDni={options.ask.dni}
        />
        {options.require_sms_code && auth && phoneCheck.step(auth)}
        {options.deposit.kind !== 'none' && (
          <div className="rounded-lg border border-line p-3" data-testid="booking-deposit">
            <p className="font-semibold">
              {options.deposit.kind === 'per_person'
                ? t('form.deposit_per_person', {
                    amount: formatMoney(options.deposit.amount, currency),
                    total: formatMoney(deposit || options.deposit.amount, currency),
                  })
                : t('form.deposit_per_reservation', { total: formatMoney(options.deposit.amount, currency) })}
            </p>
            <p className="text-sm">
              {t(options.deposit.pay === 'online' ? 'form.deposit_terms_online' : 'form.deposit_terms')}
            </p>
          </div>
        )}
        <FormSubmit failure={failure} busy={busy}>
          {busy ? t('form.sending') : t('form.submit')}
        </FormSubmit>
      </form>
    </ScreenSection>
  );
}
