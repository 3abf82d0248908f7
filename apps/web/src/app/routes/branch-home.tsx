import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBranch } from '../../features/venue/model/venue-context.tsx';
import NotFoundScreen from './not-found.tsx';

const serviceFlags = [
  ['service_delivery', 'delivery'],
  ['service_take_away', 'take_away'],
  ['service_table', 'on_table'],
  ['service_book', 'book'],
  ['service_schedule', 'schedule'],
] as const;

/** Home `/{supplier_id}`: the branch and its services (menu and banners come with the catalogue). */
export default function BranchHomeScreen() {
  const { t } = useTranslation();
  const branch = useBranch(useParams().supplierId);
  if (!branch) return <NotFoundScreen />;
  return (
    <section aria-labelledby="branch-title" className="pt-6">
      <h1 id="branch-title" className="text-2xl font-bold text-title">
        {branch.label}
      </h1>
      {branch.description && <p className="mt-2">{branch.description}</p>}
      {branch.address && <p className="mt-1 text-muted">{branch.address}</p>}
      <h2 className="mt-6 mb-2 text-lg font-semibold">{t('home.services')}</h2>
      <ul className="flex flex-wrap gap-2">
        {serviceFlags
          .filter(([flag]) => branch[flag])
          .map(([flag, service]) => (
            <li key={flag} className="rounded-full bg-brand px-4 py-2 font-medium text-on-brand">
              {t(`services.${service}`)}
            </li>
          ))}
      </ul>
    </section>
  );
}
