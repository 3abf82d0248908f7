import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** Placeholder cards while the menu loads; same size as the real ones, so nothing jumps. */
export function MenuSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" className="flex flex-col gap-3 pt-4">
      <span className="sr-only">{t('menu.loading')}</span>
      {Array.from({ length: rows }, (_, n) => `placeholder-${n}`).map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex h-[122px] animate-pulse gap-3 rounded-xl border border-line p-3"
        >
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-5 w-2/3 rounded bg-line" />
            <div className="h-4 w-full rounded bg-line" />
            <div className="h-4 w-1/3 rounded bg-line" />
          </div>
          <div className="size-24 rounded-lg bg-line" />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-line p-6">
      <p>{children}</p>
      {action}
    </div>
  );
}

function errorKeyOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'key' in error ? String(error.key) : 'internal_error';
}

/** The menu could not load: the error's message (by its key) and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('catalog');
  const errorKey = errorKeyOf(error);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 pt-6">
      <p className="font-semibold">{t('menu.load_failed')}</p>
      <p className="text-muted">{t(`errors:${errorKey}`)}</p>
      <button type="button" onClick={onRetry} className={buttonClass}>
        {t('menu.retry')}
      </button>
    </div>
  );
}
