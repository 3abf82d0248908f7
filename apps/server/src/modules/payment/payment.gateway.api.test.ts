import { randomBytes } from 'node:crypto';
import type { GatewaySettings } from '@storefront/domain/payment/gateway-keys';
import type { AuditPage } from '@storefront/domain/staff/audit-log.schema';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { StaffConsole } from '../../../test/support/staff-console.ts';
import { OnTableHarness } from '../../../test/support/table-orders.ts';
import { instances, paymentSettings } from '../../db/schema.ts';
import { isSealed, type SecretKey } from '../../lib/secret-box.ts';
import { useSecretKeys } from '../../lib/secret-keys.ts';
import { checkPayments } from './payment.import.ts';
import { loadPaymentSettings, resealPaymentSecrets } from './payment-settings.repository.ts';
import { providerNamed } from './provider/provider-registry.ts';

// A venue's gateway keys (issue 55 "Must work" 6, ADR 116): set by owners and managers in the back
// office, checked against their gateway's documented prefixes, stored sealed under SECRETS_KEYS,
// opened only for the gateways, tested with the gateway's cheapest call, audited by field name,
// and never in any answer, log line or error: every answer and every log line of this file (the
// app logs at trace) is searched for every key it typed.

const KEY = (id: string): SecretKey => ({ id, key: randomBytes(32) });
const first = KEY('k2026');
const logLines: string[] = [];
const answers: LightMyRequestResponse[] = [];

const h = fileApp(
  async () =>
    new OnTableHarness(
      await createTestApp(
        { LOG_LEVEL: 'trace', SECRETS_KEYS: `${first.id}:${first.key.toString('base64')}` },
        { logStream: { write: (line) => logLines.push(line) } },
      ),
    ),
);
const staff = new StaffConsole(h);
const VENUE = 'la-brasa';

// Wompi's test keys as its dashboard gives them, and live ones
const wompiTest = {
  public_key: 'pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf',
  private_key: 'prv_test_Ohn8mKJZ4Kd9m0kcA2T4HXB8rRLsoVPd',
  webhook_secret: 'test_events_2jmJ7qM1wsrBLrh2bsYGAvcWzr5AWkjQ',
  integrity_secret: 'test_integrity_VYWnfOcSvL3G3s8eZx9ma2mCzvrDLbc0',
};
const otherPrivate = 'prv_test_zQ8pLr2Nc4Xv6Bm1Tk9Wy3Hd5Jf7Gs0A';
const sandboxSecret = 'whsec_owner_typed_4b9d2e7f1a';
const livePrivate = 'prv_prod_Ohn8mKJZ4Kd9m0kcA2T4HXB8rRLs';
const typed = [
  ...Object.values(wompiTest),
  otherPrivate,
  livePrivate,
  sandboxSecret,
  'sk_live_notwompi_51HxQ2',
];

afterAll(() => {
  // nothing the owner typed is in an answer or a log line of the whole file
  const texts = [...answers.map((res) => `${JSON.stringify(res.headers)}\n${res.body}`), ...logLines];
  expect(logLines.length).toBeGreaterThan(10);
  for (const secret of typed) {
    for (const text of texts) expect(text.includes(secret), `${secret} in ${text.slice(0, 300)}`).toBe(false);
  }
});

async function owner(): Promise<string> {
  return (await staff.member(VENUE, 'owner')).cookie;
}

async function call(cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  const res = await staff.call(VENUE, method, url, { cookie, ...(payload ? { payload } : {}) });
  answers.push(res);
  return res;
}

const read = (cookie: string) => call(cookie, 'GET', '/staff/payments/gateway.json');
const save = (cookie: string, payload: unknown) =>
  call(cookie, 'PUT', '/staff/payments/gateway.json', payload);
const test = (cookie: string, payload: unknown) =>
  call(cookie, 'POST', '/staff/payments/gateway/test.json', payload);

async function instanceId(): Promise<number> {
  const [row] = await h.t.database.db.select().from(instances).where(eq(instances.slug, VENUE));
  return row!.id;
}

async function storedRow() {
  const [row] = await h.t.database.db
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.instanceId, await instanceId()));
  return row!;
}

