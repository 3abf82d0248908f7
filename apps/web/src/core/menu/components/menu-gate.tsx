import type { Menu } from '@storefront/domain/catalog/catalog.schema';
import type { ReactNode } from 'react';
import type { MenuContext } from '../hooks/use-menu-context.ts';
import { LoadError, MenuSkeleton } from './menu-states.tsx';

/** Skeleton while the menu loads, the error with a retry when it fails, else the content. */
export function MenuGate({ ctx, children }: { ctx: MenuContext; children(menu: Menu): ReactNode }) {
  const { menu } = ctx;
  if (menu.isLoadingError) return <LoadError error={menu.error} onRetry={() => void menu.refetch()} />;
  if (!menu.data) return <MenuSkeleton />;
  return children(menu.data);
}
