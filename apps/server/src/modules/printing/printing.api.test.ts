import { randomUUID } from 'node:crypto';
import { formatMoney } from '@storefront/domain/money/money';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { Printer, PrinterStatus, PrintJobs } from '@storefront/domain/printing/printer.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ErrorBody, fileApp, MONDAY_1PM, storeName } from '../../../test/support/app.ts';
import { orderBody, place } from '../../../test/support/delivery.ts';
import { FakePrinter } from '../../../test/support/fake-printer.ts';
import { StaffConsole } from '../../../test/support/staff-console.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';
import { rowsOf } from '../../db/client.ts';
import { emailOutboxFor } from '../email/email-outbox.repository.ts';
import { drainPrintQueue } from './print-queue.ts';

// Ticket printers and the print queue (issue 54 part 4, ADR 109) against a fake printer: a real TCP
// server on a local port whose received ESC/POS bytes are decoded back into lines. The queue's worker
// runs as in production (every 50 ms here, retries after 100 ms doubling up to 400 ms).

const h = fileApp(
  async () =>
    new OnTableHarness(
      await createTestApp(
        {
          RATE_LIMIT_PROFILES_PER_MINUTE: '100000',
          PRINT_POLL_MS: '50',
          PRINT_RETRY_MS: '100',
          PRINT_RETRY_MAX_MS: '400',
          PRINT_TIMEOUT_MS: '2000',
          PRINTERS_ALLOW_LOOPBACK: 'true',
          PRINTER_PORTS: '1024-65535',
        },
        // every demo branch open: tables take rounds, take-away takes orders
        { now: () => MONDAY_1PM },
      ),
    ),
);
const staff = new StaffConsole(h);
let kitchen: FakePrinter;
let counter: FakePrinter;
let token: string;

beforeAll(async () => {
  kitchen = await FakePrinter.start();
  counter = await FakePrinter.start();
  token = await h.staffToken('la-brasa');
});
afterAll(async () => {
  await kitchen?.close();
  await counter?.close();
});

const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  h.staff('la-brasa', token, method, url, payload);

