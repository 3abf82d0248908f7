import { depositOwed } from '@storefront/domain/booking/booking.rules';
import type { PaymentStatus } from '@storefront/domain/payment/payment.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DomainEvent } from '../../plugins/events.ts';
import {
  createPurchase,
  insertItems,
  type PurchaseRow,
  recomputeTotals,
  setPurchaseOwner,
} from '../purchase/purchase.repository.ts';
import { findSupplierById, getInstance } from '../venue/venue.repository.ts';
import type { BookingDeps } from './booking.deps.ts';
import {
  bookingOfDepositPurchase,
  lockBooking,
  setBooking,
  setDepositPurchase,
} from './booking.repository.ts';
import { recordChange } from './booking.service.ts';

// A deposit the branch asks for online (docs/bookings.md, Deposit): once the booking is accepted,
// the diner pays it through the payments flow like any bill. It is a purchase of its own (service
// `book`, one line, the deposit's amount), owned by the profile that pays it; when its payment is
// paid the ledger's listener below marks the deposit paid, as the staff would by hand.

const depositLine = { es: 'Depósito de la reserva', en: 'Booking deposit', pt: 'Depósito da reserva' };

/** The purchase to pay a booking's deposit with: made once, then reused (and handed to whoever
 * opens the detail link now, since the link is the key). 409 when no deposit is due online. */
export async function depositPurchase(
  deps: BookingDeps,
  instanceId: number,
  id: string,
  profileId: string,
): Promise<{ purchase_id: string; supplier_slug: string }> {
  return deps.db.transaction(async (txn) => {
    const tx = txn as Db;
    const row = await lockBooking(tx, instanceId, id);
    if (!row) throw new AppError(404, 'not_found');
    const due =
      row.depositPay === 'online' && row.depositAmount > 0 && depositOwed(row.status) && !row.depositPaidAt;
    if (!due) throw new AppError(409, 'purchase_not_payable');
    const supplier = await findSupplierById(tx, instanceId, row.supplierId);
    if (!supplier) throw new AppError(404, 'not_found');
    if (row.depositPurchaseId) {
      await setPurchaseOwner(tx, instanceId, row.depositPurchaseId, profileId);
      return { purchase_id: row.depositPurchaseId, supplier_slug: supplier.slug };
    }
    const instance = await getInstance(tx, instanceId);
    if (!instance) throw new AppError(404, 'not_found');
    const purchase = await createPurchase(tx, {
      instanceId,
      supplierId: row.supplierId,
      profileId,
      service: 'book',
      currency: instance.currency,
      status: 'accepted',
      details: { booking_id: id },
    });
    await insertItems(tx, instanceId, purchase.id, [
      {
        productId: 'booking-deposit',
        name: depositLine,
        unitPrice: row.depositAmount,
        count: 1,
        options: {},
        optionNames: [],
        note: null,
        addedBy: profileId,
        state: 'ordered',
      },
    ]);
    await recomputeTotals(tx, instanceId, purchase.id);
    await setDepositPurchase(tx, id, purchase.id);
    return { purchase_id: purchase.id, supplier_slug: supplier.slug };
  });
}

/** The payments ledger's listener: a paid deposit purchase marks its booking's deposit paid, in
 * the same transaction, and the booking's detail page and the staff hear it. */
export function depositPaidListener(deps: BookingDeps) {
  return async (
    tx: Db,
    change: { instanceId: number; payment: { status: string }; purchase: PurchaseRow },
  ): Promise<DomainEvent[] | undefined> => {
    const { instanceId, payment, purchase } = change;
    if (purchase.service !== 'book' || (payment.status as PaymentStatus) !== 'paid') return undefined;
    const found = await bookingOfDepositPurchase(tx, instanceId, purchase.id);
    if (!found) return undefined;
    const row = await lockBooking(tx, instanceId, found);
    if (!row || row.depositPaidAt) return undefined;
    const now = deps.now();
    await setBooking(tx, row.id, { depositPaidAt: now }, now);
    return recordChange(deps, tx, row, row.status, null);
  };
}
