import { formatMoney } from '@storefront/domain/money/money';
import type { SharePayment } from '@storefront/domain/on-table/on-table.schema';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { RefundAction } from './refund-payment.tsx';

// The refund beside a paid payment without a server (ADR 117): only who may refund sees it, it
// proposes what is left, a zero is refused in an alert that takes the focus before anything is
// sent, and a part goes with its Idempotency-Key, the same key on a retry. The server's side:
// apps/server/src/modules/payment/payment.refunds.api.test.ts.

const paid: SharePayment = {
  id: '7d1f9a52-1111-4a4a-9b9b-000000000001',
  method: 'cash',
  status: 'paid',
  amount: 20_000,
  tip: 2_000,
  refunded_amount: 5_000,
  share: { kind: 'custom' },
  nickname: 'Olga',
  mine: false,
  created_at: '2026-12-07T18:00:00.000Z',
};
const COP = (amount: number) => formatMoney(amount, 'COP');
/** As Testing Library reads a text: any space as one. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

function serve(answer: (body: Record<string, unknown>) => Response) {
  const calls: { url: string; body: Record<string, unknown>; key: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ url, body, key: (init.headers as Record<string, string>)['idempotency-key'] });
      return answer(body);
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAction(allowed: boolean, onRefunded = vi.fn()) {
  render(
    <RefundAction
      payment={paid}
      currency="COP"
      label="Cash · Olga"
      allowed={allowed}
      onRefunded={onRefunded}
    />,
  );
  return onRefunded;
}

/** Opens the dialog (its parts load lazily). */
async function open() {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Refund Cash · Olga' })));
  await screen.findByLabelText('Amount to refund');
}

const confirm = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Refund' })));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the refund of a paid payment', () => {
  it('shows what was given back to everyone, and the action only to who may refund', () => {
    renderAction(false);
    expect(screen.getByText(spaced(`Refunded ${COP(5_000)}`))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund Cash · Olga' })).toBeNull();
    cleanup();
    renderAction(true);
    expect(screen.getByRole('button', { name: 'Refund Cash · Olga' })).toBeTruthy();
  });

  it('proposes what is left, refuses zero with the focus on the alert and sends nothing', async () => {
    const calls = serve(() => json(500, {}));
    renderAction(true);
    await open();
    const amount = screen.getByLabelText('Amount to refund') as HTMLInputElement;
    expect(amount.value).toBe('17000');
    expect(screen.getByRole('dialog').textContent).toContain(`Left to refund: ${COP(17_000)}`);
    fireEvent.change(amount, { target: { value: '0' } });
    await confirm();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The amount to refund must be more than zero.');
    expect(document.activeElement).toBe(alert);
    expect(calls).toEqual([]);
  });

  it("sends a part with a reason and its key, shows the server's refusal, and retries with the same key", async () => {
    let refuse = true;
    const calls = serve((body) =>
      refuse
        ? json(409, {
            key: 'refund_exceeds_refundable',
            message: 'too much',
            params: { refundable: COP(1_000), refundable_amount: 1_000 },
          })
        : json(200, { ...paid, refunded_amount: 5_000 + Number(body.amount) }),
    );
    const onRefunded = renderAction(true);
    await open();
    fireEvent.change(screen.getByLabelText('Amount to refund'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Plato frío' } });
    await confirm();
    expect(screen.getByRole('alert').textContent).toBe(
      `That is more than is left to refund of this payment (${COP(1_000)}).`,
    );
    refuse = false;
    await confirm();
    await waitFor(() => expect(onRefunded).toHaveBeenCalledWith(`Refunded ${COP(2_000)}`));
    expect(calls.map((call) => call.body)).toEqual([
      { amount: 2_000, reason: 'Plato frío' },
      { amount: 2_000, reason: 'Plato frío' },
    ]);
    expect(calls[0]!.url).toBe(`/staff/payments/${paid.id}/refund`);
    expect(calls[0]!.key).toBeTruthy();
    expect(calls[1]!.key).toBe(calls[0]!.key);
  });
});
