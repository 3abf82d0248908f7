import type {
  GatewayEdit,
  GatewaySettings,
  GatewayTestAnswer,
} from '@storefront/domain/payment/gateway-keys';
import { api } from '@storefront/ui/lib/api-client.ts';

// The payment gateway's calls (docs/payments.md#venue-settings, ADR 116): the keys as the server
// shows them (set or not, last 4 characters), a save, and a connection test with keys saved or typed.

export const gatewayKey = ['staff', 'payments', 'gateway'] as const;

export const gatewayApi = {
  read: () => api<GatewaySettings>('/staff/payments/gateway.json'),
  save: (body: GatewayEdit) => api<GatewaySettings>('/staff/payments/gateway.json', { method: 'PUT', body }),
  test: (body: GatewayEdit) =>
    api<GatewayTestAnswer>('/staff/payments/gateway/test.json', { method: 'POST', body }),
};
