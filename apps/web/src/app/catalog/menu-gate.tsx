import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import type { ReactNode } from 'react';
import { LoadError, MenuSkeleton } from '../../features/catalog/components/menu-states.tsx';
import type { CatalogContext } from './use-catalog-context.ts';

/** Skeleton while the menu loads, the error with a retry when it fails, else the content. */
export function MenuGate({ ctx, children }: { ctx: CatalogContext; children(menu: Menu): ReactNode }) {
  const { menu } = ctx;
  if (menu.isError) return <LoadError error={menu.error} onRetry={() => void menu.refetch()} />;
  if (!menu.data) return <MenuSkeleton />;
  return children(menu.data);
}
