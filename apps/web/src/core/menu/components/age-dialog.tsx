import { ageIssue, type Issue } from '@storefront/domain/catalog/cart.rules';
import { type FormEvent, useId, useState } from 'react';
import { largeButtonClass } from '../../../components/ui/button.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@storefront/ui/components/dialog.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/**
 * Age check before adding an age-restricted product (spec §5, §3 Legal): a valid birth date is
 * required and under 18 is blocked. Only an adult birth date reaches `onAdult`.
 */
export function AgeDialog({
  open,
  onOpenChange,
  today,
  onAdult,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Today in the venue's time zone, YYYY-MM-DD. */
  today: string;
  onAdult(birthDate: string): void;
}) {
  const { t } = useTranslation('catalog');
  const [birthDate, setBirthDate] = useState('');
  const [issue, setIssue] = useState<Issue | null>(null);
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    // React events bubble through portals: the product form around this dialog must not see it
    event.stopPropagation();
    const found = ageIssue(birthDate || null, today);
    setIssue(found);
    if (!found) onAdult(birthDate);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setIssue(null);
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('age.cancel')}>
        <DialogTitle className="pr-12">{t('age.title')}</DialogTitle>
        <DialogDescription className="mt-2">{t('age.body')}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2">
          <label htmlFor={inputId} className="font-semibold">
            {t('age.birth_date')}
          </label>
          <input
            id={inputId}
            type="date"
            value={birthDate}
            max={today}
            required
            aria-invalid={issue !== null}
            aria-describedby={issue ? errorId : undefined}
            onChange={(event) => setBirthDate(event.target.value)}
            className="min-h-12 rounded-lg border border-line bg-page px-3"
          />
          <p id={errorId} role="alert" className="min-h-6 font-semibold text-title">
            {issue ? t(`errors:${issue.key}`, issue.params) : null}
          </p>
          <button type="submit" className={largeButtonClass}>
            {t('age.confirm')}
          </button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
