import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQuery } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { errorText, FormError } from '../app/form.tsx';
import { menuApi, menuKey } from './menu-api.ts';
import { MenuCategories } from './menu-categories.tsx';
import { MenuGroups } from './menu-groups.tsx';
import { buttonClass } from './menu-parts.tsx';
import { MenuProducts } from './menu-products.tsx';
import { MenuTransfer } from './menu-transfer.tsx';

// The menu editor (docs/back-office.md#menu, issue 53): categories, products and shared option
// groups of the venue for owners and managers (menu.edit). Loaded by the console only when opened
// (app/main.tsx), so the kitchen's tablet never downloads it. The catalogue is read whole once
// (GET /staff/menu/catalog.json) and read again after each save.

const tabs = ['products', 'categories', 'groups', 'transfer'] as const;
type Tab = (typeof tabs)[number];

export function MenuScreen() {
  const { t } = useTranslation();
  const catalog = useQuery({ queryKey: menuKey, queryFn: menuApi.catalog });
  const [tab, setTab] = useState<Tab>('products');
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-3">
      <h1 className="text-xl font-bold text-title">{t('menu.title')}</h1>
      <div role="tablist" aria-label={t('menu.title')} className="flex flex-wrap gap-2">
        {tabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`menu-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="menu-panel"
            className={`${buttonClass} aria-selected:bg-brand aria-selected:text-on-brand`}
            onClick={() => setTab(key)}
          >
            {t(`menu.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="menu-panel" aria-labelledby={`menu-tab-${tab}`}>
        {tab === 'transfer' ? (
          <MenuTransfer />
        ) : catalog.isPending ? (
          <Spinner label={t('loading')} />
        ) : catalog.isError ? (
          <div className="flex flex-col items-start gap-2">
            <FormError error={errorText(t, catalog.error)} />
            <button type="button" className={buttonClass} onClick={() => catalog.refetch()}>
              {t('menu.retry')}
            </button>
          </div>
        ) : tab === 'categories' ? (
          <MenuCategories catalog={catalog.data} />
        ) : tab === 'groups' ? (
          <MenuGroups catalog={catalog.data} />
        ) : (
          <MenuProducts catalog={catalog.data} />
        )}
      </div>
    </main>
  );
}
