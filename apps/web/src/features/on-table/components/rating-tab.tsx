import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@storefront/ui/components/dialog.tsx';
import { LoadBoundary } from '../../../components/ui/load-boundary.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { lazyPart, useLoadWhenIdle } from '@storefront/ui/lib/lazy-part.tsx';
import { loadOnce } from '@storefront/ui/lib/load-once.ts';
import type { RatingKind, ServiceRatingChoice } from './rating-form.tsx';

// The tab is in the first render; its forms load when the browser is idle after it or when the
// diner opens the tab, a spinner standing in, a failure with a retry if they cannot come
// (docs/decisions/066-product-form-after-the-first-render.md).
const forms = loadOnce(() => import('./rating-form.tsx'));
const RatingForm = lazyPart(forms, (loaded) => loaded.RatingForm);

/** The rating tab of spec §2 Layout: a tab at the side that opens the digital-menu and/or NPS
 * rating (the venue's rate_digitalmenu, rate_nps). */
export function RatingTab({
  kinds,
  closeLabel,
  onRate,
}: {
  kinds: RatingKind[];
  closeLabel: string;
  onRate(choice: ServiceRatingChoice): Promise<boolean>;
}) {
  const { t } = useTranslation('on-table');
  const [open, setOpen] = useState(false);
  useLoadWhenIdle(forms);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="fixed top-1/2 right-0 z-20 min-h-11 origin-bottom-right -translate-y-1/2 -rotate-90 rounded-t-lg bg-brand px-4 font-semibold text-on-brand shadow-lg"
      >
        {t('rating.tab')}
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={closeLabel} aria-describedby={undefined} className="gap-4">
          <DialogTitle className="pr-12 text-xl font-bold">{t('rating.title')}</DialogTitle>
          <LoadBoundary>
            {kinds.map((kind) => (
              <RatingForm key={kind} kind={kind} onRate={onRate} />
            ))}
          </LoadBoundary>
        </DialogContent>
      </Dialog>
    </>
  );
}
