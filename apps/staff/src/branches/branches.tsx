import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQuery } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { errorText, FormError } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { GatewaySection } from '../payments/gateway-section.tsx';
import { PrintersSection } from '../printing/branch-printers.tsx';
import { HoursSection } from './branch-hours.tsx';
import { PlacesSection } from './branch-places.tsx';
import { Reloaded } from './branch-section.tsx';
import { BookingSection, DeliverySection, PaymentsSection, ServicesSection } from './branch-sections.tsx';
import { TipsSection } from './branch-tips.tsx';
import { ZonesSection } from './branch-zones.tsx';
import { branchesApi, settingsKey } from './branches-api.ts';

// Branches (docs/back-office.md#branches): the settings of the branch picked in the console's bar,
// a form per section saved alone over the branch's version, and its places. Owners and managers
// (`branches.edit`); waiters and the kitchen do not see it.

export function BranchesScreen() {
  const { t } = useTranslation();
  const { branch } = useConsole();
  const [generation, setGeneration] = useState(0);
  const settings = useQuery({
    queryKey: settingsKey(branch),
    queryFn: () => branchesApi.settings(branch),
  });
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-3">
      <h1 className="text-xl font-bold text-title">{t('branches.title')}</h1>
      {settings.isPending ? (
        <Spinner label={t('loading')} />
      ) : settings.isError ? (
        <div className="flex flex-col items-start gap-2">
          <FormError error={errorText(t, settings.error)} />
          <button
            type="button"
            className="min-h-11 rounded-lg border border-line px-3"
            onClick={() => settings.refetch()}
          >
            {t('branches.retry')}
          </button>
        </div>
      ) : (
        // the sections start anew from what a Reload read; after a save they keep their drafts and
        // save over the new version
        <Reloaded.Provider value={() => setGeneration((n) => n + 1)}>
          <div key={`${branch}:${generation}`} className="flex flex-col gap-4">
            <p className="text-muted">{settings.data.branch.label}</p>
            <ServicesSection branch={branch} settings={settings.data} />
            <HoursSection branch={branch} settings={settings.data} />
            <DeliverySection branch={branch} settings={settings.data} />
            <ZonesSection branch={branch} settings={settings.data} />
            <BookingSection branch={branch} settings={settings.data} />
            <PaymentsSection branch={branch} settings={settings.data} />
            <TipsSection branch={branch} settings={settings.data} />
          </div>
        </Reloaded.Provider>
      )}
      <GatewaySection />
      <PlacesSection branch={branch} />
      <PrintersSection branch={branch} />
    </main>
  );
}
