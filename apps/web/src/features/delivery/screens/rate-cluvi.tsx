import { useState } from 'react';
import { CommentField } from '../../../components/ui/comment-field.tsx';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useParams } from '@storefront/ui/lib/router.tsx';
import { useFormAction } from '../../../lib/use-form-action.ts';
import { rateOrder } from '../api/orders.ts';
import { StarRating } from '../components/star-rating.tsx';
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
  const [done, setDone] = useState(false);
  const { busy, failure, setFailure, run } = useFormAction('service_unavailable');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (score === null) return setMissing(true);
    const auth = ctx.auth;
    if (!auth) return setFailure({ key: 'unauthorized' });
    await run(async () => {
      await rateOrder(auth, purchaseId, token, score, comment.trim() || null);
      setDone(true);
    });
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
          <CommentField id="rate-comment" label={t('rate.comment')} value={comment} onChange={setComment} />
          <FormSubmit failure={failure} busy={busy}>
            {t('rate.send')}
          </FormSubmit>
        </form>
      )}
    </ScreenSection>
  );
}