async function addPrinter(branch: string, body: Record<string, unknown>): Promise<Printer> {
  const res = await asStaff('POST', `/staff/branches/${branch}/printers.json`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Printer>();
}

async function statusOf(branch: string, printerId: string): Promise<PrinterStatus> {
  const res = await asStaff('GET', `/staff/printers/status.json?supplier_id=${branch}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ printers: PrinterStatus[] }>().printers.find((p) => p.id === printerId)!;
}

/** A table of Chapinero with one round sent per `rounds` entry (that many of a plain product). */
async function tableWithRounds(label: string, rounds: number[]): Promise<TableOrder> {
  const menu = await h.menu('la-brasa', 'chapinero');
  const diner = await h.diner();
  let order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', label), { nickname: 'Ana' });
  for (const count of rounds) {
    expect((await h.add(diner, order.purchase.id, plainProduct(menu), count)).statusCode).toBe(201);
    const cooked = await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`, {});
    expect(cooked.statusCode, cooked.body).toBe(200);
    order = cooked.json<TableOrder>();
  }
  return order;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let kitchenPrinter: Printer;
let receiptPrinter: Printer;

describe(`ticket printers (${storeName})`, () => {
  it('keeps a branch’s printers: a kitchen printer of 80 mm and a receipt printer of 58 mm', async () => {
    kitchenPrinter = await addPrinter('chapinero', {
      name: 'Cocina',
      host: kitchen.host,
      port: kitchen.port,
      paper: 80,
      kitchen: true,
      receipts: false,
    });
    receiptPrinter = await addPrinter('chapinero', {
      name: 'Caja',
      host: counter.host,
      port: counter.port,
      paper: 58,
      kitchen: false,
      receipts: true,
    });
    const list = await asStaff('GET', '/staff/branches/chapinero/printers.json');
    expect(list.json<{ printers: Printer[] }>().printers).toEqual([kitchenPrinter, receiptPrinter]);
    expect(kitchenPrinter).toMatchObject({
      paper: 80,
      kitchen: true,
      receipts: false,
      active: true,
      version: 1,
    });
  });

  it('refuses a host off the venue’s network, a port other than the printing ports, and a stale save', async () => {
    for (const host of ['8.8.8.8', '169.254.169.254', 'example.com..', '0.0.0.0', '2001:db8::1']) {
      const res = await asStaff('POST', '/staff/branches/chapinero/printers.json', {
        name: 'X',
        host,
        port: 9100,
        paper: 80,
        kitchen: true,
        receipts: false,
      });
      expect(res.statusCode, `${host}: ${res.body}`).toBe(400);
      expect(res.json<ErrorBody>().key).toBe('validation_failed');
    }
    const port = await asStaff('POST', '/staff/branches/chapinero/printers.json', {
      name: 'X',
      host: '192.168.1.50',
      port: 80,
      paper: 80,
      kitchen: true,
      receipts: false,
    });
    expect(port.statusCode).toBe(400);
    expect(port.json<ErrorBody>().key).toBe('printer_host_not_allowed');
    const stale = await asStaff('PUT', `/staff/branches/chapinero/printers/${kitchenPrinter.id}.json`, {
      name: 'Cocina',
      host: kitchen.host,
      port: kitchen.port,
      paper: 80,
      kitchen: true,
      receipts: false,
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().key).toBe('stale_edit');
  });

  it('prints a round sent to the kitchen once, on the kitchen printer only, decoded to its lines', async () => {
    const before = kitchen.received.length;
    const order = await tableWithRounds('Mesa 4', [2]);
    const product = order.purchase.products.find((p) => p.state === 'ordered')!;
    const [ticket] = (await kitchen.waitForTickets(before + 1)).slice(before);
    expect(ticket!.lines[0]).toBe('Mesa 4 · Ronda 1');
    expect(ticket!.lines[1]).toMatch(/^Chapinero · \d\d\/\d\d\/\d{4},? \d\d:\d\d$/);
    const name = (product.name as unknown as { es: string }).es;
    expect(ticket!.lines.slice(2)).toEqual(['-'.repeat(48), `2 x ${name}`, '-'.repeat(48)]);
    expect(ticket!.bold).toContain(`2 x ${name}`);
    expect(ticket!.cuts).toBe(1);
    expect(ticket!.codepages).toEqual([19]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kitchen.received.length).toBe(before + 1);
    expect(counter.received.length).toBe(0);
  });

  it('prints a take-away order’s ticket when the staff accept it, with the customer’s name', async () => {
    const printer = await FakePrinter.start();
    try {
      await addPrinter('el-poblado', {
        name: 'Cocina Poblado',
        host: printer.host,
        port: printer.port,
        paper: 58,
        kitchen: true,
        receipts: false,
      });
      const diner = await h.diner();
      const placed = await place(
        h.t.app,
        diner,
        'el-poblado',
        orderBody({ service: 'take_away', address: null }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<{ id: string; bck_purchase_id: string }>();
      // nothing prints before the kitchen takes the order
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(printer.received.length).toBe(0);
      const accepted = await asStaff('POST', `/staff/orders/${order.id}/status`, {
        status: 'accepted',
        reason: null,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const [ticket] = await printer.waitForTickets(1);
      expect(ticket!.lines).toEqual([
        `Para llevar #${order.bck_purchase_id}`,
        'Ana Gómez',
        expect.stringMatching(/^El Poblado · \d\d\/\d\d\/\d{4}, \d\d:\d\d$/),
        '-'.repeat(32),
        expect.stringMatching(/^1 x /),
        '-'.repeat(32),
      ]);
    } finally {
      await printer.close();
    }
  });

  it('prints a receipt asked for from the console once per Idempotency-Key, with the venue, items, totals and the tax note', async () => {
    const order = await tableWithRounds('Mesa 5', [1, 2]);
    expect(plainProduct(await h.menu('la-brasa', 'chapinero')).id).toBe('empanadas-carne-3');
    const { cookie } = await staff.member('la-brasa', 'waiter');
    const key = randomUUID();
    const ask = () =>
      h.t.app.inject({
        method: 'POST',
        url: `/staff/orders/${order.purchase.id}/receipt.json`,
        headers: {
          host: 'la-brasa.localhost',
          origin: 'http://la-brasa.localhost',
          cookie,
          lang: 'en',
          'idempotency-key': key,
        },
        payload: {},
      });
    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PrintJobs>().jobs).toEqual([
      { printer_id: receiptPrinter.id, printer: 'Caja', status: 'queued' },
    ]);
    expect((await ask()).statusCode).toBe(200);
    const [ticket] = await counter.waitForTickets(1);
    // 58 mm: 32 columns; La Brasa's Spanish, its pesos (no decimals, a no-break space after $), the
    // table's suggested 10 % tip and Colombia's consumption-tax note
    const nbsp = '\u00a0';
    expect(ticket!.lines).toEqual([
      'La Brasa Dorada',
      'Chapinero',
      'Calle 60 # 9-25, Bogotá',
      'Mesa 5',
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/),
      '-'.repeat(32),
      '1 x Empanadas de carne',
      `x3                       $${nbsp}9.900`,
      '2 x Empanadas de carne',
      `x3                      $${nbsp}19.800`,
      '-'.repeat(32),
      `Subtotal                $${nbsp}29.700`,
      `Propina                  $${nbsp}2.970`,
      `TOTAL                   $${nbsp}32.670`,
      'Los precios no incluyen el',
      'impuesto al consumo del 8 %.',
      '',
      '¡Gracias por su visita!',
    ]);
    expect(ticket!.bold).toEqual(['La Brasa Dorada', `TOTAL                   $${nbsp}32.670`]);
    expect(ticket!.codepages).toEqual([19]);
    expect(ticket!.cuts).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counter.received.length).toBe(1);
  });

  it('prints a Portuguese venue’s receipt in Portuguese and reais, its accents right, on 80 mm paper', async () => {
    const printer = await FakePrinter.start();
    try {
      const padaria = await h.staffToken('padaria-aurora');
      const added = await h.staff(
        'padaria-aurora',
        padaria,
        'POST',
        '/staff/branches/vila-madalena/printers.json',
        {
          name: 'Balcão',
          host: printer.host,
          port: printer.port,
          paper: 80,
          kitchen: false,
          receipts: true,
        },
      );
      expect(added.statusCode, added.body).toBe(200);
      const menu = await h.menu('padaria-aurora', 'vila-madalena');
      const product = plainProduct(menu);
      const diner = await h.diner('padaria-aurora');
      const order = await h.join(diner, 'vila-madalena', codeOf('padaria-aurora', 'vila-madalena', 'Mesa 2'));
      // paid before the kitchen: the receipt is the bill, sent or not
      const add = await h.add(diner, order.purchase.id, product, 2);
      expect(add.statusCode).toBe(201);
      const asked = await h.staff(
        'padaria-aurora',
        padaria,
        'POST',
        `/staff/orders/${order.purchase.id}/receipt.json`,
        {},
      );
      expect(asked.statusCode, asked.body).toBe(200);
      const [ticket] = await printer.waitForTickets(1);
      const bill = add.json<TableOrder>().purchase;
      const money = (minor: number) => formatMoney(minor, 'BRL');
      const name = `2 x ${(product.name as unknown as { pt: string }).pt}`;
      expect(ticket!.lines.slice(0, 4)).toEqual([
        'Padaria Aurora',
        'Vila Madalena',
        'Rua Aspicuelta 420, Vila Madalena, São Paulo',
        'Mesa 2',
      ]);
      expect(money(bill.subtotal)).toMatch(/^R\$\u00a0\d+,\d\d$/);
      expect(ticket!.lines).toContain(
        `${name}${' '.repeat(48 - name.length - money(bill.subtotal).length)}${money(bill.subtotal)}`,
      );
      expect(ticket!.lines).toContain(
        `Subtotal${' '.repeat(40 - money(bill.subtotal).length)}${money(bill.subtotal)}`,
      );
      expect(ticket!.lines.at(-1)).toBe('Obrigado pela visita!');
      // Padaria shows no consumption-tax note
      expect(ticket!.lines.join('\n')).not.toMatch(/imposto/);
    } finally {
      await printer.close();
    }
  });

  it('prints on a station’s printer only the round’s items of its stations, naming them on the ticket', async () => {
    const bar = await FakePrinter.start();
    try {
      const barPrinter = await addPrinter('chapinero', {
        name: 'Barra',
        host: bar.host,
        port: bar.port,
        paper: 58,
        kitchen: true,
        receipts: false,
        stations: ['bar'],
      });
      expect(barPrinter.stations).toEqual(['bar']);
      const menu = await h.menu('la-brasa', 'chapinero');
      const stations = new Map(
        rowsOf<{ key: string; station: string | null }>(
          await h.t.database.db.execute('select key, station from products where station is not null'),
        ).map((row) => [row.key, row.station]),
      );
      const orderable = menu.filter(
        (p) =>
          p.services.includes('on_table') &&
          p.availability.length === 0 &&
          p.stock === null &&
          p.option_groups.every((g) => !g.required && g.min === 0),
      );
      const drink = orderable.find((p) => stations.get(p.id) === 'bar')!;
      const grilled = orderable.find((p) => stations.get(p.id) === 'grill')!;
      const name = (p: typeof drink) => (p.name as unknown as { es: string }).es;
      const before = kitchen.received.length;
      const diner = await h.diner();
      const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 6'), {
        nickname: 'Eva',
      });
      expect((await h.add(diner, order.purchase.id, drink)).statusCode).toBe(201);
      expect((await h.add(diner, order.purchase.id, grilled)).statusCode).toBe(201);
      const cooked = await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`, {});
      expect(cooked.statusCode, cooked.body).toBe(200);
      const [barTicket] = await bar.waitForTickets(1);
      expect(barTicket!.lines[0]).toBe('Mesa 6 · Ronda 1');
      expect(barTicket!.lines[1]).toBe('Barra');
      expect(barTicket!.lines.filter((line) => /^\d+ x /.test(line))).toEqual([`1 x ${name(drink)}`]);
      // the kitchen's printer of every station gets the whole round
      const [whole] = (await kitchen.waitForTickets(before + 1)).slice(before);
      expect(whole!.lines[0]).toBe('Mesa 6 · Ronda 1');
      expect(whole!.lines.filter((line) => /^\d+ x /.test(line)).sort()).toEqual(
        [`1 x ${name(drink)}`, `1 x ${name(grilled)}`].sort(),
      );
      // a round with nothing of the bar prints nothing there
      expect((await h.add(diner, order.purchase.id, grilled)).statusCode).toBe(201);
      expect(
        (await h.send(diner, 'PUT', `/menudigital/cook_products/${order.purchase.id}.json`, {})).statusCode,
      ).toBe(200);
      await kitchen.waitForTickets(before + 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(bar.received).toHaveLength(1);
      // switched off, so the tests after this one print nothing on it
      const off = await asStaff('PUT', `/staff/branches/chapinero/printers/${barPrinter.id}.json`, {
        ...barPrinter,
        id: undefined,
        active: false,
      });
      expect(off.statusCode, off.body).toBe(200);
    } finally {
      await bar.close();
    }
  });

  it('shows a receipt as a page to print anywhere and sends it by e-mail through the outbox', async () => {
    const order = await tableWithRounds('Mesa 5', []);
    const page = await asStaff('GET', `/staff/orders/${order.purchase.id}/receipt.json`);
    expect(page.statusCode, page.body).toBe(200);
    const { columns, lines } = page.json<{ columns: number; lines: { text: string; bold?: boolean }[] }>();
    expect(columns).toBe(48);
    const nbsp = '\u00a0';
    expect(lines.map((line) => line.text)).toContain(`TOTAL${' '.repeat(35)}$${nbsp}32.670`);
    expect(lines.find((line) => line.text.startsWith('TOTAL'))?.bold).toBe(true);
    expect(lines.at(-1)?.text).toBe('¡Gracias por su visita!');

    const to = `diner-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await asStaff('POST', `/staff/orders/${order.purchase.id}/receipt_email.json`, { to });
    expect(sent.statusCode, sent.body).toBe(200);
    const instanceId = (await h.t.app.tenancy.resolve('la-brasa.localhost'))!;
    const [mail] = await emailOutboxFor(h.t.database.db, instanceId, to);
    expect(mail?.subject).toBe('La Brasa Dorada: tu recibo');
    expect(mail?.body.split('\n')).toEqual(
      expect.arrayContaining([
        `${' '.repeat(16)}La Brasa Dorada`,
        `TOTAL${' '.repeat(35)}$${nbsp}32.670`,
        'Los precios no incluyen el impuesto al consumo',
        'del 8 %.',
      ]),
    );
    const bad = await asStaff('POST', `/staff/orders/${order.purchase.id}/receipt_email.json`, {
      to: 'not an address',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('prints the test page with every accent of Spanish and Portuguese right (code page 858)', async () => {
    const before = counter.received.length;
    const res = await asStaff('POST', `/staff/branches/chapinero/printers/${receiptPrinter.id}/test.json`);
    expect(res.statusCode, res.body).toBe(200);
    const [page] = (await counter.waitForTickets(before + 1)).slice(before);
    expect(page!.lines[0]).toBe('Caja');
    expect(page!.lines).toContain('áéíóú ñ ãõç ¿¡ €');
    expect(page!.lines).toContain('58 mm · 32');
  });

  it('keeps the tickets while the printer is off, retrying over TCP, alerts, then prints each once and in order', async () => {
    await kitchen.off();
    const before = kitchen.received.length;
    const order = await tableWithRounds('Mesa 3', [1, 3]);
    const failing = await until(
      () => statusOf('chapinero', kitchenPrinter.id),
      (s) => s.failing && s.waiting === 2,
    );
    expect(failing).toMatchObject({ failing: true, waiting: 2 });
    expect(failing.last_error).toMatch(/ECONNREFUSED/);
    // real retries: the first waiting ticket is tried again and again while the printer is off
    const attempts = await until(
      async () => {
        const rows = await h.t.database.db.execute(
          `select max(attempts) as n from print_jobs where purchase_id = '${order.purchase.id}'`,
        );
        return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
      },
      (n) => n >= 3,
    );
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(kitchen.received.length).toBe(before);

    await kitchen.on();
    const tickets = (await kitchen.waitForTickets(before + 2)).slice(before);
    expect(tickets.map((t) => t.lines[0])).toEqual(['Mesa 3 · Ronda 1', 'Mesa 3 · Ronda 2']);
    const well = await until(
      () => statusOf('chapinero', kitchenPrinter.id),
      (s) => !s.failing && s.waiting === 0,
    );
    expect(well).toMatchObject({ failing: false, waiting: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(kitchen.received.length).toBe(before + 2);
  });

  it('never prints a ticket twice when several workers drain the queue at once', async () => {
    await kitchen.off();
    const before = kitchen.received.length;
    await tableWithRounds('Mesa 2', [1, 1, 1]);
    await kitchen.on();
    const app = h.t.app;
    const deps = {
      db: app.db,
      log: app.log,
      events: app.events,
      send: { timeoutMs: 2000, allowLoopback: true, ports: { min: 1024, max: 65_535 } },
      retryMs: 100,
      maxRetryMs: 400,
    };
    // four more workers beside the app's own, as four more server processes would be
    await Promise.all([1, 2, 3, 4].map(() => drainPrintQueue(deps)));
    const tickets = (await kitchen.waitForTickets(before + 3)).slice(before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(kitchen.received.length).toBe(before + 3);
    expect(tickets.map((t) => t.lines[0])).toEqual([
      'Mesa 2 · Ronda 1',
      'Mesa 2 · Ronda 2',
      'Mesa 2 · Ronda 3',
    ]);
  });
});

describe(`printers and the role table, and another venue (${storeName})`, () => {
  it('lets a waiter print a receipt and read the printers’ status but not change them; the kitchen reads the status', async () => {
    const waiter = await staff.member('la-brasa', 'waiter');
    const cook = await staff.member('la-brasa', 'kitchen');
    const list = await staff.call('la-brasa', 'GET', '/staff/branches/chapinero/printers.json', waiter);
    expect(list.statusCode).toBe(403);
    const status = await staff.call(
      'la-brasa',
      'GET',
      '/staff/printers/status.json?supplier_id=chapinero',
      cook,
    );
    expect(status.statusCode).toBe(200);
    const order = await tableWithRounds('Mesa 1', [1]);
    const receipt = await staff.call('la-brasa', 'POST', `/staff/orders/${order.purchase.id}/receipt.json`, {
      ...cook,
      payload: {},
    });
    expect(receipt.statusCode).toBe(403);
  });

  it('answers nothing of one venue’s printers or orders on another venue’s host', async () => {
    const order = await tableWithRounds('Mesa 1', [1]);
    const other = await h.staffToken('taqueria-el-sol');
    const onOther = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      h.staff('taqueria-el-sol', other, method, url, payload);
    const receipt = await onOther('POST', `/staff/orders/${order.purchase.id}/receipt.json`, {});
    expect(receipt.statusCode).toBe(404);
    const save = await onOther('PUT', `/staff/branches/chapinero/printers/${kitchenPrinter.id}.json`, {
      name: 'Mine',
      host: '192.168.1.9',
      port: 9100,
      paper: 80,
      kitchen: true,
      receipts: true,
      version: 1,
    });
    expect(save.statusCode).toBe(404);
    const status = await onOther('GET', '/staff/printers/status.json?supplier_id=chapinero');
    expect(status.statusCode).toBe(404);
    const test = await onOther('POST', `/staff/branches/chapinero/printers/${kitchenPrinter.id}/test.json`);
    expect(test.statusCode).toBe(404);
    expect((await onOther('GET', `/staff/orders/${order.purchase.id}/receipt.json`)).statusCode).toBe(404);
    const mail = await onOther('POST', `/staff/orders/${order.purchase.id}/receipt_email.json`, {
      to: 'someone@example.com',
    });
    expect(mail.statusCode).toBe(404);
    // and the printer is as it was
    const mine = await asStaff('GET', '/staff/branches/chapinero/printers.json');
    expect(mine.json<{ printers: Printer[] }>().printers[0]).toMatchObject({ name: 'Cocina', version: 1 });
  });
});
