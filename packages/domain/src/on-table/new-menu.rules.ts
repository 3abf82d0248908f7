// spec §2 Navigation rules, guard: on the on-table home, menu, main-categories and sub-categories
// screens the browser goes to the separate new-menu page when all four conditions hold.
import { newMenuGuardedScreens } from '../navigation/route-table.ts';

export interface NewMenuGuardContext {
  screen: string;
  supplierSlug: string;
  /** Instance new_menu_v3. */
  newMenuV3: boolean;
  /** The supplier's on_table_class. */
  onTableClass: string | null;
  service: string | null;
  /** Instance basic_on_table. */
  basicOnTable: boolean;
}

/** The new-menu path, or null when navigation proceeds. */
export function newMenuRedirect(ctx: NewMenuGuardContext): string | null {
  const all =
    newMenuGuardedScreens.has(ctx.screen) &&
    ctx.newMenuV3 &&
    ctx.onTableClass === 'basic' &&
    ctx.service === 'on_table' &&
    ctx.basicOnTable;
  return all ? `/newmenu/${encodeURIComponent(ctx.supplierSlug)}/on_table/basic` : null;
}
