import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { columnsOf, type PrinterPaper } from '@storefront/domain/printing/printer.schema';
import type { PrintLine } from '@storefront/domain/printing/ticket.rules';

// The lines of a ticket as ESC/POS bytes (ADR 109), through @point-of-sale/receipt-printer-encoder
// (MIT, maintained, the field's encoder for Epson-compatible printers). Code page 858 (CP850 with the
// euro sign: every accent of Spanish and Portuguese, ñ, ç, ã, õ, ¿, ¡) is chosen once for the whole
// ticket, as Epson's ESC t 19; a character it lacks prints as "?" instead of failing the ticket.
// The layout is the domain's (ticket.rules.ts): here only each line's style, then feed and cut.

export function ticketBytes(lines: readonly PrintLine[], paper: PrinterPaper): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: columnsOf(paper),
    codepageMapping: 'epson',
    errors: 'relaxed',
    newline: '\n',
  });
  let out = encoder.initialize().codepage('cp858');
  for (const line of lines) {
    out = out.align(line.align ?? 'left').bold(Boolean(line.bold));
    if (line.tall) out = out.size(1, 2);
    out = out.line(line.text);
    if (line.tall) out = out.size(1, 1);
  }
  return out.align('left').bold(false).newline(4).cut('partial').encode();
}
