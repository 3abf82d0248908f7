import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useRouteError } from '@storefront/ui/lib/router.tsx';
import { ScreenLoadError } from '../lazy-screen.ts';

/** A screen that could not load (spec §8 client behaviour): the error with a way to try again. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const key = error instanceof ScreenLoadError ? 'screen_load_failed' : 'internal_error';
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <div role="alert" className="flex flex-col items-center gap-4">
        <h1 className="text-2xl font-bold text-title">{t('errors_ui.title')}</h1>
        <p>{t(`errors:${key}`)}</p>
      </div>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-11 rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand"
      >
        {t('app.retry')}
      </button>
    </main>
  );
}
