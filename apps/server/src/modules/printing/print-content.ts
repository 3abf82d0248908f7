import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Localized } from '@storefront/domain/catalog/catalog.schema';
import type { PrinterPaper } from '@storefront/domain/printing/printer.schema';
import {
  kitchenTicket,
  type PrintLine,
  receipt,
  type TicketItem,
  type TicketOrder,
  testPage,
} from '@storefront/domain/printing/ticket.rules';
import {
  type KitchenStation,
  kitchenStations,
  stationOf,
} from '@storefront/domain/staff/kitchen-stations.rules';
import { type Lang, langSchema } from '@storefront/domain/venue/venue.schema';
import type { Db } from '../../db/client.ts';
import { findPurchase, listItems, type PurchaseItemRow } from '../purchase/purchase.repository.ts';
import { getInstance } from '../venue/venue.repository.ts';
import { type PrintJobRow, placeLabel, stationsOfProducts } from './print-jobs.repository.ts';
import { supplierOfPrinter } from './printers.repository.ts';

// What a job prints, read when it prints (ADR 109): the round's items as the order has them then (an
// item voided before the ticket printed is not on it), in the venue's language, its money and its
// time zone. null: nothing left to print (the order or its round is gone, or none of the round's
// items is of the printer's stations).

function langOf(language: string): Lang {
  const parsed = langSchema.safeParse(language);
  return parsed.success ? parsed.data : 'es';
}

const isStation = (station: string): station is KitchenStation =>
  (kitchenStations as readonly string[]).includes(station);

function toItem(item: PurchaseItemRow, lang: Lang): TicketItem {
  return {
    name: localized(item.name as Localized, lang),
    count: item.count,
    unitPrice: item.unitPrice,
    options: item.optionNames.map((names) => localized(names as Localized, lang)),
    note: item.note,
  };
}

export async function printContent(
  db: Db,
  job: PrintJobRow,
  paper: PrinterPaper,
): Promise<PrintLine[] | null> {
  const instance = await getInstance(db, job.instanceId);
  if (!instance) return null;
  const lang = langOf(instance.language);
  const supplier = await supplierOfPrinter(db, job.instanceId, job.printerId);
  if (job.kind === 'test') return testPage(lang, supplier?.printer ?? '', paper);
  if (!job.purchaseId || !supplier) return null;
  const purchase = await findPurchase(db, job.instanceId, job.purchaseId);
  if (!purchase) return null;
  // the kitchen gets its round as sent, a station's printer only that station's items; the receipt,
  // the bill: every item not removed (sent or not, as the subtotal counts them)
  const stations = supplier.stations.filter(isStation);
  let items = (await listItems(db, job.instanceId, purchase.id)).filter(
    (item) =>
      item.state !== 'removed' &&
      (job.kind !== 'kitchen' ||
        (item.state !== 'pending' && (job.round === null || item.round === job.round))),
  );
  if (job.kind === 'kitchen' && stations.length > 0) {
    const stationOfProduct = await stationsOfProducts(
      db,
      job.instanceId,
      items.map((item) => item.productId),
    );
    items = items.filter((item) => stations.includes(stationOf(stationOfProduct.get(item.productId))));
  }
  if (items.length === 0) return null;
  const details = purchase.details as { contact?: { name?: string } };
  const order: TicketOrder = {
    lang,
    timeZone: instance.timezone,
    currency: purchase.currency,
    venue: instance.name,
    branch: supplier.label,
    place: await placeLabel(db, job.instanceId, purchase.tableId),
    service: purchase.service,
    code: purchase.bckPurchaseId,
    customer: purchase.service === 'on_table' ? null : (details.contact?.name ?? null),
    at: job.kind === 'kitchen' ? job.createdAt : new Date(),
    items: items.map((item) => toItem(item, lang)),
  };
  if (job.kind === 'kitchen') return kitchenTicket(order, job.round, paper, stations);
  return receipt(
    {
      ...order,
      address: supplier.address,
      subtotal: purchase.subtotal,
      deliveryFee: purchase.deliveryFee,
      discount: purchase.discount,
      tip: purchase.tip,
      paid: purchase.paidAmount,
      taxNote: instance.consumptionTaxLabel,
    },
    paper,
  );
}
