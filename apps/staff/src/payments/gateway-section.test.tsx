import type { GatewaySettings } from '@storefront/domain/payment/gateway-keys';
import { QueryClient, QueryClientProvider } from '@storefront/ui/lib/query.tsx';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { GatewaySection } from './gateway-section.tsx';

// The back office's payment gateway without a server: keys are never filled in, each says whether
// it is set and its last 4 characters, the test-mode badge follows the keys typed, a key the server
// refuses is named on its own field, which takes the focus, and the connection test's result is
// read out. The server's side: apps/server/src/modules/payment/payment.gateway.api.test.ts.

const sandbox: GatewaySettings = {
  provider: 'sandbox',
  mode: 'sandbox',
  keys: [{ name: 'webhook_secret', secret: true, set: true, hint: '****3c1a' }],
  sealing: true,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answers: Record<string, (body: unknown) => Response>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      return answers[`${init.method ?? 'GET'} ${url}`]!(body);
    }),
  );
  return calls;
}

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GatewaySection />
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payment gateway section', () => {
  it('shows a stored secret as set with its last 4 characters, never its value, and the sandbox badge', async () => {
    serve({ 'GET /staff/payments/gateway.json': () => json(200, sandbox) });
    renderSection();
    const secret = (await screen.findByLabelText(
      'Webhook (events) secret (set ····3c1a)',
    )) as HTMLInputElement;
    expect(secret.type).toBe('password');
    expect(secret.value).toBe('');
    expect(screen.getByText('Sandbox: no money moves')).toBeTruthy();
  });

  it('switches to Wompi: its keys, the test badge from the typed keys, a refused key on its field with the focus', async () => {
    const calls = serve({
      'GET /staff/payments/gateway.json': () => json(200, sandbox),
      'PUT /staff/payments/gateway.json': () =>
        json(400, {
          key: 'gateway_key_invalid',
          message: '…',
          params: { field: 'private_key', prefixes: 'prv_test_, prv_prod_' },
        }),
      'POST /staff/payments/gateway/test.json': () => json(200, { ok: true, mode: 'test' }),
    });
    renderSection();
    fireEvent.change(await screen.findByLabelText('Gateway'), { target: { value: 'wompi' } });
    const publicKey = screen.getByLabelText('Public key (not set)') as HTMLInputElement;
    expect(publicKey.type).toBe('text');
    expect((screen.getByLabelText('Private key (not set)') as HTMLInputElement).type).toBe('password');
    fireEvent.change(publicKey, { target: { value: 'pub_test_abc' } });
    expect(screen.getByText("Test mode: the gateway's test keys")).toBeTruthy();

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Test the connection' })));
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        "The connection works (Test mode: the gateway's test keys).",
      ),
    );
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { provider: 'wompi', credentials: { public_key: 'pub_test_abc' } },
    });

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save the gateway' })));
    const privateKey = screen.getByLabelText('Private key (not set)');
    await waitFor(() => expect(document.activeElement).toBe(privateKey));
    expect(privateKey.getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('The Private key does not look like');
  });
});
