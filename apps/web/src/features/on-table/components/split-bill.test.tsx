import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { enter } from '../../../test/enter.ts';
import { renderInApp, resetApp } from '../../../test/render.tsx';
import { type PayChoice, SplitBill } from './split-bill.tsx';

afterEach(async () => {
  resetApp();
  await i18n.changeLanguage('es');
});

// What the split form reads of a table's order: the items, the bill and the table's tip choice.
const order = {
  purchase: {
    currency: 'COP',
    products: [
      { id: 'a', name: { es: 'Bandeja paisa' }, count: 1, subtotal: 30_000, state: 'ordered' },
      { id: 'b', name: { es: 'Limonada' }, count: 2, subtotal: 10_000, state: 'ordered' },
    ],
  },
  tip: { include: true, percent: 15, custom_value: null },
  bill: {
    bill: 40_000,
    reserved: 0,
    remaining: 40_000,
    paid: 0,
    claimed_items: {},
    claimed_amounts: {},
    equal_parts: [],
    payments: [],
  },
} as unknown as TableOrder;

function renderSplit(
  onPay: (choice: PayChoice) => void,
  methods: PayChoice['method'][] | null = ['card', 'nequi', 'cash'],
) {
  void i18n.changeLanguage('es-CO');
  renderInApp(<SplitBill order={order} lang="es" methods={methods} busy={false} onPay={onPay} />);
}

describe('the split-bill form', () => {
  it("starts the payer's tip from the table's choice", () => {
    renderSplit(() => {});
    const tip = screen.getByRole('group', { name: 'Tu servicio' });
    expect(within(tip).getByRole('radio', { name: /^15%/ })).toHaveProperty('checked', true);
  });

  it('says servicio for the tip throughout in Colombia: the group, its choices and its field', () => {
    renderSplit(() => {});
    const tip = screen.getByRole('group', { name: 'Tu servicio' });
    expect(within(tip).getByRole('radio', { name: 'Sin servicio' })).toBeTruthy();
    fireEvent.click(within(tip).getByRole('radio', { name: 'Otro valor' }));
    expect(within(tip).getByLabelText('Valor del servicio')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/propina/i);
  });

  it('offers the venue methods and asks for one before paying', () => {
    const onPay = vi.fn();
    renderSplit(onPay);
    expect(screen.queryByRole('radio', { name: 'Datáfono' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Pagar / }));
    expect(screen.getByText('Elige un medio de pago.')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('hands an online share on with its amount and tip, to be paid next', () => {
    const onPay = vi.fn();
    renderSplit(onPay);
    fireEvent.click(screen.getByRole('radio', { name: 'Partes iguales' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nequi' }));
    fireEvent.click(screen.getByRole('button', { name: /^Continuar para pagar / }));
    expect(onPay).toHaveBeenCalledWith({
      share: { kind: 'equal', parts: 2, part: 1 },
      amount: 20_000,
      tip: 3_000,
      method: 'nequi',
    });
  });

  it('refuses a typed tip that is not an amount and takes the payer to it', () => {
    const onPay = vi.fn();
    renderSplit(onPay);
    const tip = screen.getByRole('group', { name: 'Tu servicio' });
    fireEvent.click(within(tip).getByRole('radio', { name: 'Otro valor' }));
    const field = within(tip).getByLabelText('Valor del servicio');
    enter(field, 'mil');
    fireEvent.click(screen.getByRole('radio', { name: 'Nequi' }));
    fireEvent.click(screen.getByRole('button', { name: /^Continuar para pagar / }));
    expect(onPay).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
    expect(within(tip).getByText('Escribe un valor válido.')).toBeTruthy();
  });

  it('says it is loading the methods, not that there are none, until they arrive', () => {
    renderSplit(() => {}, null);
    const methods = screen.getByRole('group', { name: 'Medio de pago' });
    expect(within(methods).getByText('Cargando…')).toBeTruthy();
    expect(screen.queryByText('No hay medios de pago disponibles para este pedido.')).toBeNull();
  });
});
