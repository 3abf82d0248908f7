import type { EditorCatalog, EditorProduct } from '@storefront/domain/catalog/menu-editor.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { FieldInput } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useState } from 'react';
import { menuApi } from './menu-api.ts';
import { matchesSearch } from './menu-form.ts';
import {
  ArchiveButton,
  buttonClass,
  Check,
  imageUrl,
  primaryClass,
  SaveFailure,
  useMenuAction,
} from './menu-parts.tsx';
import { PriceChange } from './menu-price-change.tsx';
import { ProductForm } from './menu-product-form.tsx';

// The products by category, with their price and whether they are archived: a search by name or
// key as one types, create, edit, duplicate, archive (never delete: orders keep them) and restore,
// and a bulk price change for a category or the products selected.

export function MenuProducts({ catalog }: { catalog: EditorCatalog }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<EditorProduct | 'new' | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const { act, status, setStatus, failure, reload } = useMenuAction();
  const money = (minor: number) => formatMoney(minor, catalog.currency);

  if (editing) {
    const product = editing === 'new' ? null : (catalog.products.find((p) => p.id === editing.id) ?? editing);
    return (
      <ProductForm
        key={product ? product.id : 'new'}
        catalog={catalog}
        product={product}
        onDone={(message) => {
          setEditing(null);
          setStatus(message ?? '');
        }}
      />
    );
  }

  const shown = catalog.products.filter((p) => matchesSearch(p, query));
  const categories = catalog.categories.filter((c) => shown.some((p) => p.category_id === c.id));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-60 flex-1">
          <FieldInput
            label={t('menu.products.search')}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <button
          type="button"
          className={primaryClass}
          disabled={catalog.categories.length === 0}
          onClick={() => setEditing('new')}
        >
          {t('menu.products.new')}
        </button>
      </div>
      {catalog.categories.length === 0 && <p>{t('menu.products.needCategory')}</p>}
      <p aria-live="polite" className="font-medium">
        {status}
      </p>
      <SaveFailure failure={failure} onReload={reload} />
      <PriceChange catalog={catalog} selected={selected} onDone={() => setSelected([])} />
      {shown.length === 0 && <p>{query ? t('menu.products.noMatch') : t('menu.products.empty')}</p>}
      {categories.map((category) => (
        <section key={category.id} aria-label={category.name.es} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">
            {category.name.es}
            {category.archived && <span className="ml-2 text-sm text-muted">{t('menu.archived')}</span>}
          </h2>
          <ul className="flex flex-col gap-2">
            {shown
              .filter((p) => p.category_id === category.id)
              .map((product) => {
                const name = product.name.es;
                return (
                  <li
                    key={product.id}
                    aria-label={name}
                    className={`flex flex-wrap items-center gap-2 rounded-lg border border-line p-2 ${product.archived ? 'opacity-70' : ''}`}
                  >
                    <Check
                      label={t('menu.products.select', { name })}
                      hideLabel
                      checked={selected.includes(product.id)}
                      onChange={(on) =>
                        setSelected(
                          on ? [...selected, product.id] : selected.filter((id) => id !== product.id),
                        )
                      }
                    />
                    {imageUrl(product.image) && (
                      <img src={imageUrl(product.image)!} alt="" className="size-12 rounded object-cover" />
                    )}
                    <span className="flex min-w-40 flex-1 flex-col">
                      <span className="font-semibold">{name}</span>
                      <span className="text-sm text-muted">
                        {product.promo_price !== null ? (
                          <>
                            <s>{money(product.price)}</s> {money(product.promo_price)}
                          </>
                        ) : (
                          money(product.price)
                        )}
                        {product.archived && ` · ${t('menu.archived')}`}
                      </span>
                    </span>
                    <button
                      type="button"
                      className={buttonClass}
                      aria-label={t('menu.editNamed', { name })}
                      onClick={() => setEditing(product)}
                    >
                      {t('menu.edit')}
                    </button>
                    <button
                      type="button"
                      className={buttonClass}
                      aria-label={t('menu.products.duplicateNamed', { name })}
                      onClick={() =>
                        act(
                          () => menuApi.duplicateProduct(product.id),
                          t('menu.products.duplicated', { name }),
                        )
                      }
                    >
                      {t('menu.products.duplicate')}
                    </button>
                    <ArchiveButton
                      name={name}
                      archived={product.archived}
                      onClick={() =>
                        act(
                          () => menuApi.archiveProduct(product.id, !product.archived, product.version),
                          product.archived
                            ? t('menu.products.restored', { name })
                            : t('menu.products.archivedDone', { name }),
                        )
                      }
                    />
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
      <p className="text-sm text-muted">{t('menu.products.archiveHint')}</p>
    </div>
  );
}
