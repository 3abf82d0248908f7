import type { PayablePurchase } from '@storefront/domain/payment/payment.schema';
import type { PaymentOptions } from '@storefront/domain/payment/payment-settings.schema';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { QueryClient, QueryClientProvider } from '@storefront/ui/lib/query.tsx';
import { enter } from '../../../test/enter.ts';
import { renderInApp, resetApp } from '../../../test/render.tsx';
import { PayForm, type SharePreset } from './pay-form.tsx';

afterEach(async () => {
  resetApp();
  await i18n.changeLanguage('es');
});

const purchase: PayablePurchase = {
  id: 'p-1',
  bck_purchase_id: 'ABC123',
  supplier_id: 11,
  service: 'on_table',
  status: 'in_progress',
  currency: 'COP',
  subtotal: 45_900,
  tip: 0,
  delivery_fee: 0,
  discount: 0,
  total: 45_900,
  paid_amount: 0,
  bill: 45_900,
  paid_bill: 0,
  pending_amount: 0,
  balance: 45_900,
  tip_choice: null,
  payable: true,
};

const options = (patch: Partial<PaymentOptions> = {}): PaymentOptions => ({
  gateway_configured: true,
  provider: 'sandbox',
  methods: {
    delivery: ['card', 'cash'],
    take_away: ['card', 'cash'],
    on_table: ['card', 'pse', 'nequi', 'cash', 'card_reader'],
    book: ['card'],
  },
  minimum_online_amount: 5_000,
  currency: 'COP',
  card_tokenization_url: '/sandbox/cards/tokens',
  card_entry: 'form',
  payer_required: false,
  ...patch,
});

function renderForm(
  lang: 'es' | 'en',
  patch: Partial<PaymentOptions> = {},
  taxLabel = false,
  preset?: SharePreset,
) {
  void i18n.changeLanguage(`${lang}-CO`);
  renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <PayForm
        purchase={purchase}
        options={options(patch)}
        payer={{ profileid: 'x', token: 'y' }}
        mode="bill"
        {...(preset ? { preset } : {})}
        consumptionTaxLabel={taxLabel}
        returnUrl="/centro/cluvipay/p-1"
        onCreated={() => {}}
      />
    </QueryClientProvider>,
  );
}

const text = (pattern: RegExp) => screen.getByText(pattern);

describe('the pay form', () => {
  it('includes the suggested 10% tip by default, on top of the amount', () => {
    renderForm('es');
    expect(screen.getByRole('radio', { name: /10% \(sugerido\)/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('charged').textContent).toMatch(/50\.490/);
    fireEvent.click(screen.getByRole('radio', { name: 'Sin servicio' }));
    expect(screen.getByTestId('charged').textContent).toMatch(/45\.900/);
  });

  it('words the tip and the card reader the Colombian way, and notes the consumption tax', () => {
    renderForm('es', {}, true);
    expect(screen.getByRole('group', { name: 'Servicio' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Datáfono' })).toBeTruthy();
    expect(text(/no incluyen el impuesto al consumo del 8%/)).toBeTruthy();
  });

  it('says the gateway is not configured and offers only cash and the card reader', () => {
    renderForm('en', { gateway_configured: false, provider: null, card_tokenization_url: null });
    expect(text(/Payment provider or gateway not configured for this store/)).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: /^(Cash|Card reader)$/ })).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: 'Credit or debit card' })).toBeNull();
  });

  it("with a gateway's hosted checkout, asks for no card here and says where it is typed", () => {
    renderForm('en', { provider: 'wompi', card_tokenization_url: null, card_entry: 'hosted' });
    fireEvent.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    expect(text(/type your card on Wompi's secure page/)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it("at a gateway that names its payer, asks Nequi's payer for an e-mail and the gateway's terms before paying", () => {
    renderForm('es', {
      provider: 'wompi',
      card_tokenization_url: null,
      card_entry: 'hosted',
      payer_required: true,
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Nequi' }));
    enter(screen.getByLabelText('Celular registrado en Nequi'), '3991111111');
    const accept = screen.getByRole('checkbox', { name: /Acepto los términos de Wompi/ });
    fireEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    const email = screen.getByLabelText('Tu correo (para el comprobante del pago)');
    expect(document.activeElement).toBe(email);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Escribe tu correo.',
    );
    expect(accept.getAttribute('aria-invalid')).toBe('true');
    expect(text(/Acepta los términos para pagar por este medio/)).toBeTruthy();
    enter(email, 'ana@example.co');
    fireEvent.click(accept);
    expect(accept.getAttribute('aria-invalid')).toBe('false');
  });

  it('refuses an online amount under the minimum with the spec message', () => {
    renderForm('en');
    fireEvent.click(screen.getByRole('radio', { name: 'Another amount' }));
    enter(screen.getByLabelText('Amount to pay'), '1000');
    fireEvent.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Must be greater than \$\s5\.000\.$/);
  });

  it('asks for a method, then for the card fields, before anything is sent', () => {
    renderForm('es');
    fireEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(text(/Elige un medio de pago/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Tarjeta de crédito o débito' }));
    enter(screen.getByLabelText('Número de la tarjeta'), '4242 4242 4242 4241');
    fireEvent.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(text(/Número incorrecto/)).toBeTruthy();
    expect(screen.getByLabelText('Número de la tarjeta').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps Pagar enabled for a number that fails its Luhn check, and takes the diner to the message', () => {
    renderForm('es');
    fireEvent.click(screen.getByRole('radio', { name: 'Tarjeta de crédito o débito' }));
    const change = (label: string, value: string) => enter(screen.getByLabelText(label), value);
    change('Nombre del titular', 'Ana Gómez');
    change('Número de la tarjeta', '4242 4242 4242 4241');
    change('Mes de vencimiento', '12');
    change('Año de vencimiento', String(new Date().getFullYear() + 2));
    change('Código de seguridad (CVC)', '123');
    change('Documento del titular', '1020304050');
    const pay = screen.getByRole('button', { name: /^Pagar/ });
    expect(pay.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(pay);
    expect(pay.getAttribute('aria-disabled')).toBeNull();
    expect((pay as HTMLButtonElement).disabled).toBe(false);
    // focus on the number, which a screen reader reads with its message
    const number = screen.getByLabelText('Número de la tarjeta');
    expect(document.activeElement).toBe(number);
    expect(document.getElementById(number.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Número incorrecto.',
    );
  });

  it('pays a share chosen on the table bill as it was chosen: only the method fields are left', () => {
    renderForm('en', {}, false, {
      share: { kind: 'equal', parts: 3, part: 2 },
      amount: 15_300,
      tip: 1_530,
      method: 'nequi',
    });
    expect(screen.queryByRole('group', { name: 'How much do you want to pay?' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /10%/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Credit or debit card' })).toBeNull();
    expect(screen.getByLabelText('Mobile number registered in Nequi')).toBeTruthy();
    expect(screen.getByTestId('charged').textContent).toMatch(/16\.830/);
  });
});
