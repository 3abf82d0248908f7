// Where the pay pages send the diner back for a purchase that is not an order of its own (a
// booking's deposit): the page that started the payment keeps its path for this tab, since only
// it knows the link (the booking's secret is not stored anywhere else).

const keyOf = (purchaseId: string) => `sf:pay-return:${purchaseId}`;

export function rememberPayReturn(purchaseId: string, path: string): void {
  try {
    sessionStorage.setItem(keyOf(purchaseId), path);
  } catch {
    // storage refused (private mode): the pay page offers the branch's home instead
  }
}

/** The path kept for the purchase, when it is one of the storefront's own pages. */
export function payReturnOf(purchaseId: string): string | null {
  try {
    const path = sessionStorage.getItem(keyOf(purchaseId));
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
