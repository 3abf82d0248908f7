import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any unknown path (issue: a real not-found screen with a way back). */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-title" className="flex flex-col items-start gap-3 pt-10">
      <h1 id="not-found-title" className="text-2xl font-bold text-title">
        {t('not_found.title')}
      </h1>
      <p>{t('not_found.body')}</p>
      <Link to="/" className="rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand">
        {t('not_found.home')}
      </Link>
    </section>
  );
}
