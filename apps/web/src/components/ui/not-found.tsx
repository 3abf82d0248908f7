import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';

/** Any unknown path (issue: a real not-found screen with a way back). */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <ScreenSection
      titleId="not-found-title"
      title={t('not_found.title')}
      className="flex flex-col items-start gap-3 pt-10"
    >
      <p>{t('not_found.body')}</p>
      <Link to="/" className="rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand">
        {t('not_found.home')}
      </Link>
    </ScreenSection>
  );
}
