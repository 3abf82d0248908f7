import { LEGAL_DOCUMENTS } from '@storefront/domain/venue/legal.rules';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import { useVenue } from '../model/venue-context.tsx';
import { paths } from '../../../lib/paths.ts';

/** Links to the legal texts the venue published (ADR 110), in a labelled list; nothing when it
 * published none. */
export function LegalLinks({ className, linkClass }: { className?: string; linkClass: string }) {
  const { t } = useTranslation('shell');
  const { legal } = useVenue();
  const published = LEGAL_DOCUMENTS.filter((document) => legal[document]);
  if (published.length === 0) return null;
  return (
    <nav aria-label={t('legal.title')} className={className}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {published.map((document) => (
          <li key={document}>
            <Link to={paths.legal.getHref({ document })} className={linkClass}>
              {t(`legal.${document}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
