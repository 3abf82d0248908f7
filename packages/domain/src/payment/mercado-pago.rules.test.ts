import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type HmacSha256Hex,
  mercadoPagoAmountToMinor,
  mercadoPagoExcludedPaymentTypes,
  mercadoPagoPaymentNotice,
  mercadoPagoPreferenceBody,
  mercadoPagoReturn,
  mercadoPagoSignatureManifest,
  mercadoPagoTimestampMs,
  minorToMercadoPagoAmount,
  parseMercadoPagoSignature,
  paymentStatusOfMercadoPago,
  verifyMercadoPagoSignature,
} from './mercado-pago.rules.ts';
import {
  mercadoPagoPaymentSchema,
  mercadoPagoPreferenceSchema,
  mercadoPagoRefundSchema,
} from './mercado-pago.schema.ts';

// The domain compiles without Node's types; its tests run on Node and take node:crypto's HMAC as
// the server will inject it. Every expected digest below was computed apart, with
// `printf '%s' '<manifest>' | openssl dgst -sha256 -hmac '<secret>'`.
let hmacSha256Hex: HmacSha256Hex;
beforeAll(async () => {
  const crypto = (await import('node:crypto' as string)) as {
    createHmac(
      algorithm: string,
      key: string,
    ): { update(text: string, encoding: string): { digest(encoding: string): string } };
  };
  hmacSha256Hex = (key, message) => crypto.createHmac('sha256', key).update(message, 'utf8').digest('hex');
});

/** The notification of https://www.mercadopago.com.mx/developers/es/docs/checkout-pro/payment-notifications
 * ("Validar origen de la notificación"), as printed. The page's code signs with the placeholder
 * secret "your_secret_key_here" and prints no real secret, so its v1 cannot be checked. */
const PAGE = {
  dataId: '123456',
  requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e',
  ts: '1742505638683',
  printedV1: 'ced36ab6d33566bb1e16c125819b8d840d6b8ef136b0b9127c76064466f5229b',
  manifest: 'id:123456;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1742505638683;',
  body: {
    action: 'payment.updated',
    api_version: 'v1',
    data: { id: '123456' },
    date_created: '2021-11-01T02:02:02Z',
    id: '123456',
    live_mode: false,
    type: 'payment',
    user_id: 724484980,
  },
};
const SECRET = 'your_secret_key_here';
/** openssl of PAGE.manifest under SECRET. */
const PAGE_MANIFEST_V1 = '5e0a7ed2ea5ece575e9d1a9bb80f7ce6ca43d6d30e8be93413bae108b94ad7cd';
const PAGE_TIME = new Date(1742505638683);

const verify = (changes: Partial<Parameters<typeof verifyMercadoPagoSignature>[0]> = {}) =>
  verifyMercadoPagoSignature({
    signature: `ts=${PAGE.ts},v1=${PAGE_MANIFEST_V1}`,
    requestId: PAGE.requestId,
    dataId: PAGE.dataId,
    secret: SECRET,
    hmacSha256Hex,
    ...changes,
  });

