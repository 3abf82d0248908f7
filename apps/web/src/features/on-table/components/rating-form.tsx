import { type FormEvent, useId, useState } from 'react';
import { largeButtonClass } from '../../../components/ui/button.ts';
import { CommentField } from '../../../components/ui/comment-field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** The service ratings of the tab, and an order's own rating (spec §7 rates). */
export type RatingKind = 'digital_menu' | 'nps' | 'order';

export interface ServiceRatingChoice {
  kind: RatingKind;
  score: number;
  comment: string | null;
}

const scales: Record<RatingKind, number[]> = {
  digital_menu: [1, 2, 3, 4, 5],
  order: [1, 2, 3, 4, 5],
  nps: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
};

export function RatingForm({
  kind,
  onRate,
}: {
  kind: RatingKind;
  onRate(choice: ServiceRatingChoice): Promise<boolean>;
}) {
  const { t } = useTranslation('on-table');
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const name = useId();
  const commentId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (score === null) return;
    setSent(await onRate({ kind, score, comment: comment.trim() || null }));
  }

  if (sent) return <p role="status">{t('rating.thanks')}</p>;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 font-semibold">{t(`rating.${kind}`)}</legend>
        <div className="flex flex-wrap gap-1">
          {scales[kind].map((value) => (
            <label
              key={value}
              className="grid size-11 place-items-center rounded-lg border border-line has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-3 has-focus-visible:outline-brand"
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={score === value}
                onChange={() => setScore(value)}
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <CommentField id={commentId} label={t('rating.comment')} value={comment} onChange={setComment} />
      <button type="submit" disabled={score === null} className={largeButtonClass}>
        {t('rating.send')}
      </button>
    </form>
  );
}
