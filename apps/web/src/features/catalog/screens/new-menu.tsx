import { localized } from '@storefront/domain/catalog/cart.rules';
import { formatMoney } from '@storefront/domain/money/money';
import { plainLinkClass } from '../../../components/ui/button.ts';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { useMenu } from '../../../core/menu/api/get-menu.ts';
import { menuSections, visibleProducts } from '../../../core/menu/model/menu-selectors.ts';
import { useUrlBranch } from '../../../core/venue/model/use-url-branch.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** The new v3 menu `/newmenu/{supplier_id}/on_table/basic` (spec §2 guard): a fast, light, read-only
 * menu for basic on-table venues: text only, no images, no dialogs, one request. */
export default function NewMenuScreen() {
  const { t } = useTranslation('on-table');
  const { venue, branch, slug, lang } = useUrlBranch();
  const menu = useMenu(slug, branch !== undefined);
  if (!branch) return <NotFoundScreen />;
  const sections = menu.data
    ? menuSections(menu.data, visibleProducts(menu.data, 'on_table', new Date()), null)
    : [];
  return (
    <ScreenSection titleId="new-menu-title" title={t('new_menu.title', { branch: branch.label })}>
      {menu.isPending && <p role="status">{t('new_menu.loading')}</p>}
      {menu.isLoadingError && <p role="alert">{t('new_menu.error')}</p>}
      <nav aria-label={t('new_menu.sections')} className="mt-3 flex flex-wrap gap-x-4">
        {sections.map((s) => (
          <a key={s.category.id} href={`#nm-${s.category.id}`} className={plainLinkClass}>
            {localized(s.category.name, lang)}
          </a>
        ))}
      </nav>
      {sections.map((section) => (
        <section key={section.category.id} aria-labelledby={`nm-${section.category.id}`} className="mt-6">
          <h2
            id={`nm-${section.category.id}`}
            className="border-b border-line pb-1 text-xl font-bold text-title"
          >
            {localized(section.category.name, lang)}
          </h2>
          <dl>
            {section.products.map((product) => (
              <div key={product.id} className="flex gap-3 border-b border-line py-2">
                <dt className="flex-1">
                  <span className="font-semibold">{localized(product.name, lang)}</span>
                  {product.description && (
                    <span className="block text-sm text-muted">{localized(product.description, lang)}</span>
                  )}
                </dt>
                <dd className="shrink-0 font-semibold">
                  {formatMoney(product.promo ?? product.price, venue.currency)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </ScreenSection>
  );
}