describe('paymentStatusOfMercadoPago (Get payment statuses, response-handling/query-results)', () => {
  it.each([
    ['approved', 'accredited', 'paid', null],
    ['approved', 'partially_refunded', 'paid', null],
    ['authorized', 'pending_capture', 'pending', null],
    ['pending', 'pending_waiting_payment', 'pending', null],
    ['pending', 'pending_waiting_transfer', 'pending', null],
    ['pending', 'pending_challenge', 'pending', null],
    ['in_process', 'pending_contingency', 'pending_bank_validation', null],
    ['in_process', 'pending_review_manual', 'pending_bank_validation', null],
    ['in_process', 'offline_process', 'pending_bank_validation', null],
    ['in_mediation', null, 'pending', null],
    ['cancelled', 'expired', 'error', 'payment_not_processed'],
    ['cancelled', 'by_collector', 'error', 'payment_not_processed'],
    ['cancelled', 'by_payer', 'error', 'payment_not_processed'],
    ['refunded', 'refunded', 'refunded', null],
    ['refunded', 'by_admin', 'refunded', null],
    ['charged_back', 'settled', 'refunded', null],
    ['charged_back', 'reimbursed', 'pending', null],
    ['charged_back', 'in_process', 'pending', null],
  ] as const)('maps %s / %s to %s', (status, detail, ours, messageKey) => {
    expect(paymentStatusOfMercadoPago(status, detail)).toEqual({ status: ours, messageKey });
  });

  it.each([
    ['cc_rejected_bad_filled_card_number', 'declined', 'card_validation_error'],
    ['cc_rejected_bad_filled_date', 'declined', 'card_validation_error'],
    ['cc_rejected_bad_filled_other', 'declined', 'card_validation_error'],
    ['cc_rejected_bad_filled_security_code', 'declined', 'card_validation_error'],
    ['cc_rejected_call_for_authorize', 'rejected_by_bank', 'payment_rejected_by_bank'],
    ['cc_rejected_card_disabled', 'rejected_by_bank', 'payment_rejected_by_bank'],
    ['cc_rejected_duplicated_payment', 'rejected_by_bank', 'payment_rejected_by_bank'],
    ['cc_rejected_insufficient_amount', 'rejected_by_bank', 'payment_rejected_by_bank'],
    ['cc_rejected_invalid_installments', 'rejected_by_bank', 'payment_rejected_by_bank'],
    ['cc_rejected_max_attempts', 'rejected_by_bank', 'payment_rejected_by_bank'],
    ['rejected_by_bank', 'rejected_by_bank', 'payment_rejected_by_bank'],
    ['cc_rejected_card_error', 'error', 'payment_processing_error'],
    ['bank_error', 'error', 'payment_processing_error'],
    ['cc_rejected_high_risk', 'declined', 'payment_declined'],
    ['cc_rejected_blacklist', 'declined', 'payment_declined'],
    ['cc_rejected_other_reason', 'declined', 'payment_declined'],
    ['cc_rejected_3ds_challenge', 'declined', 'payment_declined'],
    ['cc_rejected_3ds_mandatory', 'declined', 'payment_declined'],
    ['cc_amount_rate_limit_exceeded', 'declined', 'payment_declined'],
    ['rejected_insufficient_data', 'declined', 'payment_declined'],
    ['rejected_by_regulations', 'declined', 'payment_declined'],
    ['a_detail_added_later', 'declined', 'payment_declined'],
  ] as const)('words a rejection with %s as %s, %s', (detail, ours, messageKey) => {
    expect(paymentStatusOfMercadoPago('rejected', detail)).toEqual({ status: ours, messageKey });
  });

  it('reads a rejection without a detail as declined', () => {
    expect(paymentStatusOfMercadoPago('rejected', null)).toEqual({
      status: 'declined',
      messageKey: 'payment_declined',
    });
  });

  it('keeps a status the pages do not list pending, never paid; only approved is paid', () => {
    expect(paymentStatusOfMercadoPago('APPROVED', 'accredited').status).toBe('pending');
    expect(paymentStatusOfMercadoPago('something_new', null).status).toBe('pending');
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (status, detail) => {
        fc.pre(status !== 'approved');
        expect(paymentStatusOfMercadoPago(status, detail).status).not.toBe('paid');
      }),
    );
  });
});

