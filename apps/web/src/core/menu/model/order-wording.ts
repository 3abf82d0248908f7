// spec §4 on-table modes: with the my-list class at the table, the diner builds a list to show the
// waiter instead of a cart; every other case is a cart.
export type OrderWording = 'cart' | 'list';

export function orderWording(onTableClass: string | null | undefined, service: string | null): OrderWording {
  return onTableClass === 'my-list' && service === 'on_table' ? 'list' : 'cart';
}

/** The order screen the cart links open: the on-table order, or the delivery cart. */
export function cartHref(supplierSlug: string, service: string | null): string {
  return service === 'on_table' ? `/${supplierSlug}/menu-digital/order` : `/${supplierSlug}/delivery/order`;
}
