import {
  couponFormatIssue,
  hasUppercase,
  normalizeCouponCode,
} from '@storefront/domain/delivery/coupon.rules';
import { useState } from 'react';
import { secondaryButtonClass } from '../../../components/ui/button.ts';
import { FieldError } from '@storefront/ui/components/form-controls.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import type { CouponPreview } from '../api/checkout.ts';

/** spec §5 coupon: at least 4 characters, lowercase advised, "invalid coupon" from the server. */
export function CouponField({
  applied,
  onApply,
  onRemove,
}: {
  applied: CouponPreview | null;
  onApply(code: string): Promise<CouponPreview>;
  onRemove(): void;
}) {
  const { t } = useTranslation('delivery');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (applied) {
    return (
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
        <p role="status" className="font-semibold">
          {t('coupon.applied', { code: applied.code })}
        </p>
        <button type="button" className={secondaryButtonClass} onClick={onRemove}>
          {t('coupon.remove')}
        </button>
      </div>
    );
  }
  const apply = async () => {
    const issue = couponFormatIssue(code);
    if (issue) return setError(issue);
    setBusy(true);
    try {
      await onApply(normalizeCouponCode(code));
      setError(null);
      setCode('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.key : 'invalid_coupon');
    } finally {
      setBusy(false);
    }
  };
  const described = ['coupon-hint', error ? 'coupon-error' : null].filter(Boolean).join(' ');
  return (
    <div className="mt-6 flex flex-col gap-1">
      <label htmlFor="coupon" className="font-semibold">
        {t('coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="coupon"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-page px-3 text-on-page"
          value={code}
          autoCapitalize="none"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy || code.trim() === ''}
          onClick={() => void apply()}
        >
          {t('coupon.apply')}
        </button>
      </div>
      <p id="coupon-hint" className="text-sm text-muted">
        {hasUppercase(code) ? t('coupon.uppercase') : t('coupon.hint')}
      </p>
      <FieldError id="coupon-error" error={error} alert />
    </div>
  );
}