describe('minorToMercadoPagoAmount and mercadoPagoAmountToMinor', () => {
  it("charges MXN 75,76 as the preference page's unit_price 75.76 and COP 95.000 as 95000", () => {
    expect(minorToMercadoPagoAmount(7576, 'MXN')).toBe(75.76);
    expect(minorToMercadoPagoAmount(95_000, 'COP')).toBe(95_000);
    expect(minorToMercadoPagoAmount(15_990, 'CLP')).toBe(15_990);
    expect(minorToMercadoPagoAmount(2490, 'BRL')).toBe(24.9);
  });

  it('reads decimal amounts back in minor units', () => {
    expect(mercadoPagoAmountToMinor(75.76, 'MXN')).toBe(7576);
    expect(mercadoPagoAmountToMinor(700.5, 'PEN')).toBe(70_050);
    expect(mercadoPagoAmountToMinor(95_000, 'COP')).toBe(95_000);
  });

  it('refuses an amount that is not exactly a whole number of our minor units', () => {
    expect(mercadoPagoAmountToMinor(0.125, 'MXN')).toBeNull();
    expect(mercadoPagoAmountToMinor(0.1 + 0.2, 'MXN')).toBeNull();
    expect(mercadoPagoAmountToMinor(4490.5, 'COP')).toBeNull();
    expect(mercadoPagoAmountToMinor(15_990.01, 'CLP')).toBeNull();
    expect(mercadoPagoAmountToMinor(-1, 'MXN')).toBeNull();
    expect(mercadoPagoAmountToMinor(Number.NaN, 'MXN')).toBeNull();
    expect(mercadoPagoAmountToMinor(Number.POSITIVE_INFINITY, 'MXN')).toBeNull();
    expect(mercadoPagoAmountToMinor('75.76' as unknown as number, 'MXN')).toBeNull();
  });

  it('goes to Mercado Pago and back to the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom('COP', 'CLP', 'MXN', 'BRL', 'PEN'),
        (minor, currency) => {
          expect(mercadoPagoAmountToMinor(minorToMercadoPagoAmount(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });

  it('throws on an amount that is not minor units (a bug, not a diner)', () => {
    expect(() => minorToMercadoPagoAmount(10.5, 'MXN')).toThrow(RangeError);
    expect(() => minorToMercadoPagoAmount(-1, 'MXN')).toThrow(RangeError);
  });
});

describe('parseMercadoPagoSignature', () => {
  it("reads the page's x-signature, in either order, with spaces and extra parts", () => {
    const expected = { ts: PAGE.ts, v1: PAGE.printedV1 };
    expect(parseMercadoPagoSignature(`ts=${PAGE.ts},v1=${PAGE.printedV1}`)).toEqual(expected);
    expect(parseMercadoPagoSignature(`v1=${PAGE.printedV1},ts=${PAGE.ts}`)).toEqual(expected);
    expect(parseMercadoPagoSignature(` ts = ${PAGE.ts} , v2=abc, v1=${PAGE.printedV1}`)).toEqual(expected);
  });

  it.each([
    ['no header', undefined],
    ['no v1', `ts=${PAGE.ts}`],
    ['no ts', `v1=${PAGE.printedV1}`],
    ['two v1', `ts=${PAGE.ts},v1=${PAGE.printedV1},v1=${PAGE_MANIFEST_V1}`],
    ['a ts that is not a number', `ts=abc,v1=${PAGE.printedV1}`],
    ['a v1 that is not SHA-256 hex', `ts=${PAGE.ts},v1=ced36ab6`],
  ])('refuses %s', (_case, header) => {
    expect(parseMercadoPagoSignature(header)).toBeNull();
  });
});

describe('mercadoPagoSignatureManifest (the template id:[data.id_url];request-id:[x-request-id_header];ts:[ts_header];)', () => {
  it("fills the template as the Checkout Pro notifications page's example does", () => {
    expect(mercadoPagoSignatureManifest(PAGE)).toBe(PAGE.manifest);
  });

  it("lowercases an alphanumeric data.id (the Orders notifications page's ORD01JQ4S4KY8HWQ6NA5PXB65B3D3)", () => {
    expect(
      mercadoPagoSignatureManifest({
        dataId: 'ORD01JQ4S4KY8HWQ6NA5PXB65B3D3',
        requestId: '2066ca19-c6f1-498a-be75-1923005edd06',
        ts: '1742505638683',
      }),
    ).toBe(
      'id:ord01jq4s4ky8hwq6na5pxb65b3d3;request-id:2066ca19-c6f1-498a-be75-1923005edd06;ts:1742505638683;',
    );
  });

  it('removes a part whose value is absent from the notification', () => {
    expect(mercadoPagoSignatureManifest({ dataId: '999999999', ts: '1704908010' })).toBe(
      'id:999999999;ts:1704908010;',
    );
    expect(mercadoPagoSignatureManifest({ dataId: '', requestId: 'r-1', ts: '1' })).toBe(
      'request-id:r-1;ts:1;',
    );
    expect(mercadoPagoSignatureManifest({})).toBe('');
  });
});

describe('verifyMercadoPagoSignature', () => {
  it("accepts the page's notification signed by the documented rule", () => {
    expect(hmacSha256Hex(SECRET, PAGE.manifest)).toBe(PAGE_MANIFEST_V1);
    expect(verify()).toEqual({ ok: true, ts: PAGE.ts });
    expect(verify({ signature: `v1=${PAGE_MANIFEST_V1.toUpperCase()},ts=${PAGE.ts}` }).ok).toBe(true);
  });

  it("refuses the page's printed v1 ced36ab6…, which the page's placeholder secret does not give", () => {
    expect(verify({ signature: `ts=${PAGE.ts},v1=${PAGE.printedV1}` })).toEqual({
      ok: false,
      key: 'signature_mismatch',
    });
  });

  it('checks an alphanumeric data.id lowercased, and a notification without x-request-id without its part', () => {
    const orderId = 'ORD01JQ4S4KY8HWQ6NA5PXB65B3D3';
    const v1 = '633f91233312dd391ec75fa0bea539cfc2d6c4918873305b84a96cc1c58db71c';
    expect(
      verify({
        dataId: orderId,
        requestId: '2066ca19-c6f1-498a-be75-1923005edd06',
        signature: `ts=1742505638683,v1=${v1}`,
      }).ok,
    ).toBe(true);
    expect(
      verify({
        dataId: '999999999',
        requestId: undefined,
        signature: 'ts=1704908010,v1=cd51d20ff8341874f2354acb6970d0e0bfdf33ce250cfa01982ac4fade40a6c8',
      }).ok,
    ).toBe(true);
  });

  it.each([
    ['another data.id', { dataId: '123457' }],
    ['another x-request-id', { requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08f' }],
    ['another ts', { signature: `ts=1742505638684,v1=${PAGE_MANIFEST_V1}` }],
    ['another secret', { secret: 'another_secret' }],
    ['no data.id', { dataId: undefined }],
  ])('refuses %s', (_case, changes) => {
    expect(verify(changes)).toEqual({ ok: false, key: 'signature_mismatch' });
  });

  it('refuses a header it cannot read as malformed', () => {
    expect(verify({ signature: undefined })).toEqual({ ok: false, key: 'malformed' });
    expect(verify({ signature: 'sha256=abc' })).toEqual({ ok: false, key: 'malformed' });
  });

  it('refuses a ts outside the replay window around now, either way, in milliseconds or seconds', () => {
    const minutes = (n: number) => n * 60_000;
    expect(verify({ now: new Date(PAGE_TIME.getTime() + minutes(4)), maxAgeMs: minutes(5) }).ok).toBe(true);
    expect(verify({ now: new Date(PAGE_TIME.getTime() + minutes(6)), maxAgeMs: minutes(5) })).toEqual({
      ok: false,
      key: 'expired',
    });
    expect(verify({ now: new Date(PAGE_TIME.getTime() - minutes(6)), maxAgeMs: minutes(5) }).ok).toBe(false);
    expect(mercadoPagoTimestampMs('1704908010')).toBe(1_704_908_010_000);
    expect(mercadoPagoTimestampMs('1742505638683')).toBe(1_742_505_638_683);
  });

  it('throws without a secret, or with a max age and no current time (bugs, not notifications)', () => {
    expect(() => verify({ secret: '' })).toThrow(RangeError);
    expect(() => verify({ maxAgeMs: 60_000 })).toThrow(RangeError);
  });
});

describe('mercadoPagoPaymentNotice', () => {
  it("takes the payment of the page's notification whose body names the signed data.id", () => {
    expect(mercadoPagoPaymentNotice(PAGE.body, '123456')).toEqual({
      ok: true,
      paymentId: '123456',
      action: 'payment.updated',
      liveMode: false,
    });
    expect(
      mercadoPagoPaymentNotice({ ...PAGE.body, id: 12345, data: { id: 123456 } }, '123456'),
    ).toMatchObject({ ok: true, paymentId: '123456' });
  });

  it('refuses a body naming another payment than the signed one, another topic, or another shape', () => {
    expect(mercadoPagoPaymentNotice(PAGE.body, '999999999')).toEqual({ ok: false, key: 'id_mismatch' });
    expect(mercadoPagoPaymentNotice({ ...PAGE.body, type: 'merchant_order' }, '123456')).toEqual({
      ok: false,
      key: 'not_a_payment',
    });
    expect(mercadoPagoPaymentNotice({ ...PAGE.body, data: {} }, '123456')).toEqual({
      ok: false,
      key: 'malformed',
    });
    expect(mercadoPagoPaymentNotice('payment', '123456')).toEqual({ ok: false, key: 'malformed' });
  });
});

describe('mercadoPagoReturn (the back_urls query)', () => {
  /** The query of https://www.mercadopago.com.mx/developers/es/docs/checkout-pro/configure-back-urls. */
  const pageQuery = {
    collection_id: '106400160592',
    collection_status: 'rejected',
    payment_id: '106400160592',
    status: 'rejected',
    external_reference: 'qweqweqwe',
    payment_type: 'credit_card',
    merchant_order_id: '29900492508',
    preference_id: '724484980-ecb2c41d-ee0e-4cf4-9950-8ef2f07d3d82',
    site_id: 'MLC',
    processing_mode: 'aggregator',
    merchant_account_id: 'null',
  };

  it("names the payment to fetch from the page's example, never its status", () => {
    expect(mercadoPagoReturn(pageQuery)).toEqual({
      paymentId: '106400160592',
      externalReference: 'qweqweqwe',
    });
  });

  it('reads "null" and missing values as none, and trusts neither id when they differ', () => {
    expect(
      mercadoPagoReturn({ payment_id: 'null', collection_id: 'null', external_reference: 'null' }),
    ).toEqual({
      paymentId: null,
      externalReference: null,
    });
    expect(mercadoPagoReturn({ collection_id: '42' }).paymentId).toBe('42');
    expect(mercadoPagoReturn({ payment_id: '42', collection_id: '43' }).paymentId).toBeNull();
    expect(mercadoPagoReturn({ payment_id: ['42', '43'] }).paymentId).toBeNull();
    expect(mercadoPagoReturn(undefined)).toEqual({ paymentId: null, externalReference: null });
  });
});

describe('mercadoPagoPreferenceBody', () => {
  const input = {
    reference: 'pay_01JX2Y3Z',
    amount: 7576,
    currency: 'MXN',
    title: 'Taquería El Sol',
    returnUrl: 'https://taqueria-el-sol.example/payments/pay_01JX2Y3Z/return',
    notificationUrl: 'https://taqueria-el-sol.example/payments/webhooks/mercado_pago',
  };

  it('charges one item of the whole amount with our reference, back to our return route on every outcome', () => {
    expect(mercadoPagoPreferenceBody(input)).toEqual({
      items: [
        { id: 'pay_01JX2Y3Z', title: 'Taquería El Sol', quantity: 1, currency_id: 'MXN', unit_price: 75.76 },
      ],
      external_reference: 'pay_01JX2Y3Z',
      back_urls: { success: input.returnUrl, pending: input.returnUrl, failure: input.returnUrl },
      auto_return: 'approved',
      notification_url: input.notificationUrl,
      binary_mode: true,
      payment_methods: {
        excluded_payment_types: [
          { id: 'ticket' },
          { id: 'atm' },
          { id: 'bank_transfer' },
          { id: 'digital_currency' },
          { id: 'digital_wallet' },
          { id: 'voucher_card' },
          { id: 'crypto_transfer' },
        ],
      },
    });
  });

  it('excludes every payment type but cards and the Mercado Pago balance (OXXO and Pix among them)', () => {
    const excluded = new Set<string>(mercadoPagoExcludedPaymentTypes);
    for (const cardType of ['credit_card', 'debit_card', 'prepaid_card', 'account_money']) {
      expect(excluded.has(cardType)).toBe(false);
    }
    expect(excluded.has('ticket')).toBe(true);
    expect(excluded.has('bank_transfer')).toBe(true);
  });

  it('sends an expiry from now to the given end', () => {
    const now = new Date('2026-12-07T18:00:00.000Z');
    const expiresAt = new Date('2026-12-07T18:20:00.000Z');
    expect(mercadoPagoPreferenceBody({ ...input, now, expiresAt })).toMatchObject({
      expires: true,
      expiration_date_from: '2026-12-07T18:00:00.000Z',
      expiration_date_to: '2026-12-07T18:20:00.000Z',
    });
  });

  it('charges whole pesos as they are', () => {
    expect(
      mercadoPagoPreferenceBody({ ...input, currency: 'COP', amount: 95_000 }).items[0]?.unit_price,
    ).toBe(95_000);
  });

  it('takes plain http only on a loopback host (a developer machine, the browser journeys)', () => {
    const local = mercadoPagoPreferenceBody({
      ...input,
      returnUrl: 'http://taqueria-el-sol.localhost:4173/payments/pay_01JX2Y3Z/return',
      notificationUrl: 'http://127.0.0.1:4173/payments/webhooks/mercado_pago',
    });
    expect(local.back_urls.success).toBe(
      'http://taqueria-el-sol.localhost:4173/payments/pay_01JX2Y3Z/return',
    );
    expect(
      mercadoPagoPreferenceSchema.safeParse({ id: 'p', init_point: 'http://127.0.0.1:4300/checkout' })
        .success,
    ).toBe(true);
    expect(
      mercadoPagoPreferenceSchema.safeParse({ id: 'p', init_point: 'http://mercadopago.example/checkout' })
        .success,
    ).toBe(false);
  });

  it.each([
    ['nothing to charge', { amount: 0 }],
    ['an amount that is not minor units', { amount: 10.5 }],
    ['a return URL that is not https', { returnUrl: 'http://taqueria-el-sol.example/return' }],
    ['a relative return URL', { returnUrl: '/payments/x/return' }],
    ['a notification URL that is not https', { notificationUrl: 'http://taqueria-el-sol.example/hook' }],
    ['a reference with other characters', { reference: 'pay 1' }],
    ['an empty title', { title: '  ' }],
    ['an expiry without the current time', { expiresAt: new Date('2026-12-07T18:20:00.000Z') }],
    [
      'an expiry in the past',
      { now: new Date('2026-12-07T18:20:00.000Z'), expiresAt: new Date('2026-12-07T18:00:00.000Z') },
    ],
  ])('throws on %s (a bug, not a diner)', (_case, changes) => {
    expect(() => mercadoPagoPreferenceBody({ ...input, ...changes })).toThrow(RangeError);
  });
});

describe('the schemas of what Mercado Pago answers', () => {
  it("reads a payment (the reasons-for-rejection page's example, completed with the fields we read)", () => {
    const payment = mercadoPagoPaymentSchema.parse({
      status: 'rejected',
      status_detail: 'cc_rejected_insufficient_amount',
      id: 47198050,
      payment_method_id: 'master',
      payment_type_id: 'credit_card',
      external_reference: 'pay_01JX2Y3Z',
      transaction_amount: 75.76,
      currency_id: 'MXN',
      card: { last_four_digits: '4242' },
      fee_details: [],
    });
    expect(payment).toMatchObject({
      id: '47198050',
      transaction_amount: 75.76,
      card: { last_four_digits: '4242' },
    });
  });

  it('refuses an amount that is a string or negative, and a status that is empty', () => {
    const base = { id: 1, status: 'approved', transaction_amount: 10, currency_id: 'MXN' };
    expect(mercadoPagoPaymentSchema.safeParse(base).success).toBe(true);
    expect(mercadoPagoPaymentSchema.safeParse({ ...base, transaction_amount: '10' }).success).toBe(false);
    expect(mercadoPagoPaymentSchema.safeParse({ ...base, transaction_amount: -10 }).success).toBe(false);
    expect(mercadoPagoPaymentSchema.safeParse({ ...base, status: '' }).success).toBe(false);
  });

  it('reads a preference answer with https init points only, and a refund', () => {
    const preference = {
      id: '724484980-ecb2c41d-ee0e-4cf4-9950-8ef2f07d3d82',
      init_point: 'https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=724484980-ecb2c41d',
    };
    expect(mercadoPagoPreferenceSchema.safeParse(preference).success).toBe(true);
    expect(
      mercadoPagoPreferenceSchema.safeParse({ ...preference, init_point: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      mercadoPagoRefundSchema.parse({
        id: 1242469925,
        payment_id: 51617407254,
        amount: 25,
        status: 'approved',
      }),
    ).toEqual({ id: '1242469925', payment_id: '51617407254', amount: 25, status: 'approved' });
  });
});
