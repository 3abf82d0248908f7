import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

// `supplierId` means the branch's numeric id everywhere (docs/decisions/025-server-modules-in-layers.md);
// the branch segment of a storefront URL (spec §2 `/{supplier_id}/...`) carries its slug, so the
// router names it `supplierSlug`.
describe('the route table', () => {
  it('names the branch segment of every path supplierSlug, never supplierId', () => {
    const params = Object.values(paths).flatMap(({ path }) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]));
    expect(params).not.toContain('supplierId');
    expect(params).toContain('supplierSlug');
  });

  it('fills the branch slug into the links it builds', () => {
    expect(paths.order.getHref({ supplierSlug: 'chapinero', orderId: 'o-1' })).toBe('/chapinero/order/o-1');
    expect(paths.home.getHref({ supplierSlug: 'el-poblado' })).toBe('/el-poblado');
  });
});
