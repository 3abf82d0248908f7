import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** Shown when the venue configuration cannot be loaded (no venue yet: default language). */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">{t('errors_ui.title')}</h1>
      <p>{t('errors_ui.config_failed')}</p>
      <button type="button" onClick={onRetry} className="rounded-lg border px-5 py-3 font-semibold">
        {t('app.retry')}
      </button>
    </main>
  );
}
