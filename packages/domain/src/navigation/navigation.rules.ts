// spec §2 Layout and Navigation rules, as pure functions the storefront's shell calls.
import { type HeaderType, noPopupScreens } from './route-table.ts';

/** Where the top bar's back button leads: a path, or `history` for one step back. */
export type BackTarget = { kind: 'path'; to: string } | { kind: 'history' };

export interface BackContext {
  supplierSlug: string | null;
  service: string | null;
}

const history: BackTarget = { kind: 'history' };
const to = (path: string): BackTarget => ({ kind: 'path', to: path });

/** Back target per header type. Exact targets are not in the spec; these are recorded in
 * docs/decisions/009-header-types-and-back-targets.md. Without a branch, branch-relative types go
 * to the landing. */
export function backTarget(type: HeaderType, ctx: BackContext): BackTarget {
  const branch = ctx.supplierSlug ? `/${ctx.supplierSlug}` : null;
  switch (type) {
    case 'main':
    case 'to_main':
      return to('/');
    case 'internal':
    case 'back_action':
    case 'my_order':
      return history;
    case 'tomenu':
      return branch ? to(`${branch}/menu`) : to('/');
    case 'tohome':
      return branch ? to(ctx.service === 'on_table' ? `${branch}/menu-digital/home` : branch) : to('/');
    case 'tobook':
      return branch ? to(`${branch}/reservar`) : to('/');
    case 'ordermyontable':
      return branch ? to(`${branch}/menu-digital/home`) : to('/');
    case 'maincategories':
      return branch ? to(`${branch}/maincategories`) : to('/');
    case 'toOrderinprogress':
      return branch ? to(`${branch}/menu-digital/order`) : to('/');
    case 'cluvi-pay':
      return branch ? to(`${branch}/menu-digital`) : to('/');
  }
}

/** Header main shows the menu icon (left panel) when the branch has more than one service,
 * otherwise a back-to-main button. */
export function mainHeaderLeading(countServices: number | null): 'menu' | 'back_to_main' {
  return (countServices ?? 0) > 1 ? 'menu' : 'back_to_main';
}

/** Back from the product screen: the on-table home when the service is on_table, else Home. */
export function productBackPath(supplierSlug: string, service: string | null): string {
  return service === 'on_table' ? `/${supplierSlug}/menu-digital/home` : `/${supplierSlug}`;
}

/** Pop-ups never show on Main, Location or the Branch* screens, and only once a branch and a
 * service are set (spec §2 Layout). */
export function popupsAllowed(screen: string, branchSet: boolean, serviceSet: boolean): boolean {
  return !noPopupScreens.has(screen) && branchSet && serviceSet;
}

/** The rating tab: only on OnTableHome and Menu, for the basic on-table class and not room, when
 * digital-menu or NPS rating is enabled (spec §2 Layout). */
export function ratingTabVisible(args: {
  screen: string;
  onTableClass: string | null;
  subservice: string | null;
  rateDigitalmenu: boolean;
  rateNps: boolean;
}): boolean {
  return (
    (args.screen === 'onTableHome' || args.screen === 'menu') &&
    args.onTableClass === 'basic' &&
    args.subservice !== 'room' &&
    (args.rateDigitalmenu || args.rateNps)
  );
}
