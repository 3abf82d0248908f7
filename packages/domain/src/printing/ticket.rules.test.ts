import { describe, expect, it } from 'vitest';
import { kitchenTicket, leftRight, type ReceiptOrder, receipt, wrap } from './ticket.rules.ts';

// The lines of a kitchen ticket and a receipt (ADR 109), as the printer will print them.

const order: ReceiptOrder = {
  lang: 'es',
  timeZone: 'America/Bogota',
  currency: 'COP',
  venue: 'La Brasa Dorada',
  branch: 'Chapinero',
  address: 'Calle 60 # 9-25, Bogotá',
  place: null,
  service: 'take_away',
  code: 'K7M2Q',
  customer: 'Ana Peña',
  at: new Date('2026-03-02T18:05:00Z'),
  items: [
    { name: 'Arepa de choclo', count: 2, unitPrice: 12_000, options: ['Queso extra'], note: 'sin cebolla' },
    { name: 'Limonada de coco', count: 1, unitPrice: 8_500, options: [], note: null },
  ],
  subtotal: 32_500,
  deliveryFee: 0,
  discount: 2_500,
  tip: 3_000,
  paid: 0,
  taxNote: false,
};

describe('ticket lines', () => {
  it('wraps at spaces and keeps amounts on the right edge', () => {
    expect(wrap('uno dos tres cuatro', 9)).toEqual(['uno dos', 'tres', 'cuatro']);
    expect(wrap('+ Salsa de ajo', 12, '    ')).toEqual(['    + Salsa', '    de ajo']);
    expect(leftRight('TOTAL', '$ 9.900', 20)).toBe('TOTAL        $ 9.900');
  });

  it('gives the kitchen a take-away order with its customer, items, options and notes, no prices', () => {
    expect(kitchenTicket(order, null, 58).map((line) => line.text)).toEqual([
      'Para llevar #K7M2Q',
      'Ana Peña',
      'Chapinero · 02/03/2026, 13:05',
      '-'.repeat(32),
      '2 x Arepa de choclo',
      '    + Queso extra',
      '    ! sin cebolla',
      '1 x Limonada de coco',
      '-'.repeat(32),
    ]);
  });

  it('names the staff member who took an item, as Toast and Square print the server', () => {
    const taken = { ...order, items: [{ ...order.items[1]!, takenBy: 'Wendy' }] };
    expect(kitchenTicket(taken, 2, 58).map((line) => line.text)).toContain('    @ tomó Wendy');
    expect(kitchenTicket({ ...taken, lang: 'en' }, 2, 58).map((line) => line.text)).toContain(
      '    @ taken by Wendy',
    );
  });

  it('names the stations a station printer’s ticket is for, in the venue’s language', () => {
    const lines = kitchenTicket({ ...order, place: 'Mesa 2', lang: 'pt' }, 3, 80, ['bar', 'pastry']);
    expect(lines.slice(0, 2)).toEqual([
      { text: 'Mesa 2 · Rodada 3', align: 'center', bold: true, tall: true },
      { text: 'Bar · Confeitaria', align: 'center', bold: true },
    ]);
  });

  it('gives the diner the bill with its discount and tip, in English where the venue speaks it', () => {
    const lines = receipt({ ...order, lang: 'en', place: 'Table 4' }, 80).map((line) => line.text);
    const nbsp = '\u00a0';
    expect(lines).toContain(`2 x Arepa de choclo${' '.repeat(21)}$${nbsp}24.000`);
    expect(lines).toContain(`Discount${' '.repeat(32)}-$${nbsp}2.500`);
    expect(lines).toContain(`Tip${' '.repeat(38)}$${nbsp}3.000`);
    expect(lines).toContain(`TOTAL${' '.repeat(35)}$${nbsp}33.000`);
    expect(lines.at(-1)).toBe('Thank you for your visit!');
    expect(lines.every((line) => line.length <= 48)).toBe(true);
  });

  it('prints a comped line at its price with the comp under it, so the lines add up to the subtotal', () => {
    const comped = {
      ...order,
      lang: 'en' as const,
      items: [order.items[0]!, { ...order.items[1]!, discount: 8_500 }],
      subtotal: 24_000,
      discount: 0,
    };
    const lines = receipt(comped, 80).map((line) => line.text);
    const nbsp = '\u00a0';
    const at = lines.indexOf(`1 x Limonada de coco${' '.repeat(21)}$${nbsp}8.500`);
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe(`    Discount${' '.repeat(28)}-$${nbsp}8.500`);
    expect(lines).toContain(`Subtotal${' '.repeat(32)}$${nbsp}24.000`);
  });
});
