import { isAvailable } from '@storefront/domain/catalog/cart.rules';
import type { CartLineInput, Localized, MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { validateCart } from '../catalog/cart.validation.ts';
import { groupOptions, toMenuProduct } from '../catalog/catalog.mapper.ts';
import { branchProducts, optionsOf } from '../catalog/catalog.repository.ts';
import type { PricingBranch } from '../catalog/catalog.service.ts';
import type { InstanceRow, SupplierRow } from '../venue/venue.repository.ts';

// The catalogue's own lookup and cart-line validation (options, stock, availability, age) and
// pricing, for lines added to a table order: prices never come from the client.

export interface PricedLine {
  product: MenuProduct;
  /** products.id, for the stock update. */
  productDbId: number;
  unitPrice: number;
  optionNames: Localized[];
}

async function menuProducts(tx: Db, instanceId: number, supplierId: number, keys: string[]) {
  const rows = await branchProducts(tx, instanceId, supplierId, keys);
  const groups = groupOptions(
    await optionsOf(
      tx,
      instanceId,
      rows.map((row) => row.id),
    ),
  );
  // availability only: prices come from the cached pricing branch (priceLine)
  return rows.map((row) => ({
    dbId: row.id,
    product: toMenuProduct(row, groups.get(row.id) ?? [], supplierId),
  }));
}

/** Prices a line from the branch as the catalogue caches it for orders (`pricingBranch` of catalog.service.ts,
 * docs/decisions/029-lean-order-write.md); the first issue is refused with its key. Stock is not
 * checked here: the caller takes it with the conditional update, which answers the stock errors. */
export function priceLine(
  branch: PricingBranch,
  line: CartLineInput,
  birthDate: string | null,
  lang: Lang,
  now: Date,
): PricedLine {
  const found = branch.products.get(line.product_id);
  const productDbId = branch.ids.get(line.product_id);
  const map = new Map(found ? [[found.id, found]] : []);
  const result = validateCart(
    map,
    { service: 'on_table', lines: [{ options: {}, note: null, ...line }], birth_date: birthDate },
    { now, timeZone: branch.instance.timezone, currency: branch.instance.currency, lang },
  );
  const issue = result.issues[0];
  if (issue || !found || productDbId === undefined) {
    throw new AppError(409, (issue?.key ?? 'add_to_cart_failed') as AppError['key'], issue?.params ?? {});
  }
  const chosen = line.options ?? {};
  return {
    product: found,
    productDbId,
    unitPrice: result.lines[0]!.unit_price,
    optionNames: found.option_groups.flatMap((group) =>
      group.options.filter((option) => chosen[group.id]?.includes(option.id)).map((option) => option.name),
    ),
  };
}

/** Which of these product keys can still be served at the table now (active at the branch, sold
 * on_table, inside its time windows). Stock is not asked: the order already holds its units. From
 * the branch as the catalogue caches it for orders when `pricing` is given, as a line is priced
 * (docs/decisions/056-a-table-call-in-fewer-statements.md), else read through `tx`. */
export async function servableKeys(
  tx: Db,
  branch: { instance: InstanceRow; supplier: SupplierRow },
  keys: string[],
  now: Date,
  pricing?: PricingBranch | null,
): Promise<Set<string>> {
  const unique = [...new Set(keys)];
  const products = pricing
    ? unique.flatMap((key) => pricing.products.get(key) ?? [])
    : (await menuProducts(tx, branch.instance.id, branch.supplier.id, unique)).map(({ product }) => product);
  return new Set(
    products
      .filter((product) =>
        isAvailable({ ...product, stock: null }, 'on_table', now, branch.instance.timezone),
      )
      .map((product) => product.id),
  );
}
