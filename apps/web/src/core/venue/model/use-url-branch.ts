import { useContentLang } from '../../../i18n/use-content-lang.ts';
import { useParams } from '@storefront/ui/lib/router.tsx';
import { useBranch, useVenue } from './venue-context.tsx';

/** The branch named by the URL's first segment (`:supplierSlug`), with the venue, the branch's
 * slug ('' when the URL names none), the language of venue content and the venue's currency. Every screen context
 * (catalogue, table, delivery) starts from it. */
export function useUrlBranch() {
  const venue = useVenue();
  const branch = useBranch(useParams().supplierSlug);
  const lang = useContentLang();
  return { venue, branch, slug: branch?.slug ?? '', lang, currency: venue.currency };
}
