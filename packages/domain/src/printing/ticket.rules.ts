import { formatMoney } from '../money/money.ts';
import { purchaseTotals } from '../order/totals.rules.ts';
import type { KitchenStation } from '../staff/kitchen-stations.rules.ts';
import type { Lang } from '../venue/venue.schema.ts';
import { columnsOf, type PrinterPaper } from './printer.schema.ts';
import { ticketWords } from './ticket-words.ts';

// What a kitchen ticket and a customer receipt say, line by line, for the paper's width (ADR 109).
// Pure: the server reads the order, these lay it out, and the ESC/POS encoder only sets each line's
// style, so the tests can compare the printer's decoded bytes with these lines exactly.

export interface PrintLine {
  text: string;
  align?: 'center';
  bold?: boolean;
  /** Double height (the same width): a kitchen ticket's heading, read from a metre away. */
  tall?: boolean;
}

export interface TicketItem {
  name: string;
  count: number;
  /** Unit price with its options (minor units), as the order charged it. */
  unitPrice: number;
  options: string[];
  note: string | null;
  /** The staff member who took it (a waiter, an order by phone: ADR 112); absent: the diner. */
  takenBy?: string | null;
  /** Minor units a staff comp or discount takes off the line (ADR 114); absent or 0: none. */
  discount?: number;
}

export interface TicketOrder {
  lang: Lang;
  timeZone: string;
  currency: string;
  venue: string;
  branch: string;
  /** The place's label for a table's order; null for delivery and take-away. */
  place: string | null;
  service: string;
  /** The order's short code (`bck_purchase_id`). */
  code: string;
  /** The diner's name for a delivery or take-away order. */
  customer: string | null;
  at: Date;
  items: TicketItem[];
}

export interface ReceiptOrder extends TicketOrder {
  address: string;
  subtotal: number;
  deliveryFee: number;
  discount: number;
  tip: number;
  paid: number;
  /** The venue shows the consumption-tax note (spec §3 `consumption_tax_label`). */
  taxNote: boolean;
}

/** A text cut to the line, never wider than the paper. */
function fit(text: string, columns: number): string {
  return text.length > columns ? text.slice(0, columns) : text;
}

