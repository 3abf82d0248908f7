import { type Issue, isAvailable, optionIssues, stockIssue } from '@storefront/domain/catalog/cart.rules';
import type {
  CatalogService,
  Localized,
  MenuOptionGroup,
  MenuProduct,
} from '@storefront/domain/catalog/catalog.schema';

// The product form's rules (spec §5): the browser blocks what the server's cart validation would
// refuse, with the same error keys, so the add button says why it is disabled.

export type Chosen = Record<string, string[]>;

/** max 1 is a single choice (radio); more is a multiple choice (checkboxes). */
export function isSingleChoice(group: Pick<MenuOptionGroup, 'max'>): boolean {
  return group.max <= 1;
}

export function isRequired(group: Pick<MenuOptionGroup, 'required' | 'min'>): boolean {
  return group.required || group.min > 0;
}

/** Picks or drops one option; a single choice replaces the previous one. Empty groups are dropped. */
export function toggleOption(chosen: Chosen, group: MenuOptionGroup, optionId: string, on: boolean): Chosen {
  const current = chosen[group.id] ?? [];
  let next: string[];
  if (isSingleChoice(group)) next = on ? [optionId] : [];
  else next = on ? [...new Set([...current, optionId])] : current.filter((id) => id !== optionId);
  const { [group.id]: _old, ...rest } = chosen;
  return next.length > 0 ? { ...rest, [group.id]: next } : rest;
}

/** The `catalog:options.*` hint of a group: how many options to pick. */
export function groupHint(group: Pick<MenuOptionGroup, 'min' | 'max' | 'required'>): {
  key: string;
  params: Record<string, number>;
} {
  if (isSingleChoice(group))
    return { key: isRequired(group) ? 'choose_one' : 'choose_one_optional', params: {} };
  if (group.min === group.max) return { key: 'choose_exactly', params: { count: group.max } };
  if (group.min > 0) return { key: 'choose_between', params: { min: group.min, max: group.max } };
  return { key: 'choose_up_to', params: { max: group.max } };
}

/** A multiple choice at its maximum: the options not picked are disabled. */
export function atMaximum(group: MenuOptionGroup, chosen: Chosen): boolean {
  return !isSingleChoice(group) && (chosen[group.id]?.length ?? 0) >= group.max;
}

export interface AddContext {
  service: CatalogService;
  now: Date;
  timeZone: string;
  lang: string;
  /** Units of this product already in the diner's cart. */
  inCart: number;
}

/** Why the product cannot be added as chosen; empty when it can. Out of stock and not sold now
 * come alone: no choice fixes them. */
export function addIssues(product: MenuProduct, chosen: Chosen, count: number, ctx: AddContext): Issue[] {
  if (product.stock === 0) return [{ key: 'products_out_of_stock', params: {} }];
  if (!isAvailable(product, ctx.service, ctx.now, ctx.timeZone))
    return [{ key: 'product_unavailable', params: {} }];
  const issues = optionIssues(product.option_groups, chosen, ctx.lang);
  const stock = stockIssue(product.stock, count, ctx.inCart);
  return stock ? [...issues, stock] : issues;
}

/** Names of the chosen options in menu order, for the cart line. */
export function chosenOptionNames(product: Pick<MenuProduct, 'option_groups'>, chosen: Chosen): Localized[] {
  return product.option_groups.flatMap((group) =>
    group.options.filter((o) => chosen[group.id]?.includes(o.id)).map((o) => o.name),
  );
}
