import { describe, expect, it } from 'vitest';
import { gatewayKeyFields, gatewayKeyIssues, gatewayMode } from './gateway-keys.ts';

// The gateways' keys as their dashboards give them (ADR 116): Wompi's pub_test_/pub_prod_ pairs,
// Mercado Pago's TEST-/APP_USR- credentials, the sandbox's secret of 16 characters or more.

const wompi = {
  public_key: 'pub_test_abc123',
  private_key: 'prv_test_abc123',
  webhook_secret: 'test_events_abc123',
  integrity_secret: 'test_integrity_abc123',
};
const wompiLive = {
  public_key: 'pub_prod_abc123',
  private_key: 'prv_prod_abc123',
  webhook_secret: 'prod_events_abc123',
  integrity_secret: 'prod_integrity_abc123',
};

describe('gatewayKeyIssues and gatewayMode', () => {
  it("takes a gateway's full set of test keys or of live keys, and says which", () => {
    expect(gatewayKeyIssues('wompi', wompi)).toEqual([]);
    expect(gatewayMode('wompi', wompi)).toBe('test');
    expect(gatewayKeyIssues('wompi', wompiLive)).toEqual([]);
    expect(gatewayMode('wompi', wompiLive)).toBe('live');
    const mp = { public_key: 'TEST-1a2b', access_token: 'TEST-123-456', webhook_secret: 'a'.repeat(64) };
    expect(gatewayKeyIssues('mercado_pago', mp)).toEqual([]);
    expect(
      gatewayMode('mercado_pago', { ...mp, public_key: 'APP_USR-1a2b', access_token: 'APP_USR-9' }),
    ).toBe('live');
    expect(gatewayMode('sandbox', {})).toBe('sandbox');
    expect(gatewayMode(null, {})).toBeNull();
  });

  it('names the missing key, the one without its prefix, and test keys mixed with live ones', () => {
    expect(gatewayKeyIssues('wompi', { ...wompi, integrity_secret: '' })).toEqual([
      { field: 'integrity_secret', key: 'gateway_key_required', params: { field: 'integrity_secret' } },
    ]);
    expect(gatewayKeyIssues('wompi', { ...wompi, private_key: 'sk_test_abc' })).toEqual([
      {
        field: 'private_key',
        key: 'gateway_key_invalid',
        params: { field: 'private_key', prefixes: 'prv_test_, prv_prod_' },
      },
    ]);
    // a prefix alone, or a key with a space in it, is no key
    expect(gatewayKeyIssues('wompi', { ...wompi, public_key: 'pub_test_' })[0]?.key).toBe(
      'gateway_key_invalid',
    );
    expect(gatewayKeyIssues('wompi', { ...wompi, public_key: 'pub_test_ab c' })[0]?.key).toBe(
      'gateway_key_invalid',
    );
    expect(gatewayKeyIssues('wompi', { ...wompi, private_key: wompiLive.private_key })).toEqual([
      { key: 'gateway_keys_mixed_modes', params: {} },
    ]);
    expect(gatewayKeyIssues('sandbox', { webhook_secret: 'short' })[0]).toMatchObject({
      key: 'gateway_key_invalid',
      params: { prefixes: '16+' },
    });
    expect(gatewayKeyIssues(null, {})).toEqual([]);
  });

  it('lists the webhook secret for every gateway, and secrets as secret', () => {
    for (const fields of Object.values(gatewayKeyFields)) {
      expect(fields.some((field) => field.name === 'webhook_secret' && field.secret)).toBe(true);
    }
    expect(gatewayKeyFields.wompi?.find((field) => field.name === 'public_key')?.secret).toBe(false);
  });
});
