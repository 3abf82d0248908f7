import { useEffect } from 'react';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { track } from '../../../core/session/model/tracker.ts';
import {
  branchPickers,
  isBranchPicker,
  mapUrl,
  whatsappUrl,
} from '../../../core/venue/model/branch-pickers.ts';
import { useVenue } from '../../../core/venue/model/venue-context.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { Link, useMatches, useNavigate } from '@storefront/ui/lib/router.tsx';
import { LegalLinks } from '../../../core/venue/components/legal-links.tsx';

/** The branch pickers of spec §2: the venue's branches that offer the screen's service. */
export default function BranchListScreen() {
  const { t } = useTranslation();
  const venue = useVenue();
  const screen = useMatches().at(-1)?.id;
  const picker = isBranchPicker(screen) ? branchPickers[screen] : branchPickers.branchOffices;
  const branches = venue.suppliers.filter(picker.offers);
  const messaging = screen === 'branchWhatsapp';
  const setService = useDinerStore((s) => s.setService);
  const setBranch = useDinerStore((s) => s.setBranch);
  const choose = (slug: string) => {
    setBranch(slug);
    if (picker.service !== null) setService(picker.service);
    track('click_button', screen ?? 'branchOffices', { label: slug });
  };
  // Booking with a single bookable branch goes straight to its form (docs/bookings.md).
  const navigate = useNavigate();
  const only = screen === 'branchToBook' && branches.length === 1 ? branches[0]!.slug : null;
  useEffect(() => {
    if (!only) return;
    setBranch(only);
    if (picker.service !== null) setService(picker.service);
    navigate(paths[picker.next].getHref({ supplierSlug: only }), { replace: true });
  }, [only, navigate, picker, setBranch, setService]);
  if (only) return null;
  return (
    <section aria-labelledby="branches-title" className="pt-6">
      <h1 id="branches-title" className="mb-4 text-2xl font-bold text-title">
        {t('branches.choose')}
      </h1>
      {branches.length === 0 ? (
        <p>{t('branches.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {branches.map((branch) => {
            const map = mapUrl(branch);
            return (
              <li key={branch.id} className="rounded-xl border border-line p-4">
                {messaging && branch.whatsapp ? (
                  <a
                    className="text-lg font-semibold text-title underline-offset-4 hover:underline"
                    href={whatsappUrl(branch.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => choose(branch.slug)}
                  >
                    {branch.label}
                  </a>
                ) : (
                  <Link
                    className="text-lg font-semibold text-title underline-offset-4 hover:underline"
                    to={paths[picker.next].getHref({ supplierSlug: branch.slug })}
                    onClick={() => choose(branch.slug)}
                  >
                    {branch.label}
                  </Link>
                )}
                {branch.address && <p className="text-muted">{branch.address}</p>}
                {map && (
                  <a
                    className="mt-1 inline-block py-1 underline"
                    href={map}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('branches.open_map')}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <LegalLinks className="mt-6 text-sm" linkClass="inline-flex min-h-6 items-center underline" />
    </section>
  );
}
