import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { useState } from 'react';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { CartSummary } from '../../../core/menu/components/cart-summary.tsx';
import { MenuGate } from '../../../core/menu/components/menu-gate.tsx';
import { MenuSkeleton } from '../../../core/menu/components/menu-states.tsx';
import { ProductModal } from '../../../core/menu/components/product-dialog.tsx';
import { useMenuContext } from '../../../core/menu/hooks/use-menu-context.ts';
import { track } from '../../../core/session/model/tracker.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import type { RouteHandle } from '../../../lib/route-meta.ts';
import { useMatches, useSearchParams } from '@storefront/ui/lib/router.tsx';
import { JoinTableForm } from '../components/join-table-form.tsx';
import { TableBar } from '../components/table-bar.tsx';
import { TableMenuList } from '../components/table-menu-list.tsx';
import { TableNotice } from '../components/table-notice.tsx';
import { TableProductModal } from '../components/table-product-modal.tsx';
import { TableRating } from '../components/table-rating.tsx';
import { useTableContext } from '../hooks/use-table-context.ts';
import { type EntryScreen, useTableEntry } from '../hooks/use-table-entry.ts';
import { tableNotices } from '../model/table-notices.ts';

/**
 * The on-table menu (OnTableMenuDigital) behind every on-table entry: `/{branch}/menu-digital?mesa=`,
 * `/{branch}/md`, `/{branch}/grab-and-go`, `/{branch}/service-room`. It identifies the table, asks
 * the nickname to join the table's order where the class orders (docs/decisions/014), and lists
 * the menu; adding goes to the shared order, or to the diner's own list where nothing is sent.
 */
export default function OnTableMenuScreen() {
  const screen = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.screen as EntryScreen;
  const ctx = useTableContext();
  const catalog = useMenuContext();
  const entry = useTableEntry(ctx, screen);
  const [open, setOpen] = useState<MenuProduct | null>(null);
  const [params] = useSearchParams();
  const { t } = useTranslation('on-table');
  if (!ctx.branch) return <NotFoundScreen />;
  const init = entry.init.data;
  const ordering = init?.rules.ordering ?? ctx.ordering;
  const initError = entry.init.error instanceof ApiError ? entry.init.error.key : null;
  const canOrder = ordering && entry.joined;
  // The table and the menu appear together: a join form arriving above a listed menu would push
  // the menu down under the diner's thumb (layout shift).
  const tablePending = ordering && Boolean(entry.code) && ctx.branch.service_table && entry.init.isPending;

  return (
    <ScreenSection
      titleId="on-table-title"
      title={init ? t('menu.title_at', { table: init.table.label }) : t('menu.title')}
      className="flex flex-col gap-4 pt-6"
    >
      {tableNotices({
        serviceTable: ctx.branch.service_table,
        initError,
        ordering,
        hasCode: Boolean(entry.code),
      }).map((key) => (
        <TableNotice key={key} errorKey={key} />
      ))}
      {init && ordering && !entry.joined && (
        <JoinTableForm
          init={init}
          defaultNickname={ctx.order?.me.nickname ?? null}
          busy={entry.busy}
          onJoin={(choice) => void entry.join(choice)}
        />
      )}
      {tablePending ? (
        <MenuSkeleton />
      ) : (
        <MenuGate ctx={catalog}>
          {(menu) => (
            <TableMenuList
              menu={menu}
              categoryId={params.get('category_id')}
              lang={ctx.lang}
              currency={ctx.currency}
              onOpen={(product) => {
                track('click_product', screen, { product_id: product.id });
                setOpen(product);
              }}
            />
          )}
        </MenuGate>
      )}
      {canOrder ? (
        <>
          <TableProductModal product={open} ctx={ctx} onClose={() => setOpen(null)} />
          <TableBar ctx={ctx} />
        </>
      ) : (
        <>
          <ProductModal product={ordering ? null : open} ctx={catalog} onClose={() => setOpen(null)} />
          {ordering && open && <JoinFirst onClose={() => setOpen(null)} />}
          {!ordering && <CartSummary ctx={catalog} />}
        </>
      )}
      <TableRating ctx={ctx} screen="menu" />
    </ScreenSection>
  );
}

/** Opening a product before joining the table: the product modal needs the table's order. */
function JoinFirst({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('on-table');
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-30 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-header p-4 text-on-header"
    >
      <p className="flex-1">{t('menu.join_first')}</p>
      <button type="button" onClick={onClose} className="min-h-11 rounded-lg px-3 font-semibold underline">
        {t('menu.ok')}
      </button>
    </div>
  );
}
