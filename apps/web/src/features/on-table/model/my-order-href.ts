import { paths } from '../../../lib/paths.ts';

/** Where MyOrder of the diner's current table order is (spec §2 route table): a grab-and-go order
 * has its own `/{branch}/grab-and-go/my-order` (the order is the diner's current one), any other
 * `/{branch}/menu-digital/my-order/{purchase_id}`. */
export function myOrderHref(branchSlug: string, purchase: { id: string; subservice: string | null }): string {
  return purchase.subservice === 'grab_and_go'
    ? paths.grabAndGoMyOrder.getHref({ supplierSlug: branchSlug })
    : paths.myOrder.getHref({ supplierSlug: branchSlug, purchaseId: purchase.id });
}
