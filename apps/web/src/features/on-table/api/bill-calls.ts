import type { SharePayment, TableOrder, WaiterCall } from '@storefront/domain/on-table/on-table.schema';
import type { PaymentShare } from '@storefront/domain/payment/payment.schema';
import type { TipChoice } from '@storefront/domain/tip/tip.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';

// spec §7 Digital menu: call waiter, add tip, manual payment (create and update).
const id = (purchaseId: string) => encodeURIComponent(purchaseId);

/** PUT /menudigital/call_waiter/{purchase} */
export function callWaiter(auth: ProfileHeaders, purchaseId: string, reason: 'assistance' | 'bill') {
  return api<{ call: WaiterCall; order: TableOrder }>(`/menudigital/call_waiter/${id(purchaseId)}`, {
    method: 'PUT',
    headers: auth,
    body: { reason, note: null },
  });
}

/** PUT /menudigital/add_tip/{purchase}.json */
export function addTip(auth: ProfileHeaders, purchaseId: string, tip: TipChoice, idempotencyKey: string) {
  return api<TableOrder>(`/menudigital/add_tip/${id(purchaseId)}.json`, {
    method: 'PUT',
    headers: { ...auth, 'idempotency-key': idempotencyKey },
    body: { tip },
  });
}

export interface ManualPayment {
  supplier_id: string;
  purchase_id: string;
  amount: number;
  method: 'cash' | 'card_reader';
  tip: number;
  share: PaymentShare;
}

/** POST /menudigital/manual_payment.json: cash or card reader, collected by the waiter. */
export function createManualPayment(auth: ProfileHeaders, body: ManualPayment, idempotencyKey: string) {
  return api<{ payment: SharePayment; order: TableOrder }>('/menudigital/manual_payment.json', {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': idempotencyKey },
    body,
  });
}

/** PUT /menudigital/manual_payment/{purchase}.json: change the method, or cancel. */
export function updateManualPayment(
  auth: ProfileHeaders,
  purchaseId: string,
  body: { payment_id?: string; method?: 'cash' | 'card_reader'; cancel?: boolean },
) {
  return api<{ payment: SharePayment; order: TableOrder }>(
    `/menudigital/manual_payment/${id(purchaseId)}.json`,
    {
      method: 'PUT',
      headers: auth,
      body,
    },
  );
}
