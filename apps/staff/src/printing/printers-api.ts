import type {
  Printer,
  PrinterInput,
  PrinterStatus,
  PrintJobs,
  ReceiptPage,
} from '@storefront/domain/printing/printer.schema';
import { api } from '@storefront/ui/lib/api-client.ts';

// The console's calls for the ticket printers (docs/back-office.md#printers): a branch's printers in
// the Branches screen, their status for the alert, and a customer's receipt.

export type { Printer, PrinterInput, PrinterStatus, PrintJobs };

const path = (branch: string) => `/staff/branches/${encodeURIComponent(branch)}/printers`;

export const printersKey = (branch: string) => ['staff', 'printers', branch] as const;
export const printerStatusKey = (branch: string) => ['staff', 'printer-status', branch] as const;

export const printersApi = {
  list: (branch: string) => api<{ printers: Printer[] }>(`${path(branch)}.json`),
  add: (branch: string, body: PrinterInput) => api<Printer>(`${path(branch)}.json`, { method: 'POST', body }),
  save: (branch: string, id: string, body: PrinterInput & { version: number }) =>
    api<Printer>(`${path(branch)}/${id}.json`, { method: 'PUT', body }),
  testPage: (branch: string, id: string) =>
    api<PrintJobs>(`${path(branch)}/${id}/test.json`, { method: 'POST' }),
  status: (branch: string) =>
    api<{ printers: PrinterStatus[] }>(
      `/staff/printers/status.json?supplier_id=${encodeURIComponent(branch)}`,
    ),
  receiptPage: (purchase: string) => api<ReceiptPage>(`/staff/orders/${purchase}/receipt.json`),
  receiptEmail: (purchase: string, to: string) =>
    api<{ sent: true }>(`/staff/orders/${purchase}/receipt_email.json`, { method: 'POST', body: { to } }),
  /** The same key asked again (a retry after a lost answer) prints nothing more. */
  receipt: (purchase: string, key: string) =>
    api<PrintJobs>(`/staff/orders/${purchase}/receipt.json`, {
      method: 'POST',
      body: {},
      headers: { 'idempotency-key': key },
    }),
};
