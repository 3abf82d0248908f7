import { isManual, isOnline, openStatuses } from './payment.rules.ts';
import type { PaymentMethod, PaymentStatus } from './payment.schema.ts';

// Where a purchase's bill stands for the diner's pay page (docs/payments.md, "The pay pages"): still
// to pay online, paid, owed in person, or waiting for a gateway's answer. "Nothing left to pay
// online" is not "paid": a take-away or delivery order placed paying cash (or by card reader) on
// receipt holds its whole bill with a pending manual payment until the staff collect it, and the
// diner still owes that money at the counter or the door (issue 52: Café Alerce's take-away order
// said "already paid").

export interface BillOfPurchase {
  /** What is ordered, without tips, minor units. */
  bill: number;
  /** The part of the bill paid. */
  paid_bill: number;
  /** What may still be paid online: bill - paid - what open payments hold, never below 0. */
  balance: number;
}

export interface PaymentOfBill {
  method: PaymentMethod;
  status: PaymentStatus;
  /** The part of the bill it covers. */
  amount: number;
  tip: number;
}

export type BillStanding =
  /** Something is left: the pay form. */
  | { kind: 'to_pay'; amount: number }
  /** Staff will collect it: what the diner hands over (bill part and tips), and how. */
  | { kind: 'in_person'; amount: number; methods: ('cash' | 'card_reader')[] }
  /** An online payment waits for the gateway's answer. */
  | { kind: 'processing'; amount: number }
  | { kind: 'paid' };

const sum = (payments: readonly PaymentOfBill[]) =>
  payments.reduce((total, p) => total + p.amount + p.tip, 0);

/** Where the bill stands: to pay while a balance is left; else owed in person while cash or card
 * reader payments wait for the staff; else processing while an online payment waits; else paid. */
export function billStanding(purchase: BillOfPurchase, payments: readonly PaymentOfBill[]): BillStanding {
  if (purchase.balance > 0) return { kind: 'to_pay', amount: purchase.balance };
  const open = payments.filter((p) => openStatuses.has(p.status));
  const inPerson = open.filter((p) => isManual(p.method));
  if (inPerson.length > 0) {
    const methods = [...new Set(inPerson.map((p) => p.method as 'cash' | 'card_reader'))];
    return { kind: 'in_person', amount: sum(inPerson), methods };
  }
  const online = open.filter((p) => isOnline(p.method));
  if (online.length > 0) return { kind: 'processing', amount: sum(online) };
  return { kind: 'paid' };
}
