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
import { findSupplierById, getInstance } from '../venue/venue.repository.ts';
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
    takenBy: item.takenBy,
    discount: item.discount,
  };
}

interface Branch {
  label: string;
  address: string;
}

/** The order of a purchase as a ticket or receipt shows it; null when the venue or order is gone. */
async function orderOf(
  db: Db,
  instanceId: number,
  purchaseId: string,
  keep: (item: PurchaseItemRow) => boolean,
) {
  const instance = await getInstance(db, instanceId);
  const purchase = instance && (await findPurchase(db, instanceId, purchaseId));
  if (!instance || !purchase) return null;
  const lang = langOf(instance.language);
  const items = (await listItems(db, instanceId, purchase.id)).filter(
    (item) => item.state !== 'removed' && keep(item),
  );
  const details = purchase.details as { contact?: { name?: string } };
  return {
    instance,
    purchase,
    lang,
    items,
    order: (branch: Branch, at: Date, kept: PurchaseItemRow[]): TicketOrder => ({
      lang,
      timeZone: instance.timezone,
      currency: purchase.currency,
      venue: instance.name,
      branch: branch.label,
      place: null,
      service: purchase.service,
      code: purchase.bckPurchaseId,
      customer: purchase.service === 'on_table' ? null : (details.contact?.name ?? null),
      at,
      items: kept.map((item) => toItem(item, lang)),
    }),
  };
}

/** The customer's receipt of a purchase (the bill: every item not removed, sent or not, as the
 * subtotal counts them), for a printer, the printable page and the e-mail; null when there is none. */
export async function receiptLines(
  db: Db,
  instanceId: number,
  purchaseId: string,
  paper: PrinterPaper,
  branch?: Branch,
): Promise<PrintLine[] | null> {
  const read = await orderOf(db, instanceId, purchaseId, () => true);
  if (!read || read.items.length === 0) return null;
  const { purchase, instance } = read;
  const where = branch ?? (await findSupplierById(db, instanceId, purchase.supplierId));
  if (!where) return null;
  const order = read.order(where, new Date(), read.items);
  return receipt(
    {
      ...order,
      place: await placeLabel(db, instanceId, purchase.tableId),
      address: where.address,
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

/** A kitchen ticket: the round as sent (a station's printer: its stations' items only). */
async function kitchenLines(
  db: Db,
  job: PrintJobRow,
  paper: PrinterPaper,
  printer: Branch & { stations: string[] },
): Promise<PrintLine[] | null> {
  if (!job.purchaseId) return null;
  const read = await orderOf(
    db,
    job.instanceId,
    job.purchaseId,
    (item) => item.state !== 'pending' && (job.round === null || item.round === job.round),
  );
  if (!read) return null;
  const stations = printer.stations.filter(isStation);
  let items = read.items;
  if (stations.length > 0) {
    const stationOfProduct = await stationsOfProducts(
      db,
      job.instanceId,
      items.map((item) => item.productId),
    );
    items = items.filter((item) => stations.includes(stationOf(stationOfProduct.get(item.productId))));
  }
  if (items.length === 0) return null;
  const order = { ...read.order(printer, job.createdAt, items) };
  order.place = await placeLabel(db, job.instanceId, read.purchase.tableId);
  return kitchenTicket(order, job.round, paper, stations);
}

export async function printContent(
  db: Db,
  job: PrintJobRow,
  paper: PrinterPaper,
): Promise<PrintLine[] | null> {
  const printer = await supplierOfPrinter(db, job.instanceId, job.printerId);
  if (!printer) return null;
  if (job.kind === 'kitchen') return kitchenLines(db, job, paper, printer);
  if (job.kind === 'receipt')
    return job.purchaseId ? receiptLines(db, job.instanceId, job.purchaseId, paper, printer) : null;
  const instance = await getInstance(db, job.instanceId);
  return testPage(langOf(instance?.language ?? 'es'), printer.printer, paper);
}
