import { z } from 'zod';
import { kitchenStations } from '../staff/kitchen-stations.rules.ts';

// A branch's ticket printers (docs/back-office.md#printers, ADR 109): ESC/POS network printers the
// server connects to on a raw TCP port. The server opens the connection, so what a venue may name
// is bounded (SSRF): here a private or VPN address, or a LAN host name that must resolve to one; on
// the server the ports the operator allows (PRINTER_PORTS, by default the raw printing ports
// 9100–9109) and loopback, the server itself, only where the operator allows it
// (PRINTERS_ALLOW_LOOPBACK: tests, a printer forwarded to the server's machine).

/** The raw printing port ("JetDirect"); a print server with several printers opens the next ones. */
export const PRINTER_PORT = 9100;
export const printerPapers = [58, 80] as const;
export type PrinterPaper = (typeof printerPapers)[number];

/** Characters per line in the printer's standard font (font A): 58 mm paper holds 32, 80 mm 48. */
export function columnsOf(paper: PrinterPaper): number {
  return paper === 58 ? 32 : 48;
}

export type PrinterHostKind = 'private' | 'loopback' | 'hostname' | 'refused';

const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function ipv4Kind(a: number, b: number): PrinterHostKind {
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  // 100.64.0.0/10: carrier-grade NAT, the addresses of VPN meshes (Tailscale) that reach a venue's LAN
  if (a === 100 && b >= 64 && b <= 127) return 'private';
  if (a === 127) return 'loopback';
  // 0/8, 169.254/16 (cloud metadata), public addresses, multicast: never
  return 'refused';
}

function ipv6Kind(host: string): PrinterHostKind {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (!/^[0-9a-f:.]+$/.test(bare) || !bare.includes(':')) return 'refused';
  if (bare === '::1') return 'loopback';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return printerHostKind(mapped[1]!);
  // fc00::/7: unique local addresses, IPv6's private range
  return /^f[cd][0-9a-f]{0,2}:/.test(bare) ? 'private' : 'refused';
}

/** What a printer's host is, as written (an address) or as resolved (the server checks the
 * address a name resolves to again before it connects). */
export function printerHostKind(host: string): PrinterHostKind {
  const text = host.trim().toLowerCase();
  const v4 = ipv4.exec(text);
  if (v4) {
    const parts = v4.slice(1).map(Number);
    if (parts.some((part) => part > 255)) return 'refused';
    return ipv4Kind(parts[0]!, parts[1]!);
  }
  if (text.includes(':')) return ipv6Kind(text);
  if (text === 'localhost' || text.endsWith('.localhost')) return 'loopback';
  const labels = text.split('.');
  // a name of the venue's network (`kitchen-printer`, `printer.lan`, `epson.local`); all digits
  // would be an address written another way
  if (text.length > 253 || labels.some((label) => !hostLabel.test(label)) || /^[\d.]+$/.test(text))
    return 'refused';
  return 'hostname';
}

export const printerHostSchema = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .refine((host) => printerHostKind(host) !== 'refused', {
    message: 'a private (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7) address or a LAN host name',
  });

/** A printer as the back office saves it. */
export const printerInputSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    host: printerHostSchema,
    port: z.number().int().min(1).max(65_535).default(PRINTER_PORT),
    paper: z.union([z.literal(58), z.literal(80)]),
    /** Prints the kitchen's tickets of each round sent (and of each delivery or take-away order accepted). */
    kitchen: z.boolean(),
    /** Prints the customer receipts asked for from the console. */
    receipts: z.boolean(),
    /** The kitchen stations whose items its kitchen tickets carry (ADR 108); none: every station. */
    stations: z
      .array(z.enum(kitchenStations))
      .max(kitchenStations.length)
      .refine((stations) => new Set(stations).size === stations.length, 'each station once')
      .default([]),
    active: z.boolean().default(true),
  })
  .strict();
export type PrinterInput = z.infer<typeof printerInputSchema>;

export const printerSaveSchema = printerInputSchema.extend({ version: z.number().int().min(1) }).strict();

/** A printer as the back office reads it, with how it is doing. */
export const printerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  paper: z.union([z.literal(58), z.literal(80)]),
  kitchen: z.boolean(),
  receipts: z.boolean(),
  stations: z.array(z.enum(kitchenStations)),
  active: z.boolean(),
  version: z.number().int(),
});
export type Printer = z.infer<typeof printerSchema>;

/** How a printer of the branch is doing, for the console's alert (docs/staff-api.md#printers). */
export const printerStatusSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Its last try failed and tickets wait for it. */
  failing: z.boolean(),
  /** Tickets and receipts not printed yet. */
  waiting: z.number().int(),
  last_error: z.string().nullable(),
  last_error_at: z.iso.datetime({ offset: true }).nullable(),
  last_printed_at: z.iso.datetime({ offset: true }).nullable(),
  /** When the queue tries it again (null: as soon as something waits). */
  retry_at: z.iso.datetime({ offset: true }).nullable(),
});
export type PrinterStatus = z.infer<typeof printerStatusSchema>;

export const printReceiptSchema = z
  .object({
    /** One printer of the branch; none: every receipt printer of the order's branch. */
    printer_id: z.uuid().optional(),
  })
  .strict();

export const printerParams = z.object({ branch: z.string().min(1).max(63), printer: z.uuid() });
export const staffPrintersSchema = z.object({ printers: z.array(printerSchema) });
export const printerStatusesSchema = z.object({ printers: z.array(printerStatusSchema) });

/** The jobs a receipt or test page was queued as, one per printer. */
export const printJobsSchema = z.object({
  jobs: z.array(
    z.object({
      printer_id: z.uuid(),
      printer: z.string(),
      status: z.enum(['queued', 'printed', 'canceled']),
    }),
  ),
});
export type PrintJobs = z.infer<typeof printJobsSchema>;

/** A receipt as the console shows it to print on paper of its own (the lines a receipt printer of
 * 80 mm would print). */
export const receiptPageSchema = z.object({
  columns: z.number().int(),
  lines: z.array(
    z.object({ text: z.string(), align: z.literal('center').optional(), bold: z.boolean().optional() }),
  ),
});
export type ReceiptPage = z.infer<typeof receiptPageSchema>;

/** A receipt sent by e-mail (through the e-mail outbox) to the address the diner gives. */
export const receiptEmailSchema = z.object({ to: z.string().trim().max(254).pipe(z.email()) }).strict();