describe(`the venue's gateway keys (${storeName})`, () => {
  it('is for owners and managers: a waiter and the kitchen are refused', async () => {
    for (const role of ['waiter', 'kitchen'] as const) {
      const { cookie } = await staff.member(VENUE, role);
      expect((await read(cookie)).statusCode).toBe(403);
      expect((await save(cookie, { provider: 'sandbox', credentials: {} })).statusCode).toBe(403);
      expect((await test(cookie, { provider: 'sandbox', credentials: {} })).statusCode).toBe(403);
    }
    const { cookie } = await staff.member(VENUE, 'manager');
    expect((await read(cookie)).statusCode).toBe(200);
  });

  it("reads the demo venue's sandbox masked: set, its last 4 characters, never the value", async () => {
    const res = await read(await owner());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json<GatewaySettings>()).toEqual({
      provider: 'sandbox',
      mode: 'sandbox',
      keys: [{ name: 'webhook_secret', secret: true, set: true, hint: '****3c1a' }],
      sealing: true,
    });
    expect(res.body).not.toContain('whsec_sandbox_la_brasa');
  });

  it("switches to Wompi's test keys: all of them, stored sealed, opened for the gateways, audited by name", async () => {
    const cookie = await owner();
    const partial = await save(cookie, {
      provider: 'wompi',
      credentials: { public_key: wompiTest.public_key, private_key: wompiTest.private_key },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json<ErrorBody>()).toMatchObject({
      key: 'gateway_key_required',
      params: { field: 'webhook_secret' },
    });

    const res = await save(cookie, { provider: 'wompi', credentials: wompiTest });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<GatewaySettings>();
    expect(answer).toMatchObject({ provider: 'wompi', mode: 'test', sealing: true });
    expect(answer.keys.map((key) => [key.name, key.set, key.hint])).toEqual([
      ['public_key', true, '****ORGf'],
      ['private_key', true, '****oVPd'],
      ['webhook_secret', true, '****WkjQ'],
      ['integrity_secret', true, '****Lbc0'],
    ]);

    const row = await storedRow();
    expect(row.provider).toBe('wompi');
    for (const value of [row.webhookSecret!, ...Object.values(row.credentials)]) {
      expect(isSealed(value)).toBe(true);
      expect(value.startsWith(`v1.${first.id}.`)).toBe(true);
    }
    expect(JSON.stringify(row)).not.toMatch(/pub_test_|prv_test_|test_events_|test_integrity_/);
    const settings = await loadPaymentSettings(h.t.database.db, await instanceId());
    expect(settings.webhookSecret).toBe(wompiTest.webhook_secret);
    const { webhook_secret: _events, ...credentials } = wompiTest;
    expect(settings.credentials).toEqual(credentials);

    // a key left blank keeps the stored one
    const rotated = await save(cookie, {
      provider: 'wompi',
      credentials: { private_key: otherPrivate, public_key: '' },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await loadPaymentSettings(h.t.database.db, await instanceId())).credentials).toEqual({
      ...credentials,
      private_key: otherPrivate,
    });

    const audit = await call(cookie, 'GET', '/staff/audit.json?area=payments');
    expect(audit.statusCode, audit.body).toBe(200);
    const [latest, earlier] = audit.json<AuditPage>().entries;
    expect(latest).toMatchObject({
      area: 'payments',
      subject: 'wompi',
      before: { provider: 'wompi' },
      after: { provider: 'wompi', mode: 'test', changed: ['private_key'] },
    });
    expect(earlier).toMatchObject({
      before: { provider: 'sandbox' },
      after: { changed: ['integrity_secret', 'private_key', 'public_key', 'webhook_secret'] },
    });
  });

  it("refuses a key without its gateway's prefix and test keys mixed with live ones, naming the field only", async () => {
    const cookie = await owner();
    const wrong = await save(cookie, {
      provider: 'wompi',
      credentials: { private_key: 'sk_live_notwompi_51HxQ2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>()).toMatchObject({
      key: 'gateway_key_invalid',
      params: { field: 'private_key', prefixes: 'prv_test_, prv_prod_' },
    });
    const mixed = await save(cookie, {
      provider: 'wompi',
      credentials: { private_key: livePrivate },
    });
    expect(mixed.json<ErrorBody>().key).toBe('gateway_keys_mixed_modes');
    // the stored keys are as they were
    expect((await loadPaymentSettings(h.t.database.db, await instanceId())).credentials.private_key).toBe(
      otherPrivate,
    );
  });

  it('tests the connection with keys typed and not saved, and says why it failed without quoting them', async () => {
    const cookie = await owner();
    const ok = await test(cookie, { provider: 'sandbox', credentials: { webhook_secret: sandboxSecret } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true, mode: 'sandbox' });
    // nothing was saved: the venue is still on Wompi
    expect((await storedRow()).provider).toBe('wompi');

    const missing = await test(cookie, { provider: 'sandbox', credentials: {} });
    expect(missing.json<ErrorBody>()).toMatchObject({
      key: 'gateway_key_required',
      params: { field: 'webhook_secret' },
    });

    const sandbox = providerNamed('sandbox')!;
    const refused = vi.spyOn(sandbox, 'testConnection').mockResolvedValueOnce({
      ok: false,
      key: 'payment_gateway_not_configured',
    });
    const no = await test(cookie, { provider: 'sandbox', credentials: { webhook_secret: sandboxSecret } });
    expect(no.statusCode).toBe(422);
    expect(no.json<ErrorBody>().key).toBe('payment_gateway_not_configured');
    // a gateway that cannot be reached, whose error quotes what it was sent
    refused.mockRejectedValueOnce(new Error(`connect ECONNREFUSED with ${sandboxSecret}`));
    const down = await test(cookie, { provider: 'sandbox', credentials: { webhook_secret: sandboxSecret } });
    expect(down.statusCode).toBe(502);
    expect(down.json<ErrorBody>().key).toBe('gateway_connection_failed');
    expect(logLines.some((line) => line.includes('gateway connection test failed'))).toBe(true);
    refused.mockRestore();
  });

  it('without SECRETS_KEYS takes the sandbox (kept as given) and refuses a real gateway', async () => {
    const cookie = await owner();
    useSecretKeys([]);
    try {
      expect((await read(cookie)).json<GatewaySettings>().sealing).toBe(false);
      const real = await save(cookie, { provider: 'wompi', credentials: wompiTest });
      expect(real.statusCode).toBe(409);
      expect(real.json<ErrorBody>().key).toBe('gateway_sealing_unavailable');
      const sandbox = await save(cookie, {
        provider: 'sandbox',
        credentials: { webhook_secret: sandboxSecret },
      });
      expect(sandbox.statusCode, sandbox.body).toBe(200);
      expect((await storedRow()).webhookSecret).toBe(sandboxSecret);
      // the import's check: the same rule before anything is written
      expect(
        checkPayments({ ...importOf('wompi'), credentials: { ...wompiTest } }).map((i) => i.path),
      ).toContain('payments');
      expect(checkPayments(importOf('sandbox'))).toEqual([]);
    } finally {
      useSecretKeys([first]);
    }
  });

  it('seals the plain secrets, and again under a new key after a rotation (npm run secrets:reseal)', async () => {
    const id = await instanceId();
    expect((await storedRow()).webhookSecret).toBe(sandboxSecret);
    expect(await resealPaymentSecrets(h.t.database.db)).toContain(id);
    expect((await storedRow()).webhookSecret!.startsWith(`v1.${first.id}.`)).toBe(true);
    expect(await resealPaymentSecrets(h.t.database.db)).not.toContain(id);

    const next = KEY('k2027');
    useSecretKeys([next, first]);
    expect(await resealPaymentSecrets(h.t.database.db)).toContain(id);
    expect((await storedRow()).webhookSecret!.startsWith(`v1.${next.id}.`)).toBe(true);
    useSecretKeys([next]);
    expect((await loadPaymentSettings(h.t.database.db, id)).webhookSecret).toBe(sandboxSecret);
    // a key that left SECRETS_KEYS: the value does not open, the error names the key it needs
    useSecretKeys([first]);
    // for the diners the venue has no gateway; the reseal names the key it needs
    expect(await loadPaymentSettings(h.t.database.db, id)).toMatchObject({
      provider: null,
      webhookSecret: null,
    });
    await expect(resealPaymentSecrets(h.t.database.db)).rejects.toThrow(/k2027/);
    const masked = await read(await owner());
    expect(masked.json<GatewaySettings>().keys).toEqual([
      { name: 'webhook_secret', secret: true, set: true, hint: null },
    ]);
    useSecretKeys([next, first]);
  });
});

function importOf(provider: 'sandbox' | 'wompi') {
  return {
    provider,
    methods: { delivery: [], take_away: [], on_table: [], book: [] },
    minimum_online_amount: 0,
    webhook_secret: provider === 'wompi' ? wompiTest.webhook_secret : sandboxSecret,
    credentials: {},
  };
}
