import {
  ageIssue,
  dateIn,
  type Issue,
  isAvailable,
  optionIssues,
  stockIssue,
  unitPrice,
} from '@storefront/domain/catalog/cart.rules';
import type { MenuProduct, ValidatedCart, validateCartBody } from '@storefront/domain/catalog/catalog.schema';
import { errorMessage } from '@storefront/domain/errors/error-messages';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import type { z } from 'zod';

// POST /catalog/{supplier_slug}/cart/validate.json, decided from the branch's products as the
// database has them: prices never come from the client. Pure; the caller loads and passes `now`.

export type ValidateCartBody = z.infer<typeof validateCartBody>;

export interface CartContext {
  now: Date;
  timeZone: string;
  currency: string;
  lang: Lang;
}

/** Prices every line and lists its issues (spec §5, §8). A line whose product cannot be sold now
 * is removed: count, price and subtotal 0. */
export function validateCart(
  products: ReadonlyMap<string, MenuProduct>,
  body: ValidateCartBody,
  { now, timeZone, currency, lang }: CartContext,
): ValidatedCart {
  const found: { index: number; issue: Issue }[] = [];
  const add = (index: number, issue: Issue | null) => {
    if (issue) found.push({ index, issue });
  };
  const countByProduct = new Map<string, { first: number; count: number; product: MenuProduct }>();
  let firstAgeRestricted: number | null = null;

  const lines = body.lines.map((line, index) => {
    const product = products.get(line.product_id);
    // Service and time window here; stock below, summed over the lines of one product.
    if (!product || !isAvailable({ ...product, stock: null }, body.service, now, timeZone)) {
      add(index, { key: 'product_unavailable_removed', params: {} });
      return { product_id: line.product_id, count: 0, unit_price: 0, subtotal: 0 };
    }
    for (const issue of optionIssues(product.option_groups, line.options, lang)) add(index, issue);
    const sold = countByProduct.get(product.id);
    if (sold) sold.count += line.count;
    else countByProduct.set(product.id, { first: index, count: line.count, product });
    if (product.is_alcoholic) firstAgeRestricted ??= index;
    const price = unitPrice(product, line.options, body.service);
    return { product_id: product.id, count: line.count, unit_price: price, subtotal: price * line.count };
  });

  for (const { first, count, product } of countByProduct.values())
    add(first, stockIssue(product.stock, count));
  if (firstAgeRestricted !== null) add(firstAgeRestricted, ageIssue(body.birth_date, dateIn(now, timeZone)));

  const issues = found
    .sort((a, b) => a.index - b.index)
    .map(({ index, issue }) => ({
      index,
      key: issue.key,
      params: issue.params,
      message: errorMessage(lang, issue.key, issue.params),
    }));
  return {
    ok: issues.length === 0,
    lines,
    total: lines.reduce((sum, line) => sum + line.subtotal, 0),
    currency,
    issues,
  };
}
