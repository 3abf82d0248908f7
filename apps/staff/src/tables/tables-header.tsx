import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';

/** The heading of a screen reached from a place on the tables screen (taking its order, correcting
 * it), with the way back to the tables. */
export function TablesSubHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-xl font-bold text-title">{title}</h1>
      <Link
        to="/tables"
        className="flex min-h-11 items-center rounded-lg border border-line px-3 font-semibold"
      >
        {t('orderEntry.backToTables')}
      </Link>
    </div>
  );
}
