import { secondaryButtonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** "Call the waiter" (spec §2 call waiter); the status line says when the call is on its way. */
export function CallWaiterButton({
  busy,
  called,
  onCall,
}: {
  busy: boolean;
  called: boolean;
  onCall(): void;
}) {
  const { t } = useTranslation('on-table');
  return (
    <div className="flex flex-col gap-1">
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={onCall}>
        {t('waiter.call')}
      </button>
      <p role="status" className="min-h-6 text-sm text-muted">
        {called ? t('waiter.called') : ''}
      </p>
    </div>
  );
}
