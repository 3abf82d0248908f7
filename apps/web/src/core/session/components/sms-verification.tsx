import { SMS_RESEND_AFTER_MS } from '@storefront/domain/constants';
import { isSmsCodeFormat } from '@storefront/domain/delivery/sms.rules';
import { useEffect, useState } from 'react';
import { secondaryButtonClass } from '../../../components/ui/button.ts';
import { FieldError } from '@storefront/ui/components/form-controls.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';

/** spec §5 the 4-digit SMS code, §9 resend after 14 s. */
export function SmsVerification({
  phone,
  verified,
  onSend,
  onVerify,
}: {
  /** The number as shown: +57 300 123 4567. */
  phone: string;
  verified: boolean;
  onSend(): Promise<unknown>;
  onVerify(code: string): Promise<unknown>;
}) {
  const { t } = useTranslation('delivery');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (sentAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [sentAt]);
  if (verified) {
    return (
      <p role="status" className="mt-4 rounded-lg border border-line p-3 font-semibold">
        {t('sms.verified')}
      </p>
    );
  }
  const wait = sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + SMS_RESEND_AFTER_MS - now) / 1000));
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.key : 'sms_code_invalid');
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      await onSend();
      setSentAt(Date.now());
      setNow(Date.now());
    });
  const verify = () =>
    run(() => (isSmsCodeFormat(code) ? onVerify(code) : Promise.reject(new Error('format'))));
  return (
    <fieldset className="mt-6 rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold text-title">{t('sms.legend')}</legend>
      <p>{sentAt === null ? t('sms.intro') : t('sms.sent', { phone })}</p>
      {sentAt !== null && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="sms-code" className="font-medium">
              {t('sms.code')}
            </label>
            <input
              id="sms-code"
              className="min-h-11 w-32 rounded-lg border border-line bg-page px-3 text-center text-xl tracking-widest text-on-page"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'sms-error' : undefined}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          </div>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy || code.length !== 4}
            onClick={() => void verify()}
          >
            {t('sms.verify')}
          </button>
        </div>
      )}
      <FieldError
        id="sms-error"
        error={error}
        params={{ seconds: wait }}
        alert
        className="mt-2 font-semibold text-title"
      />
      <div className="mt-3">
        {wait > 0 ? (
          <p aria-live="polite" className="text-sm text-muted">
            {t('sms.resend_in', { seconds: wait })}
          </p>
        ) : (
          <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => void send()}>
            {sentAt === null ? t('sms.send') : t('sms.resend')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
