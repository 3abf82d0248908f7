import { localized } from '@storefront/domain/catalog/cart.rules';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@storefront/ui/components/dialog.tsx';
import { LoadBoundary } from '../../../components/ui/load-boundary.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { lazyPart, useLoadWhenIdle } from '@storefront/ui/lib/lazy-part.tsx';
import { loadOnce } from '@storefront/ui/lib/load-once.ts';
import type { MenuContext } from '../hooks/use-menu-context.ts';

// A product's details and form (product-panel.tsx: options, quantity, note, the age check, about
// 4 KB gzip) are not part of a menu's first render: they load when the browser is idle after it,
// or when the diner opens a product first, the dialog showing a spinner until they have come
// (docs/decisions/066-product-form-after-the-first-render.md).
const panel = loadOnce(() => import('./product-panel.tsx'));

/** product-panel.tsx's ProductChooser and ProductPanel, loaded on demand (lib/lazy-part.tsx). */
export const ProductChooser = lazyPart(panel, (loaded) => loaded.ProductChooser);
const ProductPanel = lazyPart(panel, (loaded) => loaded.ProductPanel);

/** The product modal of spec §2 Layout: the dialog around a product, its name as the dialog's title. */
export function ProductDialog({
  product,
  lang,
  onClose,
  children,
}: {
  product: MenuProduct | null;
  lang: string;
  onClose(): void;
  children(product: MenuProduct, title: ReactNode): ReactNode;
}) {
  const { t } = useTranslation('catalog');
  useLoadWhenIdle(panel);
  const title = product && <DialogTitle className="pr-12">{localized(product.name, lang)}</DialogTitle>;
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product && (
        <DialogContent
          closeLabel={t('app.close', { ns: 'common' })}
          aria-describedby={undefined}
          className="pt-14!"
        >
          <LoadBoundary lead={title}>{children(product, title)}</LoadBoundary>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The product modal of spec §2 Layout, opened from the menu list; the URL stays the menu's. */
export function ProductModal({
  product,
  ctx,
  onClose,
}: {
  product: MenuProduct | null;
  ctx: MenuContext;
  onClose(): void;
}) {
  return (
    <ProductDialog product={product} lang={ctx.lang} onClose={onClose}>
      {(shown, title) => (
        <ProductPanel product={shown} ctx={ctx} view="menu" onAdded={onClose} title={title} />
      )}
    </ProductDialog>
  );
}