/** A text broken into lines of the paper's width at spaces (a word longer than a line is cut). */
export function wrap(text: string, columns: number, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : `${indent}${word}`;
    if (next.length <= columns) line = next;
    else {
      if (line) lines.push(line);
      line = fit(`${indent}${word}`, columns);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A label on the left and an amount on the right of one line; the label gives way. */
export function leftRight(left: string, right: string, columns: number): string {
  const room = Math.max(0, columns - right.length - 1);
  const label = left.length > room ? left.slice(0, room) : left;
  return `${label}${' '.repeat(columns - label.length - right.length)}${right}`;
}

/** An item's label wrapped beside its amount, which stands on the label's last line. */
function withAmount(label: string, amount: string, columns: number): string[] {
  const lines = wrap(label, columns - amount.length - 1);
  const last = lines.pop() ?? '';
  return [...lines, leftRight(last, amount, columns)];
}

function when(order: TicketOrder): string {
  return new Intl.DateTimeFormat(order.lang === 'en' ? 'en-GB' : `${order.lang}-CO`, {
    timeZone: order.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(order.at);
}

/** Where the order goes: the table's place, else the service with the order's code. */
function heading(order: TicketOrder): string {
  const words = ticketWords[order.lang];
  if (order.place) return order.place;
  const service = order.service === 'delivery' ? words.delivery : words.takeAway;
  return `${service} #${order.code}`;
}

function itemDetails(item: TicketItem, columns: number): string[] {
  return [
    ...item.options.flatMap((option) => wrap(`+ ${option}`, columns, '    ')),
    ...(item.note ? wrap(`! ${item.note}`, columns, '    ') : []),
  ];
}

/** The kitchen's ticket of one round (or of a whole delivery or take-away order): where it goes,
 * which round, the stations it is for (a station's printer), when, then each item with its count,
 * options and note. No prices. */
export function kitchenTicket(
  order: TicketOrder,
  round: number | null,
  paper: PrinterPaper,
  stations: readonly KitchenStation[] = [],
): PrintLine[] {
  const columns = columnsOf(paper);
  const words = ticketWords[order.lang];
  const rule = '-'.repeat(columns);
  const title = round === null ? heading(order) : `${heading(order)} · ${words.round} ${round}`;
  const forStations = stations.map((station) => words.stations[station]).join(' · ');
  return [
    ...wrap(title, columns).map((text) => ({ text, align: 'center' as const, bold: true, tall: true })),
    ...(forStations ? [{ text: fit(forStations, columns), align: 'center' as const, bold: true }] : []),
    ...(order.customer ? [{ text: fit(order.customer, columns), align: 'center' as const }] : []),
    { text: fit(`${order.branch} · ${when(order)}`, columns), align: 'center' },
    { text: rule },
    ...order.items.flatMap((item) => [
      ...wrap(`${item.count} x ${item.name}`, columns).map((text) => ({ text, bold: true })),
      ...itemDetails(item, columns).map((text) => ({ text })),
      // who took it, as Toast and Square print the server (ADR 112)
      ...(item.takenBy
        ? wrap(`@ ${words.takenBy} ${item.takenBy}`, columns, '    ').map((text) => ({ text }))
        : []),
    ]),
    { text: rule },
  ];
}

/** The customer's receipt: the venue and branch, where and when, each item with its amount, the
 * totals as the bill has them (discount, delivery, tip, paid), and the consumption-tax note where
 * the venue shows it, in the venue's language and money. */
export function receipt(order: ReceiptOrder, paper: PrinterPaper): PrintLine[] {
  const columns = columnsOf(paper);
  const words = ticketWords[order.lang];
  const money = (minor: number) => formatMoney(minor, order.currency);
  const rule = '-'.repeat(columns);
  const totals = purchaseTotals({
    subtotal: order.subtotal,
    delivery_fee: order.deliveryFee,
    discount: order.discount,
    tip: order.tip,
    paid_amount: order.paid,
  });
  const amounts: [string, number][] = [
    [words.subtotal, totals.subtotal],
    ...(totals.discount > 0 ? [[words.discount, -totals.discount] as [string, number]] : []),
    ...(totals.delivery_fee > 0 ? [[words.deliveryFee, totals.delivery_fee] as [string, number]] : []),
    ...(totals.tip > 0 ? [[words.tip, totals.tip] as [string, number]] : []),
  ];
  return [
    ...wrap(order.venue, columns).map((text) => ({ text, align: 'center' as const, bold: true })),
    { text: fit(order.branch, columns), align: 'center' },
    ...wrap(order.address, columns).map((text) => ({ text, align: 'center' as const })),
    { text: fit(heading(order), columns), align: 'center' },
    { text: when(order), align: 'center' },
    { text: rule },
    ...order.items.flatMap((item) => [
      ...withAmount(`${item.count} x ${item.name}`, money(item.unitPrice * item.count), columns).map(
        (text) => ({
          text,
        }),
      ),
      ...item.options.flatMap((option) => wrap(`+ ${option}`, columns, '    ')).map((text) => ({ text })),
      // a comp or discount of the line, under it: the lines still add up to the subtotal
      ...((item.discount ?? 0) > 0
        ? [{ text: leftRight(`    ${words.discount}`, money(-(item.discount ?? 0)), columns) }]
        : []),
    ]),
    { text: rule },
    ...amounts.map(([label, amount]) => ({ text: leftRight(label, money(amount), columns) })),
    { text: leftRight(words.total, money(totals.total), columns), bold: true },
    ...(totals.paid_amount > 0 ? [{ text: leftRight(words.paid, money(totals.paid_amount), columns) }] : []),
    ...(order.taxNote ? wrap(words.taxNote, columns).map((text) => ({ text })) : []),
    { text: '' },
    { text: words.thanks, align: 'center' },
  ];
}

/** The page a printer prints when the back office tests it. */
export function testPage(lang: Lang, printer: string, paper: PrinterPaper): PrintLine[] {
  const words = ticketWords[lang];
  const columns = columnsOf(paper);
  return [
    { text: fit(printer, columns), align: 'center', bold: true },
    ...wrap(words.testPage, columns).map((text) => ({ text })),
    { text: fit(`${paper} mm · ${columns}`, columns) },
    { text: 'áéíóú ñ ãõç ¿¡ €' },
  ];
}

/** The lines as plain text of their width, centred ones centred: a receipt by e-mail. */
export function linesAsText(lines: readonly PrintLine[], columns: number): string {
  return lines
    .map((line) =>
      line.align === 'center'
        ? `${' '.repeat(Math.max(0, Math.floor((columns - line.text.length) / 2)))}${line.text}`
        : line.text,
    )
    .join('\n');
}
