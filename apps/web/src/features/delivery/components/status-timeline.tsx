import { Icon } from '@storefront/ui/components/icons.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { Step } from '../model/status-steps.ts';

/** spec §4 order statuses as a list of steps, the current one marked for screen readers too. */
export function StatusTimeline({
  steps,
  timeZone,
  locale,
}: {
  steps: Step[];
  timeZone: string;
  locale: string;
}) {
  const { t } = useTranslation('delivery');
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  return (
    <ol className="mt-3 flex flex-col gap-2" aria-label={t('order.steps')}>
      {steps.map((step) => (
        <li
          key={step.status}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className={`flex min-h-11 items-center gap-3 rounded-lg px-3 ${step.state === 'current' ? 'bg-brand font-semibold text-on-brand' : ''} ${step.state === 'upcoming' ? 'text-muted' : ''}`}
        >
          <span
            aria-hidden="true"
            className={`grid size-7 place-items-center rounded-full border-2 ${step.state === 'upcoming' ? 'border-line' : 'border-current'}`}
          >
            {step.state !== 'upcoming' && <Icon name="check" className="size-4" />}
          </span>
          <span className="grow">{t(`status.${step.status}`)}</span>
          {step.at && step.state !== 'upcoming' && (
            <time dateTime={step.at}>{time.format(new Date(step.at))}</time>
          )}
        </li>
      ))}
    </ol>
  );
}
