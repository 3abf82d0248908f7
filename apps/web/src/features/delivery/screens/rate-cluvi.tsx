import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ScreenSection } from '../../../components/ui/screen-section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { rateOrder } from '../api/orders.ts';
import { StarRating } from '../components/star-rating.tsx';
import type { LocationError } from '../hooks/use-confirm-location.ts';
import { useDeliveryContext } from '../hooks/use-delivery-context.ts';

/** `/ratecluvi/{purchase_id}/{token}` (docs/decisions/016-delivery.md): rate an order, 1 to 5 stars (spec §5 "rating is
 * required"), through spec §7 POST /menudigital/rates.json?purchase_id&token. */
export default function RateCluviScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const { purchaseId = '', token = '' } = useParams();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<LocationError | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (score === null) return setMissing(true);
    if (!ctx.auth) return setFailure({ key: 'unauthorized' });
    setBusy(true);
    try {
      await rateOrder(ctx.auth, purchaseId, token, score, comment.trim() || null);
      setDone(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError ? { key: error.key, params: error.params } : { key: 'service_unavailable' },
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <ScreenSection titleId="rate-title" title={t('rate.title')}>
      {done ? (
        <p role="status" className="mt-4 text-lg font-semibold">
          {t('rate.thanks')}
        </p>
      ) : (
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          <StarRating
            value={score}
            onChange={(n) => {
              setScore(n);
              setMissing(false);
            }}
            error={missing ? 'rating_required' : null}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="rate-comment" className="font-medium">
              {t('rate.comment')}
            </label>
            <textarea
              id="rate-comment"
              rows={3}
              maxLength={500}
              className="rounded-lg border border-line bg-page p-3 text-on-page"
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
          <FormAlert error={failure} />
          <button type="submit" className={buttonClass} disabled={busy}>
            {t('rate.send')}
          </button>
        </form>
      )}
    </ScreenSection>
  );
}
